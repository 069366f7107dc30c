package com.prepstream.knowledgebase;

import com.prepstream.text.LexicalText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The product's tokenizer ({@link LexicalText}) over the textbook scorer's tab-separated files
 * (scripts/bm25-textbook.sh): {@code pages <in> <out>} cuts a page's title and body as chunks are cut,
 * {@code questions <in> <out>} a question as a search cuts it; other columns are copied.
 */
public final class LexicalTokens {

    private LexicalTokens() {
    }

    public static void main(String[] args) throws Exception {
        boolean pages = args[0].equals("pages");
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[1]))) {
            String[] field = line.split("\t", -1);
            out.add(pages ? field[0] + "\t" + LexicalText.ofDocument(field[1]) + "\t" + LexicalText.ofDocument(field[2])
                    : field[0] + "\t" + LexicalText.ofQuery(field[1]) + "\t" + field[2]);
        }
        Files.write(Path.of(args[2]), out);
    }
}
