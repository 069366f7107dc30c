package com.prepstream.interview;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plain-text helpers for the offline evaluator: content terms of English and Chinese text alike
 * (stemmed English words without stop words; Chinese as overlapping character pairs, since Chinese
 * has no spaces and most technical words are two or more characters), and the shape of an answer
 * (how much of it is the small words that join claims, how much is short list items).
 */
final class AnswerText {

    private static final Pattern WORD = Pattern.compile("[a-z0-9][a-z0-9+#]*");
    private static final Pattern CJK = Pattern.compile("[\\u4e00-\\u9fff]");
    private static final Pattern CJK_RUN = Pattern.compile("[\\u4e00-\\u9fff]+");
    private static final Pattern SEGMENT_END = Pattern.compile("[,，、;；\\n/。.]+");
    private static final Set<String> STOP = Set.of(("a an the and or but if then so of to in on at by for with from into "
            + "as is are was were be been being it its this that these those there their they them we you your i my me "
            + "he she his her our not no do does did can could may might must should would will shall has have had "
            + "than such using use used uses example e.g also more most less very only just when which what who how "
            + "why where while about over under between both each every other any some all one two three own same "
            + "like get gets make makes because usually often rather instead through without within after before "
            + "up out down off again once here per via").split(" "));
    /** Chinese function characters: a pair of two of them carries no content; they are the glue of a sentence. */
    private static final String FUNCTION_CHARS = "的了是在和与或也就都而及把被会要能可以这那个一些有没对为从到让给将但并且等其中之所因如果然后"
            + "还又很更最去来上下里中时们我你他她它吗呢吧啊说做用";
    /**
     * 的 joins a modifier to its noun and is almost never inside a word, so a pair with it spans two
     * words (自己的方案 → 己的, 的方): such pairs match between unrelated sentences and made a story seem
     * to fit another question (measured in docs/interview.md), so they are not terms.
     */
    private static final char JOINER = '的';
    private static final String[] SUFFIXES = {"ing", "ed", "es", "s", "e"};
    private static final Set<String> BLANK_LIKE = Set.of("i don't know", "i do not know", "dont know", "don't know",
            "no idea", "not sure", "pass", "skip", "n/a", "na", "不知道", "不会", "不清楚", "不了解", "没有", "无", "略",
            "跳过");

    private AnswerText() {
    }

    /** Null, empty, only punctuation, or a plain "I don't know": there is nothing to evaluate. */
    static boolean isBlank(String answer) {
        if (answer == null) {
            return true;
        }
        String stripped = answer.strip().toLowerCase(Locale.ROOT).replaceAll("[\\p{Punct}\\s。，！？、…]+$", "");
        return stripped.replaceAll("[\\p{Punct}\\s。，！？、…]", "").isEmpty() || BLANK_LIKE.contains(stripped);
    }

    /** Content terms in order of appearance: English stems and Chinese character pairs. */
    static List<String> terms(String text) {
        List<String> terms = new ArrayList<>(words(text));
        Matcher run = CJK_RUN.matcher(text);
        while (run.find()) {
            String chars = run.group();
            for (int i = 0; i + 1 < chars.length(); i++) {
                if (!(isFunction(chars.charAt(i)) && isFunction(chars.charAt(i + 1)))
                        && chars.charAt(i) != JOINER && chars.charAt(i + 1) != JOINER) {
                    terms.add(chars.substring(i, i + 2));
                }
            }
        }
        return terms;
    }

    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        Matcher matcher = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (matcher.find()) {
            String word = matcher.group();
            if (!STOP.contains(word) && word.length() > 1) {
                words.add(stem(word));
            }
        }
        return words;
    }

    static boolean isCjkTerm(String term) {
        return CJK.matcher(term.substring(0, 1)).matches();
    }

    private static boolean isFunction(char c) {
        return FUNCTION_CHARS.indexOf(c) >= 0;
    }

    /**
     * Share of the answer that is glue: English stop words and Chinese function characters among all
     * words and characters. Sentences that claim something need them; a list of terms does not.
     */
    static double glue(String text) {
        int glue = 0;
        int all = 0;
        Matcher word = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (word.find()) {
            all++;
            glue += STOP.contains(word.group()) ? 1 : 0;
        }
        Matcher cjk = CJK.matcher(text);
        while (cjk.find()) {
            all++;
            glue += isFunction(cjk.group().charAt(0)) ? 1 : 0;
        }
        return all == 0 ? 0 : (double) glue / all;
    }

    /** Words plus Chinese characters: how many tokens the glue share was measured on. */
    static int tokens(String text) {
        return (int) (WORD.matcher(text.toLowerCase(Locale.ROOT)).results().count() + CJK.matcher(text).results().count());
    }

    /** The pieces between commas, list separators and full stops. */
    static List<String> segments(String text) {
        List<String> segments = new ArrayList<>();
        for (String part : SEGMENT_END.split(text)) {
            if (!part.isBlank()) {
                segments.add(part);
            }
        }
        return segments;
    }

    // one suffix, longest first, keeping at least three letters: caching/caches/cache → cach
    static String stem(String word) {
        for (String suffix : SUFFIXES) {
            if (word.endsWith(suffix) && word.length() - suffix.length() >= 3 && !word.endsWith("ss")) {
                return word.substring(0, word.length() - suffix.length());
            }
        }
        return word;
    }

    /** More Chinese characters than Latin words: the answer is (mostly) written in Chinese. */
    static boolean mostlyChinese(String text) {
        long cjk = CJK.matcher(text).results().count();
        return cjk > 0 && cjk / 2 >= WORD.matcher(text.toLowerCase(Locale.ROOT)).results().count();
    }

    /** A rough size of an answer that treats one Chinese character like roughly half a word. */
    static double wordCount(String text) {
        long latin = WORD.matcher(text.toLowerCase(Locale.ROOT)).results().count();
        long cjk = CJK.matcher(text).results().count();
        return latin + cjk / 2.0;
    }
}
