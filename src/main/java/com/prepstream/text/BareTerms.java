package com.prepstream.text;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether a query is a bare term rather than English: an acronym, an identifier or a name written as code is ("AOF",
 * "RDB", "GC tuning", "ConcurrentHashMap", "G1", "node.js"). Chinese notes write such terms in Latin letters as English
 * ones do, so a bare term belongs to no language: it is not English because its letters are Latin (issue 29).
 *
 * <p>The rule, by form only:
 * <ul>
 * <li>one to {@value #MAX_WORDS} words separated by spaces, each of Latin letters and digits (joined inside by
 * {@code - _ . + # /}), and nothing else: a question mark or a Han character makes it a sentence of its language;
 * a term is seldom longer, and four Latin words are more often an English phrase;</li>
 * <li>no English function or question word ({@link StopWords#ENGLISH_QUESTION}): "what is AOF" is English;</li>
 * <li>at least one word shaped as a term: a capital after its first letter (AOF, MySQL, ConcurrentHashMap), a digit
 * (G1, 2PC) or a joiner other than a hyphen (node.js, redo_log, C++, TCP/IP). Plain words ("vacuum settings",
 * "redis") cannot be told from English by their form and are read as English, as before.</li>
 * </ul>
 */
public final class BareTerms {

    static final int MAX_WORDS = 3;

    private static final Pattern WORD = Pattern.compile("[\\p{IsLatin}\\p{Nd}]+(?:[-_.+#/]+[\\p{IsLatin}\\p{Nd}]*)*");
    private static final Pattern TERM_SHAPED = Pattern.compile(".+\\p{Lu}.*|.*\\p{Nd}.*|.*[_.+#/].*");

    private BareTerms() {
    }

    public static boolean isBareTerm(String query) {
        if (query == null || query.isBlank()) {
            return false;
        }
        List<String> words = Arrays.asList(query.strip().split("\\s+"));
        return words.size() <= MAX_WORDS && words.stream().allMatch(BareTerms::isTermWord)
                && words.stream().anyMatch(word -> TERM_SHAPED.matcher(word).matches())
                && query.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.LATIN);
    }

    private static boolean isTermWord(String word) {
        return WORD.matcher(word).matches() && !StopWords.ENGLISH_QUESTION.contains(word.toLowerCase(Locale.ROOT));
    }
}
