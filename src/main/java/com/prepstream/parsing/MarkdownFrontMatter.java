package com.prepstream.parsing;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Markdown note's front matter (the YAML block between {@code ---} lines that opens it) becomes what
 * a reader of the rendered note sees of it: its {@code title} as a heading line and its
 * {@code description} as the first paragraph. The rest (category, tags, page keywords) is metadata:
 * chunked as text it made whole passages of "category: Java tag: - Java" that were searched, shown and
 * quoted as if the note said them (an exploratory pass found it quoted as an answer).
 */
final class MarkdownFrontMatter {

    private static final Pattern BLOCK = Pattern.compile("\\A\\uFEFF?---[ \\t]*\\n(.*?)\\n---[ \\t]*(?:\\n|\\z)", Pattern.DOTALL);
    /** At most this many characters of front matter: a "---" rule far down a note is not its end. */
    private static final int MAX_CHARS = 4_000;
    private static final Pattern TITLE = scalar("title");
    private static final Pattern DESCRIPTION = scalar("description");

    private MarkdownFrontMatter() {
    }

    static String asText(String markdown) {
        Matcher block = BLOCK.matcher(markdown);
        if (!block.find() || block.end() > MAX_CHARS) {
            return markdown;
        }
        String yaml = block.group(1);
        StringBuilder text = new StringBuilder();
        String title = value(yaml, TITLE);
        if (!title.isEmpty()) {
            text.append("# ").append(title).append("\n\n");
        }
        String description = value(yaml, DESCRIPTION);
        if (!description.isEmpty()) {
            text.append(description).append("\n\n");
        }
        return text.append(markdown.substring(block.end())).toString();
    }

    /** A top-level scalar of the block, {@code key: value}. */
    private static Pattern scalar(String key) {
        return Pattern.compile("(?m)^" + key + "[ \\t]*:[ \\t]*(.*)$");
    }

    /** The value (quoted or not) of the scalar {@code key} matches, or "". */
    private static String value(String yaml, Pattern key) {
        Matcher line = key.matcher(yaml);
        if (!line.find()) {
            return "";
        }
        String value = line.group(1).strip();
        if (value.length() >= 2 && (value.startsWith("\"") && value.endsWith("\"")
                || value.startsWith("'") && value.endsWith("'"))) {
            value = value.substring(1, value.length() - 1).strip();
        }
        return value;
    }
}
