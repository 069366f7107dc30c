package com.prepstream.interview;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The frozen labelled answers of src/bench/resources/interview (or of another set, see
 * {@code bench.set}) joined with their bank questions: the
 * question and key points in the session language, as a session in that language would show them.
 */
record LabelledAnswers(List<Item> items) {

    /** Label order used for the rank correlation: higher is a better answer. */
    static final Map<String, Integer> LABEL_ORDER = Map.of("strong", 5, "partial", 4, "weak", 3, "parroted", 2,
            "keyword-stuffed", 2, "off-topic", 1, "blank", 0);
    static final List<String> LABELS = List.of("strong", "partial", "weak", "parroted", "keyword-stuffed",
            "off-topic", "blank");

    record Item(String id, String bank, String language, String label, String questionId, String category,
            String question, List<String> keyPoints, String answer, List<Integer> covered) {
    }

    static LabelledAnswers load(JsonMapper json) throws IOException {
        var resolver = new PathMatchingResourcePatternResolver();
        Map<String, JsonNode> questions = new HashMap<>();
        Map<String, String> banks = new HashMap<>();
        for (Resource bank : resolver.getResources("classpath*:interview/banks/*.json")) {
            JsonNode root = read(json, bank);
            for (JsonNode q : root.get("questions")) {
                questions.put(q.get("id").asString(), q);
                banks.put(q.get("id").asString(), root.get("bank").asString());
            }
        }
        List<Item> items = new ArrayList<>();
        // -Dbench.set=interview-star scores the separate STAR/off-topic set instead of the frozen one
        String set = System.getProperty("bench.set", "interview");
        for (Resource file : resolver.getResources("classpath*:" + set + "/answers-*.jsonl")) {
            String text = file.getContentAsString(StandardCharsets.UTF_8);
            for (String line : text.split("\n")) {
                if (!line.isBlank()) {
                    items.add(item(json.readTree(line), questions, banks));
                }
            }
        }
        return new LabelledAnswers(items);
    }

    private static Item item(JsonNode a, Map<String, JsonNode> questions, Map<String, String> banks) {
        String questionId = a.get("questionId").asString();
        JsonNode q = questions.get(questionId);
        if (q == null) {
            throw new IllegalStateException("no bank question " + questionId);
        }
        String language = a.get("language").asString();
        List<String> keyPoints = new ArrayList<>();
        q.get("keyPoints").get(language).forEach(p -> keyPoints.add(p.asString()));
        List<Integer> covered = new ArrayList<>();
        a.get("coveredKeyPoints").forEach(i -> covered.add(i.asInt()));
        String bank = banks.get(questionId);
        return new Item(a.get("id").asString(), bank, language, a.get("label").asString(), questionId,
                q.get("topic").asString(), q.get("question").get(language).asString(), keyPoints,
                a.get("answer").asString(), covered);
    }

    private static JsonNode read(JsonMapper json, Resource resource) {
        try (InputStream in = resource.getInputStream()) {
            return json.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
