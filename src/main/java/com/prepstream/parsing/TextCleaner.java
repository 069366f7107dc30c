package com.prepstream.parsing;

import java.text.Normalizer;
import java.util.regex.Pattern;

/**
 * Normalises extracted text: what parsers leave behind (hyphenated line breaks, runs of spaces,
 * form feeds, dot leaders, stacks of blank lines) is noise for chunking and search. Newlines that
 * separate paragraphs are kept; CJK text is never split or padded.
 */
public final class TextCleaner {

    private static final Pattern SOFT_HYPHEN = Pattern.compile("\u00AD");
    private static final Pattern LINE_BREAKS = Pattern.compile("\\r\\n?|[\\u2028\\u2029\\u0085\\f\\u000B]");
    // Control characters other than tab and newline, plus zero-width and soft-hyphen characters.
    private static final Pattern INVISIBLE = Pattern.compile("[\\p{Cc}&&[^\\t\\n]]|[\\u00AD\\u200B\\uFEFF\\u2060]");
    private static final Pattern HYPHENATED_BREAK = Pattern.compile("(\\p{L})-[ \\t]*\\n[ \\t]*(\\p{Ll})");
    private static final Pattern LEADERS = Pattern.compile("([.·_\\-=*~])\\1{4,}");
    private static final Pattern HORIZONTAL_SPACE = Pattern.compile("[\\t\\p{Zs}]+");
    private static final Pattern SPACE_AROUND_NEWLINE = Pattern.compile(" ?\\n ?");
    private static final Pattern BLANK_LINES = Pattern.compile("\\n{3,}");

    private TextCleaner() {
    }

    public static String clean(String raw) {
        return clean(raw, false);
    }

    /**
     * @param softHyphensVisible true for text drawn on a page (PDF): there a soft hyphen is a glyph the
     *     reader saw, and some fonts map every hyphen to it (Awesome-CV: "high-impact", "2023 - 2024"),
     *     so it is kept as "-". In HTML and Word it is an invisible break hint and goes.
     */
    public static String clean(String raw, boolean softHyphensVisible) {
        if (raw == null) {
            return "";
        }
        String text = Normalizer.normalize(raw, Normalizer.Form.NFC);
        if (softHyphensVisible) {
            text = SOFT_HYPHEN.matcher(text).replaceAll("-");
        }
        text = LINE_BREAKS.matcher(text).replaceAll("\n");
        text = INVISIBLE.matcher(text).replaceAll("");
        text = HORIZONTAL_SPACE.matcher(text).replaceAll(" ");
        text = HYPHENATED_BREAK.matcher(text).replaceAll("$1$2");
        text = LEADERS.matcher(text).replaceAll(" ");
        text = HORIZONTAL_SPACE.matcher(text).replaceAll(" ");
        text = SPACE_AROUND_NEWLINE.matcher(text).replaceAll("\n");
        text = BLANK_LINES.matcher(text).replaceAll("\n\n");
        return text.strip();
    }
}
