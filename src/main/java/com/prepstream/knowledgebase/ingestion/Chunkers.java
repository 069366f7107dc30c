package com.prepstream.knowledgebase.ingestion;

import com.prepstream.ai.EmbeddingTokenCounter;
import com.prepstream.ai.InProcessEmbeddingModel;
import com.prepstream.ai.InProcessTokenCounter;
import com.prepstream.ai.LanguageModels;
import org.springframework.ai.embedding.EmbeddingModel;

/**
 * Which chunker cuts a document, by the model that embeds it: the CJK model's documents always get the
 * shared one (sized for MiniLM's window, as measured for Chinese); the configured model's get chunks of
 * {@link EnglishChunks#maxChars()} counted by its own tokenizer when that is set.
 */
final class Chunkers {

    private final DocumentChunker shared;
    private final DocumentChunker english;
    private final String englishModel;

    Chunkers(int maxChars, int overlapChars, boolean headings, EnglishChunks englishChunks, EmbeddingTokenCounter tokens,
            LanguageModels languages) {
        this.shared = new DocumentChunker(maxChars, overlapChars, tokens, headings);
        this.english = englishChunks.maxChars() <= 0 ? shared : new DocumentChunker(englishChunks.maxChars(), overlapChars,
                ownCounter(languages.primary().model(), tokens), headings);
        this.englishModel = languages.primary().info().name();
    }

    DocumentChunker forModel(LanguageModels.Choice model) {
        return model.info().name().equals(englishModel) ? english : shared;
    }

    boolean headings() {
        return shared.headings();
    }

    /** An in-process model's own tokenizer and window; a remote model keeps the configured estimate. */
    private static EmbeddingTokenCounter ownCounter(EmbeddingModel model, EmbeddingTokenCounter otherwise) {
        return model instanceof InProcessEmbeddingModel inProcess ? InProcessTokenCounter.of(inProcess.model()) : otherwise;
    }
}
