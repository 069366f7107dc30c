package com.prepstream.knowledgebase.ingestion;

import com.prepstream.ai.EmbeddingTokenCounter;
import java.util.ArrayList;
import java.util.List;

/**
 * A document's text → chunks that each carry the heading path of their section ({@link Sections}).
 * The path is embedded and indexed with the chunk ("heading\ncontent"), so the chunk is cut
 * smaller by the room the path takes in the model's window; the stored content stays the
 * document's own text. With {@code headings} off the text is chunked as one run (the old way).
 */
public final class DocumentChunker {

    /** One chunk: its section's heading path ("" when none) and its text. */
    public record Piece(String heading, String content) {

        /** What is embedded and indexed for full-text search. */
        public String embedded() {
            return heading.isEmpty() ? content : heading + "\n" + content;
        }
    }

    private final int maxChars;
    private final int overlapChars;
    private final EmbeddingTokenCounter tokens;
    private final boolean headings;

    DocumentChunker(int maxChars, int overlapChars, EmbeddingTokenCounter tokens, boolean headings) {
        this.maxChars = maxChars;
        this.overlapChars = overlapChars;
        this.tokens = tokens;
        this.headings = headings;
        new TextChunker(maxChars, overlapChars, tokens); // fails early on settings it cannot work with
    }

    boolean headings() {
        return headings;
    }

    List<Piece> chunk(String text) {
        List<Piece> pieces = new ArrayList<>();
        if (!headings) {
            new TextChunker(maxChars, overlapChars, tokens).chunk(text).forEach(c -> pieces.add(new Piece("", c)));
            return pieces;
        }
        for (Sections.Section section : Sections.of(text)) {
            String path = section.path();
            int pathChars = path.isEmpty() ? 0 : path.length() + 1;
            int pathTokens = path.isEmpty() ? 0 : tokens.count(path) + 1;
            // A path that would leave too little room for text is left off.
            if (maxChars - pathChars <= 2 * overlapChars + 1 || tokens.maxTokens() - pathTokens < tokens.maxTokens() / 2) {
                path = "";
                pathChars = 0;
                pathTokens = 0;
            }
            TextChunker chunker = new TextChunker(maxChars - pathChars, overlapChars, window(tokens.maxTokens() - pathTokens));
            for (String content : chunker.chunk(section.text())) {
                pieces.add(new Piece(path, content));
            }
        }
        return pieces;
    }

    private EmbeddingTokenCounter window(int maxTokens) {
        return new EmbeddingTokenCounter() {
            @Override
            public int maxTokens() {
                return maxTokens;
            }

            @Override
            public int count(String text) {
                return tokens.count(text);
            }
        };
    }
}
