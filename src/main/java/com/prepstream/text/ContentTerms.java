package com.prepstream.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The content terms of English and Chinese text alike, for matching one text's words against another's
 * (chat's question against passages, the interview evaluator's answer against key points): lower-cased
 * words without stop words, stemmed, then Han character pairs (Chinese has no spaces, and pairs match
 * most two-character words). Full-text search cuts words differently ({@code LexicalText}): its words
 * must be PostgreSQL's and the Python worker's too.
 *
 * @param word      what a word is (after lower-casing)
 * @param stopWords words left out, compared before stemming
 * @param stem      the stemmer applied to a kept word
 * @param keepPair  whether a pair of adjacent Han characters is a term
 */
public record ContentTerms(Pattern word, Set<String> stopWords, UnaryOperator<String> stem, Predicate<String> keepPair) {

    /** Chat: Latin words of two letters or more, question words out, a crude plural/-ing/-ed stem. */
    public static final ContentTerms QUESTION = new ContentTerms(Pattern.compile("[\\p{IsLatin}\\p{Nd}_]{2,}"),
            StopWords.ENGLISH_QUESTION, ContentTerms::pluralAndTense, pair -> !StopWords.CHINESE_QUESTION_PAIRS.contains(pair));

    /**
     * The interview evaluator: ASCII words (C++ and C# whole), prose glue out, one suffix off; a Han pair is no
     * term when both are function characters or either is 的, which joins a modifier to its noun and is almost
     * never inside a word, so a pair with it spans two words (自己的方案 → 己的, 的方): such pairs match between
     * unrelated sentences and made a story seem to fit another question (docs/interview.md).
     */
    public static final ContentTerms ANSWER = new ContentTerms(Pattern.compile("[a-z0-9][a-z0-9+#]*"),
            StopWords.ENGLISH_PROSE, ContentTerms::oneSuffix, ContentTerms::contentPair);

    private static final Pattern HAN_RUN = Pattern.compile("\\p{IsHan}+");
    private static final String[] SUFFIXES = {"ing", "ed", "es", "s", "e"};
    private static final char JOINER = '的';

    /** Words, then Han pairs, in order of appearance (repeats kept). */
    public List<String> terms(String text) {
        List<String> terms = words(text);
        terms.addAll(hanPairs(text));
        return terms;
    }

    /** The kept words of {@code text}, stemmed, in order (a one-letter word is never a term). */
    public List<String> words(String text) {
        List<String> words = new ArrayList<>();
        Matcher matcher = word.matcher(text.toLowerCase(Locale.ROOT));
        while (matcher.find()) {
            String found = matcher.group();
            if (found.length() > 1 && !stopWords.contains(found)) {
                words.add(stem.apply(found));
            }
        }
        return words;
    }

    /** Each kept pair of adjacent Han characters, run by run. */
    public List<String> hanPairs(String text) {
        List<String> pairs = new ArrayList<>();
        Matcher run = HAN_RUN.matcher(text);
        while (run.find()) {
            int[] chars = run.group().codePoints().toArray();
            for (int i = 0; i + 1 < chars.length; i++) {
                String pair = new String(chars, i, 2);
                if (keepPair.test(pair)) {
                    pairs.add(pair);
                }
            }
        }
        return pairs;
    }

    /** caching → cach, locked → lock, indexes → index, tables → table: the first rule that applies. */
    public static String pluralAndTense(String word) {
        if (word.length() > 5 && word.endsWith("ing")) {
            return word.substring(0, word.length() - 3);
        }
        if (word.length() > 4 && (word.endsWith("ed") || word.endsWith("es"))) {
            return word.substring(0, word.length() - 2);
        }
        if (word.length() > 3 && word.endsWith("s") && !word.endsWith("ss")) {
            return word.substring(0, word.length() - 1);
        }
        return word;
    }

    /** One suffix, longest first, keeping at least three letters: caching/caches/cache → cach. */
    public static String oneSuffix(String word) {
        for (String suffix : SUFFIXES) {
            if (word.endsWith(suffix) && word.length() - suffix.length() >= 3 && !word.endsWith("ss")) {
                return word.substring(0, word.length() - suffix.length());
            }
        }
        return word;
    }

    private static boolean contentPair(String pair) {
        int first = pair.codePointAt(0);
        int second = pair.codePointBefore(pair.length());
        return !(StopWords.isChineseFunctionCharacter(first) && StopWords.isChineseFunctionCharacter(second))
                && first != JOINER && second != JOINER;
    }
}
