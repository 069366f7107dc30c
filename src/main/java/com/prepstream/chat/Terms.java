package com.prepstream.chat;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The content terms of a text, for matching a question's words against a passage's sentences:
 * lower-cased Latin words without stop words and with a crude plural/-ing/-ed stem, plus Han
 * character pairs (Chinese has no spaces, and pairs match most two-character words).
 */
final class Terms {

    private static final Pattern LATIN = Pattern.compile("[\\p{IsLatin}\\p{Nd}_]{2,}");
    private static final Pattern HAN_RUN = Pattern.compile("\\p{IsHan}+");
    private static final Set<String> STOP = Set.of("the", "a", "an", "and", "or", "of", "to", "in", "on", "for",
            "is", "are", "was", "were", "be", "been", "it", "its", "this", "that", "these", "those", "with", "as",
            "by", "at", "from", "do", "does", "did", "how", "what", "why", "when", "which", "who", "can", "could",
            "should", "would", "will", "my", "me", "we", "our", "you", "your", "there", "here", "if", "but", "not",
            "no", "so", "than", "then", "into", "about", "i", "get", "use", "using", "make", "way", "one", "all",
            "any", "has", "have", "had", "instead", "just", "still", "even", "without", "need", "want");
    private static final Set<String> HAN_STOP = Set.of("什么", "怎么", "如何", "为什么", "哪些", "是否", "可以", "一个",
            "这个", "那个", "有什", "么区", "么是", "的是", "是什", "怎样", "为何", "还是", "还有", "我们", "你们", "他们",
            "没有", "时候", "么样", "么办", "么用", "应该", "需要", "一下", "到底", "之间", "哪个");

    private Terms() {
    }

    static Set<String> of(String text) {
        Set<String> terms = new LinkedHashSet<>();
        Matcher latin = LATIN.matcher(text.toLowerCase(Locale.ROOT));
        while (latin.find()) {
            String word = latin.group();
            if (!STOP.contains(word)) {
                terms.add(stem(word));
            }
        }
        Matcher han = HAN_RUN.matcher(text);
        while (han.find()) {
            String run = han.group();
            for (int i = 0; i + 2 <= run.length(); i++) {
                String pair = run.substring(i, i + 2);
                if (!HAN_STOP.contains(pair)) {
                    terms.add(pair);
                }
            }
        }
        return terms;
    }

    private static String stem(String word) {
        if (word.length() > 5 && word.endsWith("ing")) {
            return word.substring(0, word.length() - 3);
        }
        if (word.length() > 4 && word.endsWith("ed")) {
            return word.substring(0, word.length() - 2);
        }
        if (word.length() > 4 && word.endsWith("es")) {
            return word.substring(0, word.length() - 2);
        }
        if (word.length() > 3 && word.endsWith("s") && !word.endsWith("ss")) {
            return word.substring(0, word.length() - 1);
        }
        return word;
    }
}
