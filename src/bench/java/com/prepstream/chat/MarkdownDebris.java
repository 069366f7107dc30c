package com.prepstream.chat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the offline-answer benchmark counts as Markdown debris in an answer: markup a reader sees as
 * stray characters. Defined apart from the product's cleaning so the measurement does not grade itself.
 * Citations ("[2]") and inline code are not debris.
 */
final class MarkdownDebris {

    private record Kind(String name, Pattern pattern) {
    }

    private static final List<Kind> KINDS = List.of(
            new Kind("emphasis", Pattern.compile("\\*\\*|__(?=\\S)")),
            new Kind("image", Pattern.compile("!\\[[^\\]\\n]*]")),
            new Kind("link", Pattern.compile("\\[[^\\]\\n]*]\\([^)\\n]*\\)?|\\[[^\\]\\n]+]\\[[^\\]\\n]*]")),
            new Kind("heading", Pattern.compile("(?m)^\\s*#{1,6}\\s")),
            new Kind("fence", Pattern.compile("```|~~~")),
            // HTML tags by name, not after a word character: Java generics ("List<String>", "Map<K, V>") are prose
            new Kind("html", Pattern.compile("(?<![\\w])</?(a|img|br|p|div|span|b|i|em|strong|code|pre|table|tr|td|th|"
                    + "ul|ol|li|sup|sub|center|font|h[1-6]|details|summary|blockquote|hr|iframe|video|figure|"
                    + "figcaption|mark|kbd|u|del|s)(\\s[^<>\\n]*)?/?>")),
            new Kind("table", Pattern.compile("(?m)^\\s*\\|.*\\||\\|\\s*:?-{3,}:?\\s*\\|")));

    private MarkdownDebris() {
    }

    /** The kinds of debris found in {@code text}, each once, in the order above; empty when clean. */
    static List<String> in(String text) {
        List<String> found = new ArrayList<>();
        for (Kind kind : KINDS) {
            Matcher matcher = kind.pattern().matcher(text);
            if (matcher.find()) {
                found.add(kind.name() + ":" + text.substring(matcher.start(), Math.min(text.length(), matcher.end() + 20))
                        .replace('\n', ' '));
            }
        }
        return found;
    }
}
