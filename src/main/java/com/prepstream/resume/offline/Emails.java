package com.prepstream.resume.offline;

/**
 * E-mail addresses in a line, found from each '@' outwards in one pass: the regex
 * {@code [\w.+-]+@[\w-]+(?:\.[\w-]+)+} it replaces backtracked over every start position of a long
 * run of word characters, so a resume that is one long line of digits took minutes.
 */
final class Emails {

    private Emails() {
    }

    /** The first address in the line, or null. */
    static String first(String line) {
        int[] found = find(line, 0);
        return found == null ? null : line.substring(found[0], found[1]);
    }

    /** The line with every address replaced by one space. */
    static String blankedOut(String line) {
        StringBuilder out = new StringBuilder(line.length());
        int from = 0;
        for (int[] found = find(line, 0); found != null; found = find(line, found[1])) {
            out.append(line, from, found[0]).append(' ');
            from = found[1];
        }
        return out.append(line, from, line.length()).toString();
    }

    /**
     * The leftmost address starting at or after {@code from}, as {start, end}. The local parts of two
     * '@' never overlap ('@' is not part of one), so each character is looked at a bounded number of times.
     */
    private static int[] find(String line, int from) {
        for (int at = line.indexOf('@', from); at >= 0; at = line.indexOf('@', at + 1)) {
            int start = at;
            while (start > from && isLocalPart(line.charAt(start - 1))) {
                start--;
            }
            int end = domainEnd(line, at + 1);
            if (start < at && end > 0) {
                return new int[] {start, end};
            }
        }
        return null;
    }

    /** The end of {@code label(.label)+} starting at {@code start}, or -1 when there is no such domain. */
    private static int domainEnd(String line, int start) {
        int end = labelEnd(line, start);
        if (end == start) {
            return -1;
        }
        int labels = 1;
        while (end < line.length() && line.charAt(end) == '.') {
            int next = labelEnd(line, end + 1);
            if (next == end + 1) {
                break;
            }
            end = next;
            labels++;
        }
        return labels >= 2 ? end : -1;
    }

    private static int labelEnd(String line, int start) {
        int end = start;
        while (end < line.length() && (isWord(line.charAt(end)) || line.charAt(end) == '-')) {
            end++;
        }
        return end;
    }

    private static boolean isLocalPart(char c) {
        return isWord(c) || c == '.' || c == '+' || c == '-';
    }

    /** {@code \w} as Java's regex reads it without UNICODE_CHARACTER_CLASS. */
    private static boolean isWord(char c) {
        return c < 128 && (Character.isLetterOrDigit(c) || c == '_');
    }
}
