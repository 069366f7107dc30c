package com.prepstream.text;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Set;
import java.util.StringJoiner;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.cn.smart.SmartChineseAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/**
 * Text as words for PostgreSQL full-text search. PostgreSQL's parser does not split Chinese (a
 * whole run of Han characters would be one "word"), so Lucene's smartcn segmenter (a hidden Markov
 * model over a dictionary) cuts the text into words first; the words, joined by spaces, then go
 * through {@code to_tsvector('english', ...)}, which stems the English ones and drops English stop
 * words. Queries are cut the same way and, in addition, lose question words and the commonest single
 * Han characters (particles, pronouns, prepositions), which match nearly every chunk and say nothing
 * about the topic. Other single characters stay: smartcn cuts a word it does not know into them
 * (加载 → 加 | 载), and the rarer of them still point at the topic.
 *
 * <p>smartcn stems English words (Porter) before PostgreSQL sees them, so a stop word whose stem differs
 * ("does" → "doe") is no stop word to PostgreSQL; they are kept on purpose: in a manual "during",
 * "before" and "only" name things (docs/retrieval.md, appendix, "Stop words").
 */
public final class LexicalText {

    private static final Pattern IDENTIFIER = Pattern.compile("\\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\\b");

    private static final Analyzer ANALYZER = new SmartChineseAnalyzer(CharArraySet.EMPTY_SET);

    private LexicalText() {
    }

    /** The words of a chunk, space-separated, for {@code to_tsvector('english', ...)}. */
    public static String ofDocument(String text) {
        return withIdentifiers(words(text, word -> true), text);
    }

    /** The topic words of a query, space-separated; blank when none is left. */
    public static String ofQuery(String text) {
        return withIdentifiers(words(text, word -> !StopWords.CHINESE_QUESTION_WORDS.contains(word)), text);
    }

    /**
     * The words, then each identifier joined by underscores ({@code max_connections}) once more as one
     * word ({@code maxconnections}): PostgreSQL's parser splits it into "max" and "connect", common words
     * of the manual, while the setting's name is what a question about it most surely holds.
     */
    static String withIdentifiers(String words, String text) {
        StringJoiner joined = new StringJoiner(" ");
        if (!words.isEmpty()) {
            joined.add(words);
        }
        Matcher identifier = IDENTIFIER.matcher(text);
        while (identifier.find()) {
            joined.add(identifier.group().replace("_", "").toLowerCase(Locale.ROOT));
        }
        return joined.toString();
    }

    private static String words(String text, Predicate<String> keep) {
        StringJoiner joined = new StringJoiner(" ");
        try (TokenStream tokens = ANALYZER.tokenStream("text", new StringReader(text))) {
            CharTermAttribute term = tokens.addAttribute(CharTermAttribute.class);
            tokens.reset();
            while (tokens.incrementToken()) {
                String word = term.toString();
                // smartcn turns punctuation into "," tokens; emoji are no words either
                if (word.codePoints().anyMatch(Character::isLetterOrDigit) && keep.test(word)) {
                    joined.add(word);
                }
            }
            tokens.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return joined.toString();
    }
}
