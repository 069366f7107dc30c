package com.prepstream.ai;

import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * An in-process model's own tokenizer (the JSON shipped in its jar) and window, so chunks can be sized
 * for the model that embeds them: bge-small-en reads 512 pieces with its own vocabulary, MiniLM 128.
 */
public final class InProcessTokenCounter implements EmbeddingTokenCounter {

    /** bge and e5 read 512 positions; MiniLM was trained on 128. Two are [CLS] and [SEP]. */
    private static final int BERT_WINDOW = 512;

    private final HuggingFaceTokenizer tokenizer;
    private final int maxTokens;

    private InProcessTokenCounter(HuggingFaceTokenizer tokenizer, int maxTokens) {
        this.tokenizer = tokenizer;
        this.maxTokens = maxTokens;
    }

    /** The counter of {@code model}; its document prefix takes part of the window. */
    public static InProcessTokenCounter of(InProcessModel model) {
        try (InputStream json = ModelTokenizers.open(model)) {
            HuggingFaceTokenizer tokenizer = HuggingFaceTokenizer.newInstance(json,
                    Map.of("padding", "false", "truncation", "false"));
            int window = model == InProcessModel.ALL_MINILM_L6_V2_Q ? 128 : BERT_WINDOW;
            String prefix = model.prefixes().document();
            int prefixTokens = prefix.isEmpty() ? 0 : tokenizer.encode(prefix, false, false).getTokens().length;
            return new InProcessTokenCounter(tokenizer, window - 2 - prefixTokens);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public int maxTokens() {
        return maxTokens;
    }

    @Override
    public int count(String text) {
        return tokenizer.encode(text, false, false).getTokens().length;
    }
}
