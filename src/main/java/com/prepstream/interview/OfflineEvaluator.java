package com.prepstream.interview;

import com.prepstream.interview.Evaluation.QuestionEvaluation;
import com.prepstream.interview.Evaluation.QuestionInput;
import com.prepstream.system.Language;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.springframework.ai.embedding.EmbeddingModel;
import com.prepstream.ai.EmbeddingModelInfo;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.core.io.ClassPathResource;
import org.springframework.stereotype.Component;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * Evaluates without an LLM: for each key point, how well the answer covers it, from the best
 * embedding similarity between the key point and any answer sentence blended with keyword overlap
 * (keywords also work for Chinese answers through a glossary). Blank answers and answers unrelated
 * to the question get honest feedback instead of a score that pretends otherwise.
 */
@Component
public class OfflineEvaluator {

    static final String MODEL = "offline-evaluator";
    private static final int MAX_SENTENCES = 40;
    // MiniLM cosine: ~0.2 unrelated, ~0.55 merely names the subject ("volatile is a Java keyword"),
    // ~0.7 states the key point in other words
    private static final double SIM_FLOOR = 0.35;
    private static final double SIM_FULL = 0.75;
    // behavioural key points are advice ("state the business problem"); a good answer is a story
    // ("I built an order system for..."), so their similarities run lower for the same quality
    private static final double BEHAVIOURAL_SIM_FLOOR = 0.1;
    private static final double BEHAVIOURAL_SIM_FULL = 0.4;
    private static final double EMBEDDING_SHARE = 0.6;

    private final EmbeddingModel embeddings;
    private final InterviewSettings settings;
    private final Map<String, String> glossary;
    private String embeddingName = "embeddings";

    @Autowired
    public OfflineEvaluator(ObjectProvider<EmbeddingModel> embeddings, ObjectProvider<EmbeddingModelInfo> info,
            InterviewSettings settings, JsonMapper json) {
        this(embeddings.getIfAvailable(), settings, loadGlossary(json));
        EmbeddingModelInfo model = info.getIfAvailable();
        this.embeddingName = model == null ? "embeddings" : model.name();
    }

    OfflineEvaluator(EmbeddingModel embeddings, InterviewSettings settings, Map<String, String> glossary) {
        this.embeddings = embeddings;
        this.settings = settings;
        this.glossary = glossary;
    }

    static Map<String, String> loadGlossary(JsonMapper json) {
        try (InputStream in = new ClassPathResource("interview/glossary-zh.json").getInputStream()) {
            return json.readValue(in, new TypeReference<Map<String, String>>() { });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Which evaluator this is, recorded with each report. */
    public String modelName() {
        return embeddings == null ? MODEL + " (keywords only)" : MODEL + " (" + embeddingName + " + keywords)";
    }

    public Evaluation evaluate(Evaluation.Input input) {
        List<Scored> scored = input.questions().stream().map(q -> score(q, input.language())).toList();
        return OfflineSummary.build(input, scored, modelName());
    }

    /** One question's measured features; {@link OfflineSummary} turns them into the report. */
    record Scored(QuestionEvaluation result, boolean blank, boolean offTopic, double coverage,
            double relevantShare, double detail, String category) {
    }

    Scored score(QuestionInput question, Language language) {
        if (AnswerText.isBlank(question.answer())) {
            return new Scored(new QuestionEvaluation(question.index(), question.question(), question.answer(), 0,
                    OfflineFeedback.blank(question.keyPoints(), language), question.keyPoints(), List.of(), question.keyPoints()),
                    true, false, 0, 0, 0, question.category());
        }
        List<String> sentences = AnswerText.sentences(question.answer(), MAX_SENTENCES);
        Similarities similarity = similarities(question, sentences);
        KeyPoints points = cover(question, similarity);
        double coverage = points.meanCoverage();
        boolean offTopic = points.bestKeywordShare() < 0.2
                && (similarity == null || similarity.bestOverall() < settings.offTopicSimilarity());
        double detail = Math.min(1, AnswerText.wordCount(question.answer()) / 60.0);
        int score = offTopic ? Math.min(10, Evaluation.clamp(100 * coverage))
                : Evaluation.clamp(100 * (0.85 * coverage + 0.15 * detail * Math.min(1, coverage * 2)));
        double relevantShare = similarity == null ? Math.min(1, points.bestKeywordShare() * 2)
                : similarity.relevantShare();
        String feedback = offTopic ? OfflineFeedback.offTopic(question.keyPoints(), language)
                : OfflineFeedback.graded(score, points.covered(), points.missed(), detail, language);
        return new Scored(new QuestionEvaluation(question.index(), question.question(), question.answer(), score,
                feedback, question.keyPoints(), points.covered(), points.missed()), false, offTopic, coverage,
                relevantShare, detail, question.category());
    }

    /** Which key points the answer covers, and how well on average (0–1). */
    record KeyPoints(List<String> covered, List<String> missed, double meanCoverage, double bestKeywordShare) {
    }

    private KeyPoints cover(QuestionInput question, Similarities similarity) {
        Set<String> answerTerms = AnswerText.terms(question.answer(), glossary);
        // the embedding model is English-only: on a Chinese answer its similarities are weak, so
        // glossary keywords alone may carry a key point there
        boolean chinese = AnswerText.mostlyChinese(question.answer());
        boolean behavioural = isBehavioural(question.category());
        List<String> covered = new ArrayList<>();
        List<String> missed = new ArrayList<>();
        double coverageSum = 0;
        double bestKeywordShare = 0;
        for (int k = 0; k < question.keyPoints().size(); k++) {
            String keyPoint = question.keyPoints().get(k);
            double keywordShare = keywordShare(keyPoint, answerTerms, chinese);
            bestKeywordShare = Math.max(bestKeywordShare, keywordShare);
            double blended = similarity == null ? keywordShare
                    : EMBEDDING_SHARE * ramp(similarity.keyPoint(k), behavioural) + (1 - EMBEDDING_SHARE) * keywordShare;
            double coverage = Math.min(1, chinese ? Math.max(blended, keywordShare) : blended);
            coverageSum += coverage;
            (coverage >= settings.coveredThreshold() ? covered : missed).add(keyPoint);
        }
        double mean = question.keyPoints().isEmpty() ? 0 : coverageSum / question.keyPoints().size();
        return new KeyPoints(covered, missed, mean, bestKeywordShare);
    }

    static boolean isBehavioural(String category) {
        String lower = category.toLowerCase(Locale.ROOT);
        return lower.contains("project") || lower.contains("behavio") || lower.contains("行为") || lower.contains("项目");
    }

    /**
     * Share of the key point's words found in the answer. A Chinese answer only shows the words the
     * glossary knows, so there a key point counts as fully present from 60% of its words (at least
     * four) on.
     */
    double keywordShare(String keyPoint, Set<String> answerTerms, boolean chineseAnswer) {
        Set<String> wanted = AnswerText.terms(keyPoint, glossary);
        if (wanted.isEmpty()) {
            return 0;
        }
        long found = wanted.stream().filter(answerTerms::contains).count();
        int needed = chineseAnswer ? Math.max(Math.min(wanted.size(), 4), (int) Math.ceil(0.6 * wanted.size()))
                : wanted.size();
        return Math.min(1, (double) found / needed);
    }

    private static double ramp(double similarity, boolean behavioural) {
        double floor = behavioural ? BEHAVIOURAL_SIM_FLOOR : SIM_FLOOR;
        double full = behavioural ? BEHAVIOURAL_SIM_FULL : SIM_FULL;
        return Math.max(0, Math.min(1, (similarity - floor) / (full - floor)));
    }

    /** Cosine similarities of the answer sentences to the question and each key point. */
    record Similarities(double[] bestPerKeyPoint, double bestOverall, double relevantShare) {

        double keyPoint(int k) {
            return bestPerKeyPoint[k];
        }
    }

    private Similarities similarities(QuestionInput question, List<String> sentences) {
        if (embeddings == null || sentences.isEmpty()) {
            return null;
        }
        List<String> texts = new ArrayList<>();
        texts.add(question.question());
        texts.addAll(question.keyPoints());
        texts.addAll(sentences);
        List<float[]> vectors = embeddings.embed(texts);
        int first = 1 + question.keyPoints().size();
        double[] best = new double[question.keyPoints().size()];
        double bestOverall = 0;
        int relevant = 0;
        for (int s = first; s < vectors.size(); s++) {
            double sentenceBest = cosine(vectors.get(s), vectors.get(0));
            for (int k = 0; k < best.length; k++) {
                double sim = cosine(vectors.get(s), vectors.get(1 + k));
                best[k] = Math.max(best[k], sim);
                sentenceBest = Math.max(sentenceBest, sim);
            }
            bestOverall = Math.max(bestOverall, sentenceBest);
            relevant += sentenceBest >= settings.offTopicSimilarity() ? 1 : 0;
        }
        return new Similarities(best, bestOverall, (double) relevant / (vectors.size() - first));
    }

    static double cosine(float[] a, float[] b) {
        double dot = 0;
        double normA = 0;
        double normB = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            normA += a[i] * a[i];
            normB += b[i] * b[i];
        }
        return normA == 0 || normB == 0 ? 0 : dot / Math.sqrt(normA * normB);
    }
}
