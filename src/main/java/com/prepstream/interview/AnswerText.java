package com.prepstream.interview;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plain-text helpers for the offline evaluator: sentences, content words with a light stemmer, and
 * a Chinese glossary that adds the English terms a Chinese answer talks about, so keyword coverage
 * still works when a candidate answers in Chinese (the key points are English).
 */
final class AnswerText {

    private static final Pattern SENTENCE_END = Pattern.compile("[.!?;。！？；\\n]+\\s*");
    private static final Pattern WORD = Pattern.compile("[a-z0-9][a-z0-9+#]*");
    private static final Pattern CJK = Pattern.compile("[\\u4e00-\\u9fff]");
    private static final Set<String> STOP = Set.of(("a an the and or but if then so of to in on at by for with from into "
            + "as is are was were be been being it its this that these those there their they them we you your i my me "
            + "he she his her our not no do does did can could may might must should would will shall has have had "
            + "than such using use used uses example e.g also more most less very only just when which what who how "
            + "why where while about over under between both each every other any some all one two three own same "
            + "like get gets make makes because usually often rather instead through without within after before "
            + "up out down off again once here per via").split(" "));
    private static final String[] SUFFIXES = {"ing", "ed", "es", "s", "e"};
    private static final Set<String> BLANK_LIKE = Set.of("i don't know", "i do not know", "dont know", "don't know",
            "no idea", "not sure", "pass", "skip", "n/a", "na", "不知道", "不会", "不清楚", "不了解", "没有", "无", "略");

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

    static List<String> sentences(String text, int max) {
        List<String> sentences = new ArrayList<>();
        for (String part : SENTENCE_END.split(text.strip())) {
            String sentence = part.strip();
            if (sentence.length() >= 2 && sentences.size() < max) {
                sentences.add(sentence);
            }
        }
        return sentences;
    }

    /** Content words, stemmed, plus the English terms of any glossary entries found in Chinese text. */
    static Set<String> terms(String text, Map<String, String> glossary) {
        String lower = text.toLowerCase(Locale.ROOT);
        Set<String> terms = words(lower);
        if (CJK.matcher(text).find()) {
            glossary.forEach((chinese, english) -> {
                if (lower.contains(chinese)) {
                    terms.addAll(words(english));
                }
            });
        }
        return terms;
    }

    static Set<String> words(String lowerText) {
        Set<String> words = new HashSet<>();
        Matcher matcher = WORD.matcher(lowerText.toLowerCase(Locale.ROOT));
        while (matcher.find()) {
            String word = matcher.group();
            if (!STOP.contains(word) && (word.length() > 1 || Character.isLetter(word.charAt(0)))) {
                words.add(stem(word));
            }
        }
        return words;
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
    static int wordCount(String text) {
        int latin = 0;
        Matcher matcher = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (matcher.find()) {
            latin++;
        }
        long cjk = CJK.matcher(text).results().count();
        return latin + (int) (cjk / 2);
    }
}
