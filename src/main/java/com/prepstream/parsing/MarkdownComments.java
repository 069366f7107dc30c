package com.prepstream.parsing;

/**
 * Leaves out a Markdown note's HTML comments ({@code <!-- @include: @article-header.snippet.md -->},
 * {@code <!-- markdownlint-disable MD024 -->}): a reader of the rendered note never sees them, yet
 * extracted as text they were searched, cited and quoted as if the note said them (an exploratory pass
 * saw 329 of the 430 JavaGuide notes carry one). A comment inside a fenced code block or an inline
 * code span is code and stays. An unclosed comment runs to the end, as it does when rendered.
 */
final class MarkdownComments {

    private static final String OPEN = "<!--";
    private static final String CLOSE = "-->";

    private MarkdownComments() {
    }

    static String strip(String markdown) {
        if (!markdown.contains(OPEN)) {
            return markdown;
        }
        StringBuilder out = new StringBuilder(markdown.length());
        boolean fenced = false;
        boolean inComment = false;
        for (String line : markdown.split("\n", -1)) {
            String trimmed = line.strip();
            if (!inComment && (trimmed.startsWith("```") || trimmed.startsWith("~~~"))) {
                fenced = !fenced;
            }
            if (fenced) {
                out.append(line).append('\n');
                continue;
            }
            boolean startsInComment = inComment;
            StringBuilder kept = new StringBuilder();
            inComment = keepOutsideComments(line, inComment, kept);
            // a line that was only a comment leaves no line behind
            boolean onlyComment = kept.toString().isBlank() && (startsInComment || line.contains(OPEN));
            if (!onlyComment) {
                out.append(kept).append('\n');
            }
        }
        return out.substring(0, Math.max(0, out.length() - 1));
    }

    /** Appends the parts of {@code line} outside comments to {@code kept}; returns whether a comment is still open. */
    private static boolean keepOutsideComments(String line, boolean inComment, StringBuilder kept) {
        int at = 0;
        while (at < line.length()) {
            if (inComment) {
                int end = line.indexOf(CLOSE, at);
                if (end < 0) {
                    return true;
                }
                inComment = false;
                at = end + CLOSE.length();
            } else {
                int start = commentStart(line, at);
                if (start < 0) {
                    kept.append(line, at, line.length());
                    return false;
                }
                kept.append(line, at, start);
                inComment = true;
                at = start + OPEN.length();
            }
        }
        return inComment;
    }

    /** The next {@code <!--} at or after {@code from} that is not inside an inline code span, or -1. */
    private static int commentStart(String line, int from) {
        for (int start = line.indexOf(OPEN, from); start >= 0; start = line.indexOf(OPEN, start + 1)) {
            long backticks = line.substring(0, start).chars().filter(c -> c == '`').count();
            if (backticks % 2 == 0) {
                return start;
            }
        }
        return -1;
    }
}
