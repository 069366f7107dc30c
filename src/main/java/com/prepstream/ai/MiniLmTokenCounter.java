package com.prepstream.ai;

import dev.langchain4j.model.embedding.onnx.HuggingFaceTokenCountEstimator;

/**
 * The in-process model's own word-piece tokenizer: it reads 128 word pieces per input, two of which
 * are [CLS] and [SEP]. English averages ~4.3 characters per piece; each CJK character is one piece.
 */
public final class MiniLmTokenCounter implements EmbeddingTokenCounter {

    private final HuggingFaceTokenCountEstimator tokenizer = new HuggingFaceTokenCountEstimator();

    @Override
    public int maxTokens() {
        return 126;
    }

    @Override
    public int count(String text) {
        return tokenizer.estimateTokenCountInText(text);
    }
}
