package com.prepstream.interview;

import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.util.ArrayList;
import java.util.List;
import org.springframework.ai.document.Document;
import org.springframework.ai.embedding.Embedding;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.ai.embedding.EmbeddingRequest;
import org.springframework.ai.embedding.EmbeddingResponse;

/** The real in-process model for unit tests that need true similarities without a Spring context. */
final class MiniLmEmbeddings implements EmbeddingModel {

    private static final AllMiniLmL6V2QuantizedEmbeddingModel MODEL = new AllMiniLmL6V2QuantizedEmbeddingModel();

    @Override
    public EmbeddingResponse call(EmbeddingRequest request) {
        List<Embedding> results = new ArrayList<>();
        for (String text : request.getInstructions()) {
            results.add(new Embedding(MODEL.embed(text).content().vector(), results.size()));
        }
        return new EmbeddingResponse(results);
    }

    @Override
    public float[] embed(Document document) {
        return MODEL.embed(document.getText()).content().vector();
    }
}
