package com.prepstream.chat;

import com.prepstream.ai.InProcessModel;
import com.prepstream.ai.RelevanceThresholds;
import com.prepstream.knowledgebase.KnowledgeBaseSearch;
import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.system.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Calibrates chat's threshold for one (question language, note's embedding model) pair over what the answer
 * benchmark's knowledge base holds (docs/chat.md, "A threshold per question language and model"): answerable
 * questions of a set in one language against the frozen off-topic questions of the same language, each scored
 * by its best passage under each model that scored one (passages found across languages by their words are
 * left out: they have their own threshold). With only Chinese notes in, English questions are scored by
 * bge-small-zh: the pair (en, bge-small-zh).
 */
final class PairCalibration {

    private PairCalibration() {
    }

    /** {@code answerable}: the set's questions (their gold notes loaded); {@code offTopicResource}: the frozen off-topic file. */
    static void report(KnowledgeBaseSearch search, ChatSettings settings, String set, List<String> answerable,
            String offTopicResource) throws Exception {
        List<String> offTopic = ThresholdCalibration.read(offTopicResource).stream()
                .map(row -> row.get("question").asString()).toList();
        Map<String, double[]> answerableByModel = bestByModel(search, answerable, settings.passages());
        Map<String, double[]> offTopicByModel = bestByModel(search, offTopic, settings.passages());
        Language language = QuestionLanguage.of(answerable.isEmpty() ? "" : answerable.get(0));
        for (String model : answerableByModel.keySet()) {
            double[] off = offTopicByModel.getOrDefault(model, new double[offTopic.size()]);
            System.out.printf(Locale.ROOT, "chat threshold for (%s questions, %s): set %s, %d answerable, %d off-topic "
                    + "(%s; 0 = no passage of this model)%n", language.tag(), model, set, answerable.size(), off.length,
                    offTopicResource);
            ThresholdCalibration.report(answerableByModel.get(model), off,
                    RelevanceThresholds.forQuestion(answerable.isEmpty() ? "" : answerable.get(0), model));
            if (language == Language.EN && !model.equals(InProcessModel.ALL_MINILM_L6_V2_Q.modelName())) {
                System.out.printf(Locale.ROOT, "the rule this replaces (a passage holding one of the question's words judged "
                        + "at %.2f, else the model's own %.2f): false refusals %d/%d, false answers %d/%d%n",
                        settings.otherLanguageThreshold(), InProcessModel.calibratedThreshold(model),
                        answerable.size() - sharedWordRule(search, answerable, model, settings), answerable.size(),
                        sharedWordRule(search, offTopic, model, settings), offTopic.size());
            }
        }
    }

    /** How many questions the shared-word special case (before 2026-12-06's pair thresholds) answered. */
    private static int sharedWordRule(KnowledgeBaseSearch search, List<String> questions, String model, ChatSettings settings) {
        int answered = 0;
        for (String question : questions) {
            java.util.Set<String> words = Terms.of(question);
            boolean any = search.search(question, settings.passages(), null).stream()
                    .filter(hit -> !hit.otherLanguage() && model.equals(hit.model()))
                    .anyMatch(hit -> hit.score() >= InProcessModel.calibratedThreshold(model)
                            || (hit.score() >= settings.otherLanguageThreshold()
                                    && Terms.of(hit.content()).stream().anyMatch(words::contains)));
            answered += any ? 1 : 0;
        }
        return answered;
    }

    private static Map<String, double[]> bestByModel(KnowledgeBaseSearch search, List<String> questions, int passages) {
        Map<String, List<Double>> best = new TreeMap<>();
        List<Map<String, Double>> perQuestion = new ArrayList<>();
        for (String question : questions) {
            Map<String, Double> scores = new TreeMap<>();
            for (SearchHit hit : search.search(question, passages, null)) {
                if (!hit.otherLanguage() && hit.model() != null) {
                    scores.merge(hit.model(), hit.score(), Math::max);
                }
            }
            scores.keySet().forEach(model -> best.putIfAbsent(model, new ArrayList<>()));
            perQuestion.add(scores);
        }
        Map<String, double[]> sorted = new TreeMap<>();
        for (String model : best.keySet()) {
            sorted.put(model, perQuestion.stream().mapToDouble(scores -> scores.getOrDefault(model, 0.0)).sorted().toArray());
        }
        return sorted;
    }

    static String offTopicFor(String set) {
        return set.equals("zh-short") ? "retrieval/offtopic-zh-short.jsonl"
                : set.equals("zh") || set.equals("x-zh") ? "retrieval/offtopic-zh.jsonl" : "retrieval/offtopic-en.jsonl";
    }
}
