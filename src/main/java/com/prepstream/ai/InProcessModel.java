package com.prepstream.ai;

import dev.langchain4j.model.embedding.onnx.PoolingMode;
import java.util.Arrays;
import java.util.Locale;

/**
 * The embedding models that run in this JVM, chosen with {@code prepstream.ai.in-process-model}
 * ({@code PREPSTREAM_EMBEDDING_MODEL}). Each one's ONNX model and tokenizer ship inside a Maven jar,
 * so nothing is downloaded at run time. Their vector spaces differ even where the dimension is the same
 * (MiniLM and bge-small-en both make 384): the name is stored with every item and chunk, and search
 * only compares vectors of one name.
 * The measurements behind the default are in docs/retrieval.md.
 */
public enum InProcessModel {

    /** English only (sentence-transformers, mean pooling); the model of the first releases. */
    ALL_MINILM_L6_V2_Q("all-minilm-l6-v2-q", 384, "all-minilm-l6-v2-q.onnx", "all-minilm-l6-v2-q-tokenizer.json",
            PoolingMode.MEAN, 0.45, Prefixes.NONE),
    /**
     * BAAI bge-small-zh-v1.5, quantized, with the tokenizer as packaged: it keeps letter case, while the model's
     * vocabulary is lower case, so every capitalised Latin word ("Redis", "How") reads as [UNK]. Kept so that items
     * embedded with it are still searched until they are re-embedded with {@link #BGE_SMALL_ZH_V15_Q_LOWERCASE}.
     */
    BGE_SMALL_ZH_V15_Q("bge-small-zh-v15-q", 512, "bge-small-zh-v1.5-q.onnx", "bge-small-zh-v1.5-q-tokenizer.json",
            PoolingMode.CLS, 0.65, Prefixes.NONE),
    /**
     * The same model reading text lower-cased, as its vocabulary and training were (docs/retrieval.md, "bge-small-zh
     * reads Latin words lower-cased"): Chinese first, reads English too (CLS pooling). Its own name, because its
     * vectors of any text with a capital letter differ from those of {@link #BGE_SMALL_ZH_V15_Q}.
     */
    BGE_SMALL_ZH_V15_Q_LOWERCASE("bge-small-zh-v15-q-lowercase", 512, "bge-small-zh-v1.5-q.onnx",
            "bge-small-zh-v1.5-q-tokenizer.json", PoolingMode.CLS, 0.65, Prefixes.NONE, true),
    /** BAAI bge-small-en-v1.5, quantized: English only (CLS pooling). */
    BGE_SMALL_EN_V15_Q("bge-small-en-v15-q", 384, "bge-small-en-v1.5-q.onnx", "bge-small-en-v1.5-q-tokenizer.json",
            // not calibrated yet: MiniLM's value
            PoolingMode.CLS, 0.45, new Prefixes("Represent this sentence for searching relevant passages: ", "")),
    /** intfloat e5-small-v2, quantized: English only (mean pooling); trained with "query: " / "passage: ". */
    E5_SMALL_V2_Q("e5-small-v2-q", 384, "e5-small-v2-q.onnx", "e5-small-v2-q-tokenizer.json",
            // not calibrated yet: MiniLM's value
            PoolingMode.MEAN, 0.45, new Prefixes("query: ", "passage: "));

    InProcessModel(String modelName, int dimensions, String onnxResource, String tokenizerResource, PoolingMode pooling,
            double relevanceThreshold, Prefixes prefixes) {
        this(modelName, dimensions, onnxResource, tokenizerResource, pooling, relevanceThreshold, prefixes, false);
    }

    /**
     * What a model was trained to see before a search query and before a passage: retrieval models
     * such as e5 and bge embed a question and the text that answers it differently, and lose
     * quality when the prefix they were trained with is missing.
     */
    public record Prefixes(String query, String document) {
        static final Prefixes NONE = new Prefixes("", "");
    }

    /** A remote model's scale is unknown: the first releases' value, to be calibrated (docs/chat.md). */
    public static final double DEFAULT_THRESHOLD = 0.45;

    private final String modelName;
    private final int dimensions;
    private final String onnxResource;
    private final String tokenizerResource;
    private final PoolingMode pooling;
    private final double relevanceThreshold;
    private final Prefixes prefixes;
    private final boolean lowercase;

    InProcessModel(String modelName, int dimensions, String onnxResource, String tokenizerResource, PoolingMode pooling,
            double relevanceThreshold, Prefixes prefixes, boolean lowercase) {
        this.lowercase = lowercase;
        this.relevanceThreshold = relevanceThreshold;
        this.prefixes = prefixes;
        this.modelName = modelName;
        this.dimensions = dimensions;
        this.onnxResource = onnxResource;
        this.tokenizerResource = tokenizerResource;
        this.pooling = pooling;
    }

    /** The name stored with items and chunks ({@code knowledge_base.embedding_model}). */
    public String modelName() {
        return modelName;
    }

    /**
     * Chat's "not in your notes" threshold on this model's cosine scale, calibrated with
     * {@code scripts/bench-chat-threshold.sh} (figures in docs/chat.md).
     */
    public double relevanceThreshold() {
        return relevanceThreshold;
    }

    /** The calibrated threshold of the in-process model named so, else {@link #DEFAULT_THRESHOLD}. */
    public static double calibratedThreshold(String modelName) {
        return Arrays.stream(values()).filter(m -> m.modelName.equals(modelName)).findFirst()
                .map(InProcessModel::relevanceThreshold).orElse(DEFAULT_THRESHOLD);
    }

    /** What is put before a query and before a document's text when they are embedded. */
    public Prefixes prefixes() {
        return prefixes;
    }

    /** Length of its vectors. */
    public int dimensions() {
        return dimensions;
    }

    String onnxResource() {
        return onnxResource;
    }

    String tokenizerResource() {
        return tokenizerResource;
    }

    /** Whether its tokenizer is made to lower-case text, whatever the packaged file says. */
    boolean lowercase() {
        return lowercase;
    }

    PoolingMode pooling() {
        return pooling;
    }

    /** Accepts the stored name ({@code bge-small-zh-v15-q}) or the constant ({@code BGE_SMALL_ZH_V15_Q}). */
    public static InProcessModel of(String value) {
        String wanted = value.strip();
        return Arrays.stream(values())
                .filter(m -> m.modelName.equalsIgnoreCase(wanted) || m.name().equalsIgnoreCase(wanted.replace('-', '_')))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("Unknown in-process embedding model '" + value
                        + "'; known: " + Arrays.stream(values()).map(InProcessModel::modelName).toList()
                        .toString().toLowerCase(Locale.ROOT)));
    }
}
