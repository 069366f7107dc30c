package com.prepstream.text;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Markdown's inline marks as every reader of note text sees them: links and images ("[text](url)",
 * "![alt](url)", an image inside a link), what a chunk cut by length left of one (before this chunker
 * kept them whole, and in chunks stored before it did), and inline code. One definition, so the
 * chunker keeping links whole, search's heading-only filter and chat's quotes agree on what a link is.
 */
public final class InlineMarkdown {

    private static final String TEXT = "[^\\]\\n]*";
    private static final String TARGET = "\\(([^)\\n]*)\\)";
    private static final Pattern IMAGE = Pattern.compile("!\\[" + TEXT + "]" + TARGET);
    private static final Pattern LINK = Pattern.compile("\\[(" + TEXT + ")]" + TARGET);
    private static final Pattern TARGET_ONLY = Pattern.compile("]" + TARGET);
    /** What a cut leaves at a text's start: the end of an address ("…/tree.md) 的…"). */
    private static final Pattern CUT_AT_START = Pattern.compile("^[^\\s\\[\\]()]*\\)");
    /** What a cut leaves at a text's end: a link or image whose text or address never closes ("[text](https://…"). */
    private static final Pattern CUT_AT_END = Pattern.compile("!?\\[" + TEXT + "(?:]\\([^)\\n]*)?$");
    private static final Pattern IMAGE_CUT = Pattern.compile("!\\[" + TEXT + "(]\\([^)\\n]*)?$");
    private static final Pattern LINK_CUT = Pattern.compile("\\[(" + TEXT + ")]\\([^)\\n]*$");
    private static final Pattern CODE_MARKS = Pattern.compile("`+");

    private InlineMarkdown() {
    }

    /**
     * Where each link or image lies in {@code text} (an image inside a link, "[![alt](img)](url)", is one): half-open
     * [start, end) ranges, in order, not overlapping. Read as the patterns here read them, in one pass: a regular
     * expression looks from every "[" to the line's end, and a long line of them took quadratic time.
     */
    public static List<int[]> spans(CharSequence text) {
        int[] closeBracket = nextOf(text, ']');
        int[] closeParen = nextOf(text, ')');
        List<int[]> spans = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int end = text.charAt(i) == '[' ? closed(text, i, closeBracket, closeParen) : -1;
            if (end < 0) {
                i++;
                continue;
            }
            if (end + 1 < text.length() && text.charAt(end) == ']' && text.charAt(end + 1) == '(') {
                int paren = closeParen[end + 2];
                end = paren < text.length() && text.charAt(paren) == ')' ? paren + 1 : end;
            }
            spans.add(new int[] {i > 0 && text.charAt(i - 1) == '!' ? i - 1 : i, end});
            i = end;
        }
        return spans;
    }

    /** The end of the link whose "[" is at {@code open}, or -1 when its text or address does not close on its line. */
    private static int closed(CharSequence text, int open, int[] closeBracket, int[] closeParen) {
        int bracket = closeBracket[open + 1];
        if (bracket + 1 >= text.length() || text.charAt(bracket) != ']' || text.charAt(bracket + 1) != '(') {
            return -1;
        }
        int paren = closeParen[bracket + 2];
        return paren < text.length() && text.charAt(paren) == ')' ? paren + 1 : -1;
    }

    /** For each index, the first {@code mark} or line break at or after it ({@code text.length()} when none). */
    private static int[] nextOf(CharSequence text, char mark) {
        int[] next = new int[text.length() + 2];
        next[text.length()] = text.length();
        next[text.length() + 1] = text.length();
        for (int i = text.length() - 1; i >= 0; i--) {
            char c = text.charAt(i);
            next[i] = c == mark || c == '\n' ? i : next[i + 1];
        }
        return next;
    }

    /** Whether {@code line} holds a whole link. */
    public static boolean hasLink(CharSequence line) {
        return LINK.matcher(line).find();
    }

    /** Images dropped: a reader of the text sees no picture, and its alt text is rarely prose. */
    public static String withoutImages(String text) {
        return IMAGE.matcher(text).replaceAll("");
    }

    /** Links as their text. */
    public static String linksAsText(String text) {
        return LINK.matcher(text).replaceAll(match -> Matcher.quoteReplacement(match.group(1)));
    }

    /** Links' addresses dropped, their "[text" kept: their words, not their address's. */
    public static String withoutTargets(String text) {
        return TARGET_ONLY.matcher(text).replaceAll("");
    }

    /** A line's end cut in a link or image: the image dropped, the link as its text. */
    public static String cutLinkAsText(String line) {
        String text = IMAGE_CUT.matcher(line).replaceAll("");
        return LINK_CUT.matcher(text).replaceAll(match -> Matcher.quoteReplacement(match.group(1)));
    }

    /** A text's cut link or image at its start and at its end dropped whole. */
    public static String withoutCutEnds(String text) {
        return CUT_AT_END.matcher(CUT_AT_START.matcher(text).replaceFirst("")).replaceFirst("");
    }

    /** Inline code's backticks removed, the code kept. */
    public static String withoutCodeMarks(String text) {
        return CODE_MARKS.matcher(text).replaceAll("");
    }
}
