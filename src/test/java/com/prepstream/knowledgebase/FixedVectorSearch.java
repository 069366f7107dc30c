package com.prepstream.knowledgebase;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.ai.LanguageModels;
import com.prepstream.ai.StoredModelEmbedders;
import com.prepstream.knowledgebase.VectorsPerModelIntegrationTests.FixedModel;
import com.prepstream.knowledgebase.ingestion.ChunkWriter;
import com.prepstream.knowledgebase.ingestion.DocumentChunker;
import com.prepstream.knowledgebase.search.Bm25Lists;
import com.prepstream.knowledgebase.search.ChunkStore;
import com.prepstream.knowledgebase.search.LexicalQuery;
import com.prepstream.knowledgebase.search.RetrievalSettings;
import com.prepstream.knowledgebase.store.KnowledgeBaseRepository;
import com.prepstream.knowledgebase.store.KnowledgeBaseSettings;
import java.util.List;
import java.util.Optional;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The search integration tests' shared setup: a {@link KnowledgeBaseSearch} on real pgvector whose models read every
 * question as one fixed vector ({@link FixedModel}), over notes written straight to the tables with vectors of the
 * test's choosing, so a test sets each note's cosine similarity to the question.
 */
final class FixedVectorSearch {

    /** No model a stored vector was made with runs here: only the configured models read a question. */
    static final StoredModelEmbedders NO_STORED_MODELS = new StoredModelEmbedders() {
        @Override
        public Optional<EmbeddingModel> forStoredModel(String modelName) {
            return Optional.empty();
        }
    };

    final JdbcTemplate jdbc;
    private final ApplicationContext context;

    FixedVectorSearch(ApplicationContext context) {
        this.context = context;
        this.jdbc = context.getBean(JdbcTemplate.class);
    }

    /** Two languages' models, each reading every question as the first axis of its dimensions. */
    static LanguageModels twoLanguages(EmbeddingModelInfo english, EmbeddingModelInfo chinese) {
        return new LanguageModels(new LanguageModels.Choice(new FixedModel(axis(english.dimensions())), english),
                new LanguageModels.Choice(new FixedModel(axis(chinese.dimensions())), chinese));
    }

    /** One model for every language, reading every question as the first axis. */
    static LanguageModels oneModel(EmbeddingModelInfo model) {
        return LanguageModels.single(new FixedModel(axis(model.dimensions())), model);
    }

    /** The first axis of {@code dimensions}: the question's vector. */
    static float[] axis(int dimensions) {
        float[] vector = new float[dimensions];
        vector[0] = 1;
        return vector;
    }

    /** A vector at cosine {@code score} from the {@link #axis question}. */
    static float[] at(double score, int dimensions) {
        float[] vector = new float[dimensions];
        vector[0] = (float) score;
        vector[1] = (float) Math.sqrt(1 - score * score);
        return vector;
    }

    KnowledgeBaseSearch search(LanguageModels languages) {
        return search(languages, NO_STORED_MODELS, RetrievalSettings.defaults());
    }

    KnowledgeBaseSearch search(LanguageModels languages, StoredModelEmbedders storedModels, RetrievalSettings retrieval) {
        return new KnowledgeBaseSearch(languages, context.getBean(ChunkStore.class), context.getBean(TransactionTemplate.class),
                context.getBean(KnowledgeBaseSettings.class), context.getBean(KnowledgeBaseRepository.class), storedModels,
                new LexicalQuery(JdbcClient.create(jdbc)), new Bm25Lists(JdbcClient.create(jdbc)), retrieval);
    }

    /** A completed note of one chunk of {@code text}, as {@code model} read it into {@code vector}. */
    long note(String name, EmbeddingModelInfo model, String text, float[] vector) {
        long id = TestItems.insert(jdbc, model.name() + "-" + name, model.name(), "COMPLETED", 1);
        context.getBean(TransactionTemplate.class).executeWithoutResult(tx -> context.getBean(ChunkWriter.class)
                .replace(id, model.name(), List.of(new DocumentChunker.Piece("", text)), List.of(vector)));
        return id;
    }

    /** Removes the notes of these models (tests use model names of their own). */
    void removeNotes(EmbeddingModelInfo... models) {
        for (EmbeddingModelInfo model : models) {
            jdbc.update("delete from knowledge_base where embedding_model = ?", model.name());
        }
    }
}
