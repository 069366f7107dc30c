package com.prepstream.interview;

import java.util.ArrayList;
import java.util.List;
import org.springframework.ai.document.Document;
import org.springframework.ai.embedding.Embedding;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.ai.embedding.EmbeddingRequest;
import org.springframework.ai.embedding.EmbeddingResponse;

/** A tiny fake: bag of stemmed words hashed into 64 dimensions, so shared words mean similarity. */
final class HashingEmbeddings implements EmbeddingModel {

    @Override
    public EmbeddingResponse call(EmbeddingRequest request) {
        List<Embedding> results = new ArrayList<>();
        for (String text : request.getInstructions()) {
            results.add(new Embedding(vector(text), results.size()));
        }
        return new EmbeddingResponse(results);
    }

    @Override
    public float[] embed(Document document) {
        return vector(document.getText());
    }

    private static float[] vector(String text) {
        float[] vector = new float[64];
        for (String word : AnswerText.words(text)) {
            vector[Math.floorMod(word.hashCode(), 64)] += 1;
        }
        return vector;
    }
}
