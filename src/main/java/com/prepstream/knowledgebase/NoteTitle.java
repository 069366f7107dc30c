package com.prepstream.knowledgebase;

import java.util.Locale;
import java.util.Optional;

/**
 * A note's title as its reader knows it, found in the first part of the file: a Markdown note's front
 * matter {@code title}, else its first heading; an HTML page's first {@code h1}, else its {@code <title>}.
 * Line scanning and {@code indexOf} only, so any file head is read in linear time.
 */
final class NoteTitle {

    /** The part of a file searched for its title. */
    static final int HEAD_CHARS = 16_000;
    static final int MAX_CHARS = 255;

    private NoteTitle() {
    }

    static Optional<String> of(String head, String contentType, String filename) {
        String text = head.length() > HEAD_CHARS ? head.substring(0, HEAD_CHARS) : head;
        String type = contentType == null ? "" : contentType.toLowerCase(Locale.ROOT);
        String name = filename == null ? "" : filename.toLowerCase(Locale.ROOT);
        if (type.contains("html") || name.endsWith(".html") || name.endsWith(".htm")) {
            return clean(element(text, "h1")).or(() -> clean(element(text, "title")));
        }
        if (type.contains("markdown") || name.endsWith(".md") || name.endsWith(".markdown")) {
            return clean(frontMatterTitle(text)).or(() -> clean(firstHeading(text)));
        }
        return Optional.empty();
    }

    /** The {@code title:} line of a front matter block that opens the note. */
    private static String frontMatterTitle(String text) {
        String[] lines = text.replace("\r", "").split("\n", -1);
        int first = 0;
        if (lines.length == 0 || !lines[0].replace("\uFEFF", "").strip().equals("---")) {
            return null;
        }
        for (int i = first + 1; i < lines.length; i++) {
            String line = lines[i];
            if (line.strip().equals("---")) {
                return null;
            }
            if (line.startsWith("title:")) {
                return unquote(line.substring("title:".length()).strip());
            }
        }
        return null;
    }

    /** The first ATX heading ({@code # Title}) outside front matter and code fences. */
    private static String firstHeading(String text) {
        String[] lines = text.replace("\r", "").split("\n", -1);
        int start = 0;
        if (lines.length > 0 && lines[0].replace("\uFEFF", "").strip().equals("---")) {
            for (int i = 1; i < lines.length; i++) {
                if (lines[i].strip().equals("---")) {
                    start = i + 1;
                    break;
                }
            }
        }
        boolean fenced = false;
        for (int i = start; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.startsWith("```") || line.startsWith("~~~")) {
                fenced = !fenced;
            } else if (!fenced && line.startsWith("#")) {
                int level = 0;
                while (level < line.length() && line.charAt(level) == '#') {
                    level++;
                }
                if (level <= 6 && level < line.length() && line.charAt(level) == ' ') {
                    return line.substring(level);
                }
            }
        }
        return null;
    }

    /** The text inside the first {@code <tag>…</tag>} (attributes allowed), inner tags removed. */
    private static String element(String html, String tag) {
        String lower = html.toLowerCase(Locale.ROOT);
        int open = lower.indexOf("<" + tag);
        while (open >= 0) {
            int after = open + tag.length() + 1;
            if (after < lower.length() && (lower.charAt(after) == '>' || Character.isWhitespace(lower.charAt(after)))) {
                int contentStart = lower.indexOf('>', after);
                int close = contentStart < 0 ? -1 : lower.indexOf("</" + tag, contentStart);
                return close < 0 ? null : withoutTags(html.substring(contentStart + 1, close));
            }
            open = lower.indexOf("<" + tag, after);
        }
        return null;
    }

    private static String withoutTags(String html) {
        StringBuilder text = new StringBuilder(html.length());
        boolean inTag = false;
        for (int i = 0; i < html.length(); i++) {
            char c = html.charAt(i);
            if (c == '<') {
                inTag = true;
            } else if (c == '>') {
                inTag = false;
            } else if (!inTag) {
                text.append(c);
            }
        }
        return text.toString().replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
                .replace("&quot;", "\"").replace("&#39;", "'").replace("&nbsp;", " ");
    }

    private static String unquote(String value) {
        if (value.length() >= 2 && (value.startsWith("\"") && value.endsWith("\"")
                || value.startsWith("'") && value.endsWith("'"))) {
            return value.substring(1, value.length() - 1);
        }
        return value;
    }

    /** "Title ##" is "Title" (an ATX heading's optional closing sequence). */
    private static String withoutClosingHashes(String text) {
        int end = text.length();
        while (end > 0 && text.charAt(end - 1) == '#') {
            end--;
        }
        return end < text.length() && end > 0 && text.charAt(end - 1) == ' ' ? text.substring(0, end).strip() : text;
    }

    /** Markdown emphasis and closing hashes dropped, whitespace collapsed, at most {@link #MAX_CHARS}. */
    private static Optional<String> clean(String title) {
        if (title == null) {
            return Optional.empty();
        }
        String text = withoutClosingHashes(title.replace("**", "").replace("`", "").replaceAll("\\s+", " ").strip());
        if (text.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(text.codePointCount(0, text.length()) <= MAX_CHARS ? text
                : text.substring(0, text.offsetByCodePoints(0, MAX_CHARS)));
    }
}
