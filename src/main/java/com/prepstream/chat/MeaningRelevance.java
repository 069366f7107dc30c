package com.prepstream.chat;

import com.prepstream.ai.LanguageModels;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * The offline answer's sense of meaning: cosine similarity of the question and each block under the
 * embedding model that read the passage (the one vectorizing chose for its language), already loaded
 * for search.
 */
@Component
class MeaningRelevance {

    private final LanguageModels languages;

    MeaningRelevance(LanguageModels languages) {
        this.languages = languages;
    }

    /** The model search reads {@code question} with when notes of its language are in scope. */
    String modelFor(String question) {
        return languages.forQuery(question).info().name();
    }

    /** Relevance to one question; the question is embedded once per model. */
    ExtractiveAnswer.Relevance to(String question) {
        Map<String, float[]> questionVectors = new HashMap<>();
        return (passage, texts) -> {
            LanguageModels.Choice model = languages.forDocument(passage);
            float[] asked = questionVectors.computeIfAbsent(model.info().name(), name -> model.embedQuery(question));
            List<float[]> vectors = model.model().embed(texts);
            double[] scores = new double[texts.size()];
            for (int i = 0; i < scores.length; i++) {
                scores[i] = cosine(asked, vectors.get(i));
            }
            return new ExtractiveAnswer.Scores(model.info().name(), scores);
        };
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
