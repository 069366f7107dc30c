package com.prepstream.knowledgebase;

import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The {@code knowledge_base_chunk} table: pgvector rows with an HNSW cosine index. Plain JDBC
 * because JPA has no vector type; callers own the transactions.
 */
@Component
class ChunkStore {

    private final JdbcTemplate jdbc;

    ChunkStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Replaces all chunks of an item. Call inside the transaction that records the new chunk count. */
    void replace(long knowledgeBaseId, List<String> contents, List<float[]> vectors) {
        jdbc.update("delete from knowledge_base_chunk where knowledge_base_id = ?", knowledgeBaseId);
        jdbc.batchUpdate("""
                insert into knowledge_base_chunk (knowledge_base_id, chunk_index, content, embedding)
                values (?, ?, ?, ?::vector)
                """, IntStream.range(0, contents.size()).boxed().toList(), 200,
                (PreparedStatement statement, Integer index) -> {
                    statement.setLong(1, knowledgeBaseId);
                    statement.setInt(2, index);
                    statement.setString(3, contents.get(index));
                    statement.setString(4, literal(vectors.get(index)));
                });
    }

    int count(long knowledgeBaseId) {
        Integer count = jdbc.queryForObject("select count(*) from knowledge_base_chunk where knowledge_base_id = ?",
                Integer.class, knowledgeBaseId);
        return count == null ? 0 : count;
    }

    /**
     * Nearest chunks by cosine distance among COMPLETED items embedded with {@code model}. Runs in
     * the caller's transaction, which must be open: the HNSW settings are SET LOCAL.
     */
    List<SearchHit> search(float[] query, int k, List<Long> knowledgeBaseIds, String model, int efSearch) {
        return search(query, k, knowledgeBaseIds, model, efSearch, null);
    }

    /** As above, among {@code owner}'s items only; null = everyone's (the benchmarks). */
    List<SearchHit> search(float[] query, int k, List<Long> knowledgeBaseIds, String model, int efSearch, Long owner) {
        // One round trip for both settings. strict_order: with a filter the index may return fewer
        // than k matching rows, so pgvector keeps scanning until it has k.
        jdbc.queryForList("select set_config('hnsw.ef_search', ?, true), set_config('hnsw.iterative_scan', 'strict_order', true)",
                String.valueOf(Math.max(k, efSearch)));
        String vector = literal(query);
        List<Object> args = new ArrayList<>(List.of(vector, model));
        String filter = "";
        if (owner != null) {
            filter = " and k.owner_id = ?";
            args.add(owner);
        }
        if (knowledgeBaseIds != null && !knowledgeBaseIds.isEmpty()) {
            filter = knowledgeBaseIds.stream().map(id -> "?")
                    .collect(Collectors.joining(", ", filter + " and c.knowledge_base_id in (", ")"));
            args.addAll(knowledgeBaseIds);
        }
        args.add(vector);
        args.add(k);
        return jdbc.query("""
                select c.knowledge_base_id, k.name, c.chunk_index, c.content, 1 - (c.embedding <=> ?::vector) as score
                from knowledge_base_chunk c join knowledge_base k on k.id = c.knowledge_base_id
                where k.vector_status = 'COMPLETED' and k.embedding_model = ?""" + filter + """

                order by c.embedding <=> ?::vector limit ?
                """, (row, i) -> new SearchHit(row.getLong(1), row.getString(2), row.getInt(3), row.getString(4),
                row.getDouble(5)), args.toArray());
    }

    /** pgvector's text form, '[0.1,0.2,…]'; sent as a string and cast in SQL (no driver extension needed). */
    static String literal(float[] vector) {
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
