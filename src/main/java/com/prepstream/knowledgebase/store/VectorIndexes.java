package com.prepstream.knowledgebase.store;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.ai.LanguageModels;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Vectors are stored per model (V70): the {@code embedding} column takes any dimension and each chunk
 * names its model. pgvector's HNSW index needs one fixed dimension, so each model gets a partial index
 * over its own rows, on {@code embedding::vector(n)}; this creates each configured model's at start
 * (both languages' models, {@link LanguageModels}; instant while they have no rows yet). Search must
 * then say both the model's name, as a literal so the planner can match the partial index, and the
 * same cast: {@link #vectorExpression(int)} and {@link #modelCondition(String)}.
 */
@Component
public class VectorIndexes {

    /** pgvector's HNSW limit for the {@code vector} type; above it search compares every chunk. */
    static final int MAX_INDEXED_DIMENSIONS = 2000;

    private static final Logger log = LoggerFactory.getLogger(VectorIndexes.class);

    private final JdbcClient jdbc;

    VectorIndexes(LanguageModels models, JdbcClient jdbc) {
        this.jdbc = jdbc;
        ensureIndex(models.primary().info());
        models.cjk().ifPresent(cjk -> ensureIndex(cjk.info()));
    }

    /** The index name for a model: its name made safe for an identifier, plus its dimension. */
    public static String indexName(String modelName, int dimensions) {
        return identifier("knowledge_base_chunk_embedding_", modelName, "_" + dimensions + "_idx");
    }

    /**
     * A per-model object's name: the model's name made safe for an identifier between {@code prefix} and
     * {@code suffix}. PostgreSQL cuts identifiers at 63 bytes; a long model name keeps a hash to stay unique.
     */
    static String identifier(String prefix, String modelName, String suffix) {
        String slug = modelName.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_");
        String name = prefix + slug + suffix;
        return name.length() <= 63 ? name : prefix + Integer.toHexString(modelName.hashCode()) + suffix;
    }

    /** The chunk's vector cast to the model's dimension, as the model's index is built on it. */
    public static String vectorExpression(int dimensions) {
        return "c.embedding::vector(" + dimensions + ")";
    }

    /** {@code c.embedding_model = '<model>'} with the name as a literal (a bind parameter hides it from the planner). */
    public static String modelCondition(String modelName) {
        return "c.embedding_model = " + literal(modelName);
    }

    void ensureIndex(EmbeddingModelInfo model) {
        if (model.dimensions() > MAX_INDEXED_DIMENSIONS) {
            log.warn("Embedding model {} makes {}-dimension vectors; pgvector's HNSW index takes at most {}, so every "
                    + "search compares the query with every chunk in scope (slow on large knowledge bases)",
                    model.name(), model.dimensions(), MAX_INDEXED_DIMENSIONS);
            return;
        }
        String name = indexName(model.name(), model.dimensions());
        try {
            jdbc.sql(createIndex(model.name(), model.dimensions())).update();
        } catch (DataAccessException raced) {
            // Two instances starting together: the other one created it, which is all we wanted.
            if (!indexExists(name)) {
                throw raced;
            }
        }
    }

    /** The statement that creates a model's partial HNSW index (also used by the benchmarks after a bulk load). */
    public static String createIndex(String modelName, int dimensions) {
        return "create index if not exists " + indexName(modelName, dimensions) + " on knowledge_base_chunk using hnsw (("
                + vectorExpression(dimensions).substring(2) + ") vector_cosine_ops) where embedding_model = "
                + literal(modelName);
    }

    boolean indexExists(String name) {
        return jdbc.sql("""
                select exists (select 1 from pg_indexes where schemaname = current_schema() and indexname = ?)
                """).param(name).query(Boolean.class).single();
    }

    static String literal(String text) {
        return "'" + text.replace("'", "''") + "'";
    }

    /** pgvector's text form, '[0.1,0.2,…]'; sent as a string and cast in SQL (no driver extension needed). */
    public static String vectorLiteral(float[] vector) {
        StringBuilder text = new StringBuilder(vector.length * 12).append('[');
        for (int i = 0; i < vector.length; i++) {
            if (i > 0) {
                text.append(',');
            }
            text.append(vector[i]);
        }
        return text.append(']').toString();
    }
}
