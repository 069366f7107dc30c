package com.prepstream.ai;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.stereotype.Component;

/**
 * Embeds a query with the model that made some stored vectors, when that model can still run here
 * (an in-process one). After a model change, items not yet re-embedded are searched with their old
 * model's query vector instead of dropping out of search; a model is loaded only when asked for.
 */
@Component
public class StoredModelEmbedders {

    private final Map<InProcessModel, EmbeddingModel> loaded = new ConcurrentHashMap<>();

    /** The embedder for vectors stored under {@code modelName}; empty when it cannot run in this JVM. */
    public Optional<EmbeddingModel> forStoredModel(String modelName) {
        for (InProcessModel model : InProcessModel.values()) {
            if (model.modelName().equals(modelName)) {
                return Optional.of(loaded.computeIfAbsent(model, InProcessEmbeddingModel::new));
            }
        }
        return Optional.empty();
    }
}
