package com.prepstream.knowledgebase.ingestion;

import com.prepstream.knowledgebase.store.VectorIndexes;
import com.prepstream.text.LexicalText;
import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.stream.IntStream;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Writes an item's chunks, their lexemes and its page row: everything search later reads, in the
 * caller's transaction, so an item never shows old and new chunks side by side.
 */
@Component
public class ChunkWriter {

    /** What a worker writes per chunk (docs/worker-protocol.md, "Lexical data"). */
    public static final String CHUNK_ROWS = """
            with chunk as (
                insert into knowledge_base_chunk (knowledge_base_id, chunk_index, content, embedding, heading, embedding_model)
                values (?, ?, ?, ?::vector, ?, ?)
                returning id, knowledge_base_id, chunk_index, embedding_model)
            insert into knowledge_base_chunk_lexemes (chunk_id, knowledge_base_id, chunk_index, embedding_model, lexemes)
            select id, knowledge_base_id, chunk_index, embedding_model, to_tsvector('english', ?) from chunk
            """;

    /** The item as a page for page BM25: its title's words and its length, written after its chunks. */
    public static final String PAGE_ROW = """
            insert into knowledge_base_page_lexemes (knowledge_base_id, embedding_model, title, length)
            select ?, ?, to_tsvector('english', ?), coalesce(sum(length), 0)
            from knowledge_base_chunk_lexemes where knowledge_base_id = ?
            on conflict (knowledge_base_id) do update
            set embedding_model = excluded.embedding_model, title = excluded.title, length = excluded.length
            """;

    private final JdbcTemplate jdbc;

    ChunkWriter(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Chunks without a heading (callers that cut text themselves, e.g. the chat benchmark's loader). */
    public void replaceTexts(long knowledgeBaseId, String model, List<String> contents, List<float[]> vectors) {
        replace(knowledgeBaseId, model, contents.stream().map(text -> new DocumentChunker.Piece("", text)).toList(),
                vectors);
    }

    /**
     * Replaces all chunks of an item, whatever model made them, with these vectors of {@code model}.
     * Call inside the transaction that records the new chunk count and model: until it commits,
     * searches keep finding the old chunks.
     */
    public void replace(long knowledgeBaseId, String model, List<DocumentChunker.Piece> contents, List<float[]> vectors) {
        jdbc.update("delete from knowledge_base_chunk where knowledge_base_id = ?", knowledgeBaseId);
        // One statement per chunk writes both rows: the chunk, and its lexemes in their narrow table (V73),
        // with positions and the chunk's index, from which PostgreSQL keeps the BM25 postings (V85).
        jdbc.batchUpdate(CHUNK_ROWS, IntStream.range(0, contents.size()).boxed().toList(), 200,
                (PreparedStatement statement, Integer index) -> {
                    DocumentChunker.Piece piece = contents.get(index);
                    statement.setLong(1, knowledgeBaseId);
                    statement.setInt(2, index);
                    statement.setString(3, piece.content());
                    statement.setString(4, literal(vectors.get(index)));
                    statement.setString(5, piece.heading().isEmpty() ? null : piece.heading());
                    statement.setString(6, model);
                    statement.setString(7, LexicalText.ofDocument(piece.embedded()));
                });
        jdbc.update("update knowledge_base set chunk_bytes = ? where id = ?", bytesOf(contents, vectors), knowledgeBaseId);
    }

    /**
     * What the chunks weigh for the account's storage quota, counted from the values in hand rather
     * than read back: as knowledge_base_chunk_bytes() in V80__stored_bytes_counters.sql counts a stored
     * row (text and heading in UTF-8, a vector of n dimensions in 4n + 8 bytes).
     */
    private static long bytesOf(List<DocumentChunker.Piece> contents, List<float[]> vectors) {
        long bytes = 0;
        for (int i = 0; i < contents.size(); i++) {
            bytes += contents.get(i).content().getBytes(StandardCharsets.UTF_8).length
                    + contents.get(i).heading().getBytes(StandardCharsets.UTF_8).length + 4L * vectors.get(i).length + 8;
        }
        return bytes;
    }

    /** The item as a page (title words, length) for page BM25; call after {@link #replace}, in its transaction. */
    public void replacePage(long knowledgeBaseId, String model, String title) {
        jdbc.update(PAGE_ROW, knowledgeBaseId, model, LexicalText.ofDocument(title == null ? "" : title), knowledgeBaseId);
    }

    private static String literal(float[] vector) {
        return VectorIndexes.vectorLiteral(vector);
    }
}
