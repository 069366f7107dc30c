package com.prepstream.interview;

import com.prepstream.text.ContentTerms;
import com.prepstream.text.Scripts;
import com.prepstream.text.StopWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plain-text helpers for the offline evaluator: its content terms ({@link ContentTerms#ANSWER}: stemmed
 * English words without stop words, Chinese as character pairs), and the shape of an answer (how much of it
 * is the small words that join claims, how much is short list items).
 */
final class AnswerText {

    private static final Pattern WORD = ContentTerms.ANSWER.word();
    private static final Pattern HAN = Pattern.compile("\\p{IsHan}");
    private static final Pattern SEGMENT_END = Pattern.compile("[,，、;；\\n/。.]+");
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
        return ContentTerms.ANSWER.terms(text);
    }

    static List<String> words(String text) {
        return ContentTerms.ANSWER.words(text);
    }

    static boolean isCjkTerm(String term) {
        return Scripts.isHan(term.codePointAt(0));
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
            glue += StopWords.ENGLISH_PROSE.contains(word.group()) ? 1 : 0;
        }
        Matcher han = HAN.matcher(text);
        while (han.find()) {
            all++;
            glue += StopWords.isChineseFunctionCharacter(han.group().codePointAt(0)) ? 1 : 0;
        }
        return all == 0 ? 0 : (double) glue / all;
    }

    /** Words plus Chinese characters: how many tokens the glue share was measured on. */
    static int tokens(String text) {
        return (int) (WORD.matcher(text.toLowerCase(Locale.ROOT)).results().count() + HAN.matcher(text).results().count());
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

    /** More Chinese characters than Latin words: the answer is (mostly) written in Chinese. */
    static boolean mostlyChinese(String text) {
        long cjk = HAN.matcher(text).results().count();
        return cjk > 0 && cjk / 2 >= WORD.matcher(text.toLowerCase(Locale.ROOT)).results().count();
    }

    /** A rough size of an answer that treats one Chinese character like roughly half a word. */
    static double wordCount(String text) {
        long latin = WORD.matcher(text.toLowerCase(Locale.ROOT)).results().count();
        long cjk = HAN.matcher(text).results().count();
        return latin + cjk / 2.0;
    }
}
