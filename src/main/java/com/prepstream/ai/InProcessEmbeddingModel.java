package com.prepstream.ai;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.ai.document.Document;
import org.springframework.ai.embedding.Embedding;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.ai.embedding.EmbeddingRequest;
import org.springframework.ai.embedding.EmbeddingResponse;
import org.springframework.ai.embedding.EmbeddingResponseMetadata;
import org.springframework.util.function.SingletonSupplier;

/**
 * all-MiniLM-L6-v2 (quantized, 384 dimensions) running in this JVM through ONNX Runtime: no
 * network, no key. The model (~23 MB) is loaded on first use (~0.8 s on 2 cores), so instances that
 * never embed never pay for it. Thread-safe.
 */
public class InProcessEmbeddingModel implements EmbeddingModel {

    public static final String NAME = "all-minilm-l6-v2-q";
    public static final int DIMENSIONS = 384;

    private static final Logger log = LoggerFactory.getLogger(InProcessEmbeddingModel.class);

    private final Supplier<AllMiniLmL6V2QuantizedEmbeddingModel> model = SingletonSupplier.of(InProcessEmbeddingModel::load);

    private static AllMiniLmL6V2QuantizedEmbeddingModel load() {
        long start = System.nanoTime();
        // Direct executor: ONNX Runtime already uses every core per call; a pool on top only adds contention.
        AllMiniLmL6V2QuantizedEmbeddingModel loaded = new AllMiniLmL6V2QuantizedEmbeddingModel(Runnable::run);
        log.info("Loaded in-process embedding model {} in {} ms", NAME, (System.nanoTime() - start) / 1_000_000);
        return loaded;
    }

    @Override
    public EmbeddingResponse call(EmbeddingRequest request) {
        List<TextSegment> segments = request.getInstructions().stream()
                // the model refuses blank input; a single space embeds as "nothing", which is what it is
                .map(text -> TextSegment.from(text == null || text.isBlank() ? " " : text))
                .toList();
        List<dev.langchain4j.data.embedding.Embedding> vectors = model.get().embedAll(segments).content();
        List<Embedding> embeddings = new ArrayList<>(vectors.size());
        for (int i = 0; i < vectors.size(); i++) {
            embeddings.add(new Embedding(vectors.get(i).vector(), i));
        }
        return new EmbeddingResponse(embeddings, new EmbeddingResponseMetadata(NAME, null));
    }

    @Override
    public float[] embed(Document document) {
        return embed(getEmbeddingContent(document));
    }

    @Override
    public int dimensions() {
        return DIMENSIONS;
    }
}
