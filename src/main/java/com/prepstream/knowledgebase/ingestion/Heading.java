package com.prepstream.knowledgebase.ingestion;

/**
 * A Markdown ATX heading line ({@code ## Title ##}), read in one pass from both ends. It replaces the
 * regex {@code ^(#{1,6})\s+(.+?)\s*#*\s*$}, whose lazy title retried the closing part at every
 * character: quadratic on a long line of spaces or '#', minutes for one hostile line.
 */
record Heading(int level, String title) {

    /** The heading on this (stripped) line, or null when it is none. */
    static Heading parse(String line) {
        int level = 0;
        while (level < line.length() && line.charAt(level) == '#') {
            level++;
        }
        if (level == 0 || level > 6 || level == line.length() || !isSpace(line.charAt(level))) {
            return null;
        }
        int start = level;
        while (start < line.length() && isSpace(line.charAt(start))) {
            start++;
        }
        if (start == line.length()) {
            start--; // the title may be a space, as the regex allowed: "#  " is never seen on a stripped line
        }
        int end = line.length();
        end = skipBack(line, end, start, true);
        end = skipBack(line, end, start, false);
        end = skipBack(line, end, start, true);
        return new Heading(level, line.substring(start, Math.max(end, start + 1)));
    }

    /** Moves {@code end} back over spaces (or '#'), never before {@code floor}. */
    private static int skipBack(String line, int end, int floor, boolean spaces) {
        while (end > floor && (spaces ? isSpace(line.charAt(end - 1)) : line.charAt(end - 1) == '#')) {
            end--;
        }
        return end;
    }

    /** {@code \s} as Java's regex reads it without UNICODE_CHARACTER_CLASS. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }
}
