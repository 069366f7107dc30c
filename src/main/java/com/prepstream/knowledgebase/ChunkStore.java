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

    /** Chunks without a heading (callers that cut text themselves, e.g. the chat benchmark's loader). */
    void replaceTexts(long knowledgeBaseId, List<String> contents, List<float[]> vectors) {
        replace(knowledgeBaseId, contents.stream().map(text -> new DocumentChunker.Piece("", text)).toList(), vectors);
    }

    /** Replaces all chunks of an item. Call inside the transaction that records the new chunk count. */
    void replace(long knowledgeBaseId, List<DocumentChunker.Piece> contents, List<float[]> vectors) {
        jdbc.update("delete from knowledge_base_chunk where knowledge_base_id = ?", knowledgeBaseId);
        jdbc.batchUpdate("""
                insert into knowledge_base_chunk (knowledge_base_id, chunk_index, content, embedding, lexemes, heading)
                values (?, ?, ?, ?::vector, to_tsvector('english', ?), ?)
                """, IntStream.range(0, contents.size()).boxed().toList(), 200,
                (PreparedStatement statement, Integer index) -> {
                    statement.setLong(1, knowledgeBaseId);
                    statement.setInt(2, index);
                    DocumentChunker.Piece piece = contents.get(index);
                    statement.setString(3, piece.content());
                    statement.setString(4, literal(vectors.get(index)));
                    statement.setString(5, LexicalText.ofDocument(piece.embedded()));
                    statement.setString(6, piece.heading().isEmpty() ? null : piece.heading());
                });
    }

    int count(long knowledgeBaseId) {
        Integer count = jdbc.queryForObject("select count(*) from knowledge_base_chunk where knowledge_base_id = ?",
                Integer.class, knowledgeBaseId);
        return count == null ? 0 : count;
    }

    /**
     * Nearest chunks by cosine distance among COMPLETED items embedded with {@code model}. Runs in
     * the caller's transaction, which must be open: the HNSW settings are SET LOCAL. When the scope
     * holds at most {@code exactMaxChunks} chunks every one is compared (exact, a few ms per
     * thousand chunks); otherwise the HNSW index answers, with an iterative scan so a filter that
     * discards most of the index's candidates still yields k rows.
     */
    List<SearchHit> search(float[] query, int k, List<Long> knowledgeBaseIds, String model, int efSearch,
            int exactMaxChunks) {
        String vector = literal(query);
        List<Object> scope = new ArrayList<>(List.of(model));
        String filter = "";
        if (knowledgeBaseIds != null && !knowledgeBaseIds.isEmpty()) {
            filter = knowledgeBaseIds.stream().map(id -> "?")
                    .collect(Collectors.joining(", ", " and k.id in (", ")"));
            scope.addAll(knowledgeBaseIds);
        }
        boolean exact = scopeChunks(filter, scope) <= exactMaxChunks;
        if (!exact) {
            // relaxed_order: pgvector keeps scanning the graph until k rows pass the filter (results
            // may come slightly out of order, so they are sorted again below).
            jdbc.queryForList("select set_config('hnsw.ef_search', ?, true), "
                    + "set_config('hnsw.iterative_scan', 'relaxed_order', true)", String.valueOf(Math.max(k, efSearch)));
        }
        List<Object> args = new ArrayList<>();
        args.add(vector);
        args.addAll(scope);
        args.add(vector);
        args.add(k);
        // "distance + 0" does not match the index's ordering, so the planner compares every row.
        String order = exact ? "(c.embedding <=> ?::vector) + 0" : "c.embedding <=> ?::vector";
        return jdbc.query("""
                select * from (
                  select c.knowledge_base_id, k.name, c.chunk_index, c.content, 1 - (c.embedding <=> ?::vector) as score, c.heading
                  from knowledge_base_chunk c join knowledge_base k on k.id = c.knowledge_base_id
                  where k.vector_status = 'COMPLETED' and k.embedding_model = ?""" + filter + """

                  order by\s""" + order + """
                 limit ?) nearest
                order by score desc
                """, (row, i) -> new SearchHit(row.getLong(1), row.getString(2), row.getInt(3), row.getString(4),
                row.getDouble(5), row.getString(6)), args.toArray());
    }

    /**
     * Chunks sharing words with {@code words} (any of them; see {@link LexicalText#ofQuery}), best
     * covered first ({@code ts_rank_cd}: more query words, closer together). The score is still the
     * chunk's cosine similarity to {@code query}, so every hit means the same whichever list found it.
     */
    List<SearchHit> lexicalSearch(float[] query, String words, int n, List<Long> knowledgeBaseIds, String model) {
        List<Object> args = new ArrayList<>(List.of(literal(query), words, model));
        String filter = "";
        if (knowledgeBaseIds != null && !knowledgeBaseIds.isEmpty()) {
            filter = knowledgeBaseIds.stream().map(id -> "?")
                    .collect(Collectors.joining(", ", " and k.id in (", ")"));
            args.addAll(knowledgeBaseIds);
        }
        args.add(n);
        // plainto_tsquery stems and drops stop words; its AND becomes OR, as a question rarely
        // repeats every word of the passage that answers it.
        return jdbc.query("""
                select c.knowledge_base_id, k.name, c.chunk_index, c.content, 1 - (c.embedding <=> ?::vector) as score, c.heading
                from knowledge_base_chunk c join knowledge_base k on k.id = c.knowledge_base_id,
                     (select cast(replace(plainto_tsquery('english', ?)::text, '&', '|') as tsquery) as words) q
                where c.lexemes @@ q.words and k.vector_status = 'COMPLETED' and k.embedding_model = ?""" + filter + """

                order by ts_rank_cd(c.lexemes, q.words) desc limit ?
                """, (row, i) -> new SearchHit(row.getLong(1), row.getString(2), row.getInt(3), row.getString(4),
                row.getDouble(5), row.getString(6)), args.toArray());
    }

    /** Whether {@code words} keep any search term once English stop words are dropped. */
    boolean hasSearchTerms(String words) {
        return !words.isBlank() && Boolean.TRUE.equals(jdbc.queryForObject(
                "select numnode(plainto_tsquery('english', ?)) > 0", Boolean.class, words));
    }

    /** Chunks a search would look at, from the items' own counts (no scan of the chunk table). */
    private long scopeChunks(String filter, List<Object> scope) {
        Long count = jdbc.queryForObject("select coalesce(sum(k.chunk_count), 0) from knowledge_base k "
                + "where k.vector_status = 'COMPLETED' and k.embedding_model = ?" + filter, Long.class, scope.toArray());
        return count == null ? 0 : count;
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
