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
    /** A link or image whole, an image inside a link ("[![alt](img)](url)") counted as one. */
    private static final Pattern WHOLE = Pattern.compile(
            "\\[!\\[" + TEXT + "]" + TARGET + "]" + TARGET + "|!?\\[" + TEXT + "]" + TARGET);
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

    /** Where each link or image lies in {@code text}: half-open [start, end) ranges, in order, not overlapping. */
    public static List<int[]> spans(CharSequence text) {
        List<int[]> spans = new ArrayList<>();
        Matcher whole = WHOLE.matcher(text);
        while (whole.find()) {
            spans.add(new int[] {whole.start(), whole.end()});
        }
        return spans;
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
