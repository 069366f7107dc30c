package com.prepstream.knowledgebase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.support.IntegrationTest;
import com.prepstream.system.ApiException;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

@IntegrationTest
class VectorDimensionGuardIntegrationTests {

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    TransactionTemplate transactions;

    @Autowired
    VectorDimensionGuard applicationGuard;

    static KnowledgeBaseSettings settings(boolean migrate) {
        return new KnowledgeBaseSettings(500, 80, 10, 5, 50, 160, migrate, 0.98, 20_000, 0, false, false);
    }

    int columnDimensions() {
        return jdbc.queryForObject("""
                select atttypmod from pg_attribute
                where attrelid = 'knowledge_base_chunk'::regclass and attname = 'embedding'
                """, Integer.class);
    }

    @Test
    void theDefaultModelMatchesTheMigratedColumn() {
        assertThat(applicationGuard.compatible()).isTrue();
        assertThat(columnDimensions()).isEqualTo(384);
    }

    @Test
    void aModelOfAnotherDimensionIsRefusedWithInstructions() {
        VectorDimensionGuard guard = new VectorDimensionGuard(new EmbeddingModelInfo("text-embedding-3-small", 1536),
                jdbc, transactions, settings(false));

        assertThat(guard.compatible()).isFalse();
        assertThat(guard.mismatchMessage()).contains("384").contains("1536").contains("text-embedding-3-small")
                .contains("prepstream.knowledgebase.migrate-vector-dimension=true");
        assertThatThrownBy(guard::requireCompatible).isInstanceOfSatisfying(ApiException.class,
                e -> assertThat(e.status()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE));
        assertThat(columnDimensions()).isEqualTo(384);
    }

    @Test
    void migratingRebuildsTheColumnAndResetsItemsForReembedding() {
        jdbc.update("""
                insert into knowledge_base (name, original_filename, content_type, size_bytes, file_hash, storage_key,
                                            vector_status, chunk_count, embedding_model)
                values ('a', 'a.txt', 'text/plain', 1, repeat('a', 64), 'k', 'COMPLETED', 1, 'all-minilm-l6-v2-q')
                """);
        try {
            VectorDimensionGuard guard = new VectorDimensionGuard(new EmbeddingModelInfo("small-model", 8), jdbc,
                    transactions, settings(true));
            assertThat(guard.compatible()).isTrue();
            assertThat(guard.rebuiltAtStartup()).isTrue();
            assertThat(columnDimensions()).isEqualTo(8);
            assertThat(jdbc.queryForObject("select vector_status from knowledge_base", String.class)).isEqualTo("PENDING");
            assertThat(jdbc.queryForObject("select count(*) from pg_indexes where indexname = 'knowledge_base_chunk_embedding_idx'",
                    Integer.class)).isEqualTo(1);
        } finally {
            new VectorDimensionGuard(new EmbeddingModelInfo("all-minilm-l6-v2-q", 384), jdbc, transactions, settings(true));
        }
        assertThat(columnDimensions()).isEqualTo(384);
    }
}
