package com.prepstream.ai;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
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
 * One of the {@link InProcessModel}s running in this JVM through ONNX Runtime:
 * no network, no key. The model (16–34 MB) is loaded on first use (~1 s on 2 cores), so instances and
 * test contexts that never embed never pay for it. Thread-safe.
 */
public class InProcessEmbeddingModel implements EmbeddingModel {

    /** The model of the first releases, still what {@code new InProcessEmbeddingModel()} runs. */
    public static final String NAME = InProcessModel.ALL_MINILM_L6_V2_Q.modelName();
    public static final int DIMENSIONS = InProcessModel.ALL_MINILM_L6_V2_Q.dimensions();

    private static final Logger log = LoggerFactory.getLogger(InProcessEmbeddingModel.class);

    private final InProcessModel which;
    private final Supplier<Loaded> model;

    public InProcessEmbeddingModel() {
        this(InProcessModel.ALL_MINILM_L6_V2_Q);
    }

    public InProcessEmbeddingModel(InProcessModel which) {
        this.which = which;
        this.model = SingletonSupplier.of(() -> load(which));
    }

    /** The name stored with what this model embedded. */
    public String modelName() {
        return which.modelName();
    }

    public InProcessModel model() {
        return which;
    }

    private static Loaded load(InProcessModel which) {
        long start = System.nanoTime();
        // Read through this class's loader: the first embed may run on a pool thread whose context
        // class loader does not see the model jars (the langchain4j loaders use the context loader).
        ClassLoader loader = InProcessEmbeddingModel.class.getClassLoader();
        try (InputStream onnx = loader.getResourceAsStream(which.onnxResource());
                InputStream tokenizer = ModelTokenizers.open(which)) {
            if (onnx == null) {
                throw new IllegalStateException("Model file of " + which.modelName() + " is not on the classpath ("
                        + which.onnxResource() + ")");
            }
            Loaded loaded = new Loaded(new OnnxBertBiEncoder(onnx, tokenizer, which.pooling()), which.dimensions());
            log.info("Loaded in-process embedding model {} in {} ms", which.modelName(),
                    (System.nanoTime() - start) / 1_000_000);
            return loaded;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** langchain4j's batching, token-window splitting and normalisation around a loaded encoder. */
    private static final class Loaded extends AbstractInProcessEmbeddingModel {

        private final OnnxBertBiEncoder encoder;
        private final int dimensions;

        Loaded(OnnxBertBiEncoder encoder, int dimensions) {
            // Direct executor: ONNX Runtime already uses every core per call; a pool on top only adds contention.
            super(Runnable::run);
            this.encoder = encoder;
            this.dimensions = dimensions;
        }

        @Override
        protected OnnxBertBiEncoder model() {
            return encoder;
        }

        @Override
        protected Integer knownDimension() {
            return dimensions;
        }
    }

    /** Embeds each text as a document (a passage to be found), with the model's document prefix. */
    @Override
    public EmbeddingResponse call(EmbeddingRequest request) {
        List<Embedding> embeddings = embedWith(which.prefixes().document(), request.getInstructions());
        return new EmbeddingResponse(embeddings, new EmbeddingResponseMetadata(which.modelName(), null));
    }

    /** Embeds a search query, with the model's query prefix; compare it with what {@link #call} made. */
    public float[] embedQuery(String query) {
        return embedWith(which.prefixes().query(), List.of(query)).get(0).getOutput();
    }

    private List<Embedding> embedWith(String prefix, List<String> texts) {
        List<TextSegment> segments = texts.stream()
                // the model refuses blank input; a single space embeds as "nothing", which is what it is
                .map(text -> TextSegment.from(prefix + (text == null || text.isBlank() ? " " : text)))
                .toList();
        List<dev.langchain4j.data.embedding.Embedding> vectors = model.get().embedAll(segments).content();
        List<Embedding> embeddings = new ArrayList<>(vectors.size());
        for (int i = 0; i < vectors.size(); i++) {
            embeddings.add(new Embedding(vectors.get(i).vector(), i));
        }
        return embeddings;
    }

    @Override
    public float[] embed(Document document) {
        return embed(getEmbeddingContent(document));
    }

    @Override
    public int dimensions() {
        return which.dimensions();
    }
}
