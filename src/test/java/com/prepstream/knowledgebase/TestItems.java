package com.prepstream.knowledgebase;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.knowledgebase.ingestion.ChunkWriter;
import com.prepstream.knowledgebase.ingestion.DocumentChunker;
import com.prepstream.support.TestAdmin;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/** Knowledge base rows written straight to the table, for tests that store their own chunks and vectors. */
public final class TestItems {

    private TestItems() {
    }

    /** An item of the test account; {@code name} must be unique among the rows left in the table (hash, storage key). */
    public static long insert(JdbcTemplate jdbc, String name, String model, String status, int chunkCount) {
        return jdbc.queryForObject("""
                insert into knowledge_base (name, original_filename, content_type, size_bytes, file_hash, storage_key,
                                            vector_status, chunk_count, embedding_model, owner_id)
                values (?, ? || '.txt', 'text/plain', 1, md5(?) || md5(?), 'k-' || ?, ?, ?, ?, ?) returning id
                """, Long.class, name, name, name, name, name, status, chunkCount, model, TestAdmin.ID);
    }

    /** One chunk of {@code text} with a vector of our choosing, as {@code model} read it: the item's model changes with it. */
    public static void store(JdbcTemplate jdbc, TransactionTemplate transactions, ChunkWriter writer, long id,
            EmbeddingModelInfo model, String text, float[] vector) {
        transactions.executeWithoutResult(tx -> {
            jdbc.update("update knowledge_base set embedding_model = ? where id = ?", model.name(), id);
            writer.replace(id, model.name(), List.of(new DocumentChunker.Piece("", text)), List.of(vector));
        });
    }
}
