package com.prepstream.knowledgebase;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.system.ApiException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Vectors of different models or dimensions must never be mixed: a 1536-dimension query against
 * 384-dimension rows is an error at best and meaningless scores at worst. At startup this compares
 * the configured model's dimension with the {@code knowledge_base_chunk.embedding} column. On a
 * mismatch it logs what is wrong and how to fix it, and refuses vectorize and search, unless
 * {@code prepstream.knowledgebase.migrate-vector-dimension=true} asks it to rebuild the column and
 * re-embed everything. (Same dimension, different model: chunks are searched only for items
 * embedded with the current model; the others are reported so they can be re-vectorized.)
 */
@Component
class VectorDimensionGuard {

    private static final Logger log = LoggerFactory.getLogger(VectorDimensionGuard.class);

    private final EmbeddingModelInfo model;
    private final JdbcTemplate jdbc;
    private volatile int storedDimensions;
    private volatile boolean rebuilt;

    VectorDimensionGuard(EmbeddingModelInfo model, JdbcTemplate jdbc, TransactionTemplate transactions,
            KnowledgeBaseSettings settings) {
        this.model = model;
        this.jdbc = jdbc;
        this.storedDimensions = columnDimensions();
        if (storedDimensions != model.dimensions()) {
            if (settings.migrateVectorDimension()) {
                transactions.executeWithoutResult(status -> rebuildColumn());
            } else {
                log.error(mismatchMessage());
            }
        }
        reportOtherModels();
    }

    /** Whether chunks may be written and searched with the current model. */
    boolean compatible() {
        return storedDimensions == model.dimensions();
    }

    /** True once after a column rebuild, so every item gets re-embedded. */
    boolean rebuiltAtStartup() {
        return rebuilt;
    }

    void requireCompatible() {
        if (!compatible()) {
            throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, "problem.knowledgeBase.modelMismatch",
                    storedDimensions, model.name(), model.dimensions());
        }
    }

    String mismatchMessage() {
        return """
                Knowledge base vectors have %d dimensions but the configured embedding model %s makes %d.
                Vectorize and search are disabled so the two are never mixed. To fix, either
                  - go back to the model the vectors were made with (spring.ai.model.embedding / \
                spring.ai.openai.embedding.options.model), or
                  - re-embed everything with the new model: restart once with \
                prepstream.knowledgebase.migrate-vector-dimension=true (drops all chunks, changes \
                knowledge_base_chunk.embedding to vector(%d), rebuilds the HNSW index and re-vectorizes every item).
                  (pgvector's HNSW index takes at most 2000 dimensions; pick a model or a 'dimensions' option within that.)"""
                .formatted(storedDimensions, model.name(), model.dimensions(), model.dimensions());
    }

    private int columnDimensions() {
        Integer typmod = jdbc.queryForObject("""
                select atttypmod from pg_attribute
                where attrelid = 'knowledge_base_chunk'::regclass and attname = 'embedding'
                """, Integer.class);
        return typmod == null ? -1 : typmod;
    }

    private void rebuildColumn() {
        int dimensions = model.dimensions();
        log.warn("Embedding model {} makes {}-dimension vectors, the store has {}: dropping all chunks, "
                + "changing the column and re-vectorizing every item", model.name(), dimensions, storedDimensions);
        jdbc.execute("drop index if exists knowledge_base_chunk_embedding_idx");
        jdbc.execute("truncate knowledge_base_chunk");
        jdbc.execute("alter table knowledge_base_chunk alter column embedding type vector(" + dimensions + ")");
        jdbc.execute("create index knowledge_base_chunk_embedding_idx on knowledge_base_chunk "
                + "using hnsw (embedding vector_cosine_ops)");
        jdbc.update("update knowledge_base set chunk_count = 0, embedding_model = null, vector_error = null, "
                + "vector_status = 'PENDING', updated_at = now()");
        storedDimensions = dimensions;
        rebuilt = true;
    }

    private void reportOtherModels() {
        Integer others = jdbc.queryForObject("""
                select count(*) from knowledge_base where embedding_model is not null and embedding_model <> ?
                """, Integer.class, model.name());
        if (others != null && others > 0) {
            log.warn("{} knowledge base items were embedded with another model than {}; they are left out of "
                    + "search until re-vectorized (POST /api/knowledgebase/revectorize-all)", others, model.name());
        }
    }
}
