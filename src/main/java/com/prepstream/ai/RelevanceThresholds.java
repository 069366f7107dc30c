package com.prepstream.ai;

import com.prepstream.text.Scripts;
import java.util.Map;

/**
 * The calibrated "not in your notes" threshold per pair of the question's language and the embedding model that
 * scored a passage (docs/chat.md, "A threshold per question language and model"): chat refuses to answer below it,
 * and knowledge-base search marks a hit below it as a weak match (docs/knowledge-base.md, "Relevance floor"). One
 * table for both, so a note the search shows as clearly relevant is one chat would answer from. A model scores a
 * question in a language it reads poorly on another scale than one in its own: bge-small-zh scores English questions
 * over Chinese notes lower, answerable or not, so its Chinese threshold refused nearly all of them. A pair measured
 * on the frozen sets has its own value; any other pair takes the model's own calibrated threshold
 * ({@link InProcessModel#relevanceThreshold()}).
 */
public final class RelevanceThresholds {

    /**
     * Measured pairs, keyed "language|model" (scripts/bench-answers.sh with -Dbench.calibrate, docs/chat.md).
     * English questions under bge-small-zh: the answerable and off-topic scores overlap from 0.55 to 0.73; 0.60
     * is the middle of the flat stretch of fewest mistakes (0.575–0.625) in both runs over the growing corpus.
     */
    private static final Map<String, Double> PAIRS = Map.of(
            key(false, InProcessModel.BGE_SMALL_ZH_V15_Q.modelName()), 0.60,
            key(false, InProcessModel.BGE_SMALL_ZH_V15_Q_LOWERCASE.modelName()), 0.60);

    /**
     * A passage found by its words in chunks another language's model read (SearchHit.otherLanguage): it already
     * holds the question's words, and its model reads the question's language poorly, so it has its own, lower
     * threshold (docs/chat.md; chat's {@code prepstream.chat.other-language-threshold} defaults to it).
     */
    public static final double ACROSS_LANGUAGES = Double.parseDouble(RelevanceThresholds.ACROSS_LANGUAGES_TEXT);

    /**
     * {@link #ACROSS_LANGUAGES} as text, for chat's {@code prepstream.chat.other-language-threshold}
     * {@code @DefaultValue} (an annotation takes only a constant string), so the two cannot drift.
     */
    public static final String ACROSS_LANGUAGES_TEXT = "0.3";

    private RelevanceThresholds() {
    }

    /** The threshold of a passage {@code model} scored for {@code question}, by the question's language. */
    public static double forQuestion(String question, String model) {
        Double pair = PAIRS.get(key(chinese(question), model));
        return pair != null ? pair : InProcessModel.calibratedThreshold(model);
    }

    /** As {@link #forQuestion}; {@code otherLanguage}: the passage was found by its words across languages. */
    public static double of(String question, String model, boolean otherLanguage) {
        return otherLanguage ? ACROSS_LANGUAGES : forQuestion(question, model);
    }

    /**
     * The question's language as the calibration's sets tell them apart, and as chat's QuestionLanguage reads it:
     * Chinese when it has any Han character, English otherwise. (ai cannot name system.Language: system knows ai.)
     */
    private static boolean chinese(String question) {
        return Scripts.hasHan(question);
    }

    private static String key(boolean chinese, String model) {
        return (chinese ? "zh-CN" : "en") + "|" + model;
    }
}
