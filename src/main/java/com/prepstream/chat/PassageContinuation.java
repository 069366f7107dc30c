package com.prepstream.chat;

import com.prepstream.text.Scripts;
import java.util.List;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * A passage whose list goes on past its chunk's end, continued with the chunks after it in the same note.
 * Chunks are cut by length, so "它们分别是：" and its items often fall into neighbouring chunks, and the
 * answer quoted a lead-in with no list, or the list's first item only.
 */
final class PassageContinuation {

    /** Chunks read after the passage at most; a list longer than this is quoted as far as they reach. */
    static final int MAX_CHUNKS = 8;
    private static final int MAX_CHARS = 2_400;
    /** Shorter common runs inside a line are chance, not the chunks' overlap. */
    private static final int MIN_OVERLAP = 4;
    private static final Pattern ITEM = Pattern.compile("^\\s*(?:[-*+•]|\\d{1,3}[.)、])(?:\\s.*)?$");
    private static final Pattern BLOCK_START = Pattern.compile("^\\s*(?:[-*+•]\\s|\\d{1,3}[.)、]|#{1,6}\\s|\\||>|```|~~~)");
    private static final Pattern QUOTE_LINE = Pattern.compile("^\\s*>.*$");

    private PassageContinuation() {
    }

    /** The passage, continued while its text ends inside a list (or at the line announcing one). */
    static String continued(String passage, Supplier<List<String>> following) {
        String text = passage;
        List<String> next = null;
        for (int i = 0; endsInList(text) && text.length() < MAX_CHARS; i++) {
            next = next == null ? following.get() : next;
            if (i >= next.size()) {
                break;
            }
            text = joined(text, next.get(i));
        }
        return text;
    }

    /**
     * Whether the text stops where a list is announced or still going: its last line is an item, or a lead-in
     * ending with a colon, or an aside quoted inside a list ("> …" after an item, before the next one).
     */
    static boolean endsInList(String text) {
        String[] lines = text.strip().split("\n");
        boolean aside = false;
        for (int i = lines.length - 1; i >= 0; i--) {
            String line = lines[i];
            if (line.isBlank()) {
                continue;
            }
            if (QUOTE_LINE.matcher(line).matches()) {
                aside = true;
                continue;
            }
            boolean leadIn = line.strip().endsWith("：") || line.strip().endsWith(":");
            return ITEM.matcher(line).matches() || (!aside && leadIn) || (!aside && continuesItem(lines, i));
        }
        return false;
    }

    /** An indented line under an item (a wrapped item or its sub-list) keeps the list open. */
    private static boolean continuesItem(String[] lines, int index) {
        if (!Character.isWhitespace(lines[index].charAt(0))) {
            return false;
        }
        for (int i = index - 1; i >= 0; i--) {
            if (!lines[i].isBlank() && !Character.isWhitespace(lines[i].charAt(0))) {
                return ITEM.matcher(lines[i]).matches();
            }
        }
        return false;
    }

    /**
     * Two neighbouring chunks as one text: the next one starts with the end of the one before (their
     * overlap), which is dropped; without an overlap, a line that does not start a block of its own goes
     * on the item it follows, anything else starts a new paragraph.
     */
    static String joined(String before, String next) {
        String head = before.stripTrailing();
        String tail = next.strip();
        for (int k = Math.min(head.length(), tail.length()); k >= 1; k--) {
            // whole lines may be short ("3." ending one chunk and starting the next); inside a line, short is chance
            boolean wholeLines = k == head.length() || head.charAt(head.length() - k - 1) == '\n';
            if ((k >= MIN_OVERLAP || wholeLines) && head.regionMatches(head.length() - k, tail, 0, k)) {
                return head + tail.substring(k);
            }
        }
        String lastLine = head.substring(head.lastIndexOf('\n') + 1);
        if (QUOTE_LINE.matcher(lastLine).matches() && !BLOCK_START.matcher(tail).find()) {
            // a chunk cut inside a blockquote starts without its "> "
            return head + "\n> " + tail;
        }
        if (BLOCK_START.matcher(tail).find()) {
            return head + (ITEM.matcher(lastLine).matches() && ITEM.matcher(tail.lines().findFirst().orElse("")).matches()
                    ? "\n" : "\n\n") + tail;
        }
        if (ITEM.matcher(lastLine).matches()) {
            boolean cjk = cjk(head.codePointBefore(head.length())) || cjk(tail.codePointAt(0));
            return head + (cjk ? "" : " ") + tail;
        }
        return head + "\n\n" + tail;
    }

    /** Han characters and CJK punctuation ("。", "："), which Chinese text runs on from without a space. */
    private static boolean cjk(int codePoint) {
        Character.UnicodeBlock block = Character.UnicodeBlock.of(codePoint);
        return Scripts.isHan(codePoint) || block == Character.UnicodeBlock.CJK_SYMBOLS_AND_PUNCTUATION
                || block == Character.UnicodeBlock.HALFWIDTH_AND_FULLWIDTH_FORMS;
    }
}
