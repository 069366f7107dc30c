package com.prepstream.knowledgebase.store;

import com.prepstream.ai.LanguageModels;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * How common a word is, measured among the chunks of one model: an extended statistics object per
 * configured model on its chunks' lexemes (the other models' rows are NULL to it), created at start like
 * the model's vector index. A question is only ever matched against its own model's chunks, so that is
 * where its words' rarity counts: in a knowledge base of the manual and the JavaGuide notes, whose Chinese
 * text is full of "java", "index" and "thread", the column's own statistics weighed the English words by
 * both corpora (docs/retrieval.md, "Two budgets").
 */
@Component
public class LexemeStatistics {

    private final JdbcClient jdbc;

    LexemeStatistics(LanguageModels models, JdbcClient jdbc) {
        this.jdbc = jdbc;
        ensure(models.primary().info().name());
        models.cjk().ifPresent(cjk -> ensure(cjk.info().name()));
    }

    /** The statistics object's name, the model's name in it ({@link VectorIndexes#identifier}). */
    public static String name(String modelName) {
        return VectorIndexes.identifier("knowledge_base_chunk_lexemes_", modelName, "");
    }

    private void ensure(String modelName) {
        String name = name(modelName);
        try {
            jdbc.sql("create statistics if not exists " + name + " on (case when embedding_model = "
                    + VectorIndexes.literal(modelName) + " then lexemes end) from knowledge_base_chunk_lexemes")
                    .update();
            // as many lexemes tracked as the column's own statistics (V73)
            jdbc.sql("alter statistics " + name + " set statistics 1000").update();
        } catch (DataAccessException raced) {
            // two instances starting together: the other one created it
            if (!exists(name)) {
                throw raced;
            }
        }
    }

    boolean exists(String name) {
        return jdbc.sql("select exists (select 1 from pg_statistic_ext where stxname = ?)").param(name)
                .query(Boolean.class).single();
    }
}
