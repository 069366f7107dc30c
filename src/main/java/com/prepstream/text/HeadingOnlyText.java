package com.prepstream.text;

import java.util.regex.Pattern;

/**
 * A passage that says nothing itself: only headings and labels ("## MySQL 学习资料推荐", "[**书籍推荐**](…) 。",
 * "**文章推荐** :"), maybe with a link cut off at the chunk's end. Search leaves such passages out of a reader's
 * hits and chat does not quote them: the passages under the heading answer instead.
 */
public final class HeadingOnlyText {

    private static final Pattern HEADING = Pattern.compile("(?m)^\\s{0,3}#{1,6}\\s.*$");
    /** A line that is only a bold label or a link around one, maybe ending in a colon or full stop. */
    private static final Pattern LABEL = Pattern.compile(
            "(?m)^\\s*(?:\\*\\*[^*\\n]+\\*\\*|__[^_\\n]+__|\\[\\s*(?:\\*\\*|__)[^\\]\\n]+(?:\\*\\*|__)\\s*\\]\\([^)\\n]*\\))\\s*[:：.。]?\\s*$");
    private static final Pattern WORDS = Pattern.compile("[\\p{L}\\p{N}]");

    private HeadingOnlyText() {
    }

    public static boolean test(String content) {
        // a link cut off by a chunk's end (in chunks stored before the chunker kept links whole) names another text
        String rest = InlineMarkdown.withoutImages(InlineMarkdown.withoutCutEnds(content.strip()));
        rest = LABEL.matcher(HEADING.matcher(rest).replaceAll("")).replaceAll("");
        return !WORDS.matcher(InlineMarkdown.withoutTargets(rest)).find();
    }
}
