package com.prepstream.chat;

import com.prepstream.ai.InProcessModel;
import com.prepstream.system.Language;
import java.util.Map;

/**
 * Chat's "not in your notes" threshold per pair of the question's language and the embedding model that scored
 * the passage (docs/chat.md, "A threshold per question language and model"). A model scores a question in a
 * language it reads poorly on another scale than one in its own: bge-small-zh scores English questions over
 * Chinese notes lower, answerable or not, so its Chinese threshold refused nearly all of them. A pair measured
 * on the frozen sets has its own value; any other pair takes the model's own calibrated threshold.
 */
final class ChatThresholds {

    /**
     * Measured pairs, keyed "language|model" (scripts/bench-answers.sh with -Dbench.calibrate, docs/chat.md).
     * English questions under bge-small-zh: the answerable and off-topic scores overlap from 0.55 to 0.73; 0.60
     * is the middle of the flat stretch of fewest mistakes (0.575–0.625) in both runs over the growing corpus.
     */
    private static final Map<String, Double> PAIRS = Map.of(
            key(Language.EN, InProcessModel.BGE_SMALL_ZH_V15_Q.modelName()), 0.60);

    private ChatThresholds() {
    }

    static double calibrated(Language question, String model) {
        Double pair = PAIRS.get(key(question, model));
        return pair != null ? pair : InProcessModel.calibratedThreshold(model);
    }

    private static String key(Language question, String model) {
        return question.tag() + "|" + model;
    }
}
