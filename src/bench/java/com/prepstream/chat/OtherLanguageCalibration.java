package com.prepstream.chat;

import com.prepstream.knowledgebase.KnowledgeBaseSearch;
import com.prepstream.knowledgebase.search.SearchHit;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * Calibrates chat's threshold for passages found across languages ({@code prepstream.chat.other-language-threshold},
 * docs/chat.md), run by the retrieval benchmark over the mixed knowledge base (both whole corpora): the
 * English questions the Chinese notes answer against the English off-topic ones, each scored by its best
 * passage found across languages (0 when none is), as chat would be given them.
 */
public final class OtherLanguageCalibration {

    private OtherLanguageCalibration() {
    }

    public static void report(KnowledgeBaseSearch search, ChatSettings settings) {
        List<JsonNode> answerable = questions("retrieval/questions-cross.jsonl").stream()
                .filter(question -> question.get("id").asString().startsWith("x-en")).toList();
        double[] answerableScores = bestAcrossLanguages(search, answerable, settings.passages());
        double[] offTopicScores = bestAcrossLanguages(search, questions("retrieval/offtopic-en.jsonl"),
                settings.passages());
        System.out.printf("chat across languages: %d English questions the Chinese notes answer, %d English off-topic "
                + "(0 = no passage found across languages)%n", answerableScores.length, offTopicScores.length);
        ThresholdCalibration.report(answerableScores, offTopicScores, settings.otherLanguageThreshold());
    }

    private static List<JsonNode> questions(String resource) {
        try {
            return ThresholdCalibration.read(resource);
        } catch (Exception e) {
            throw new IllegalStateException("cannot read " + resource, e);
        }
    }

    private static double[] bestAcrossLanguages(KnowledgeBaseSearch search, List<JsonNode> questions, int passages) {
        List<Double> best = new ArrayList<>();
        for (JsonNode question : questions) {
            List<SearchHit> hits = search.search(question.get("question").asString(), passages, null);
            best.add(hits.stream().filter(SearchHit::otherLanguage).mapToDouble(SearchHit::score).max().orElse(0));
        }
        return best.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    }
}
