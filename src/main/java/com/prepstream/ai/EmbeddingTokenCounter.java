package com.prepstream.ai;

/**
 * How much text the embedding model reads. Text past {@link #maxTokens()} is silently dropped by
 * the model, so whoever cuts text into pieces for embedding sizes them with {@link #count}.
 */
public interface EmbeddingTokenCounter {

    /** Content tokens the model embeds per input (special tokens already subtracted). */
    int maxTokens();

    /** Tokens of {@code text} as the model's tokenizer counts them (or a safe estimate). */
    int count(String text);
}
