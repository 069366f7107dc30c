package com.prepstream.knowledgebase.ingestion;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.knowledgebase.TestItems;
import com.prepstream.text.LexicalText;
import com.prepstream.support.IntegrationTest;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The BM25 statistics PostgreSQL keeps (V85, V87) stay exact through inserts, re-vectorizing and deletes:
 * the postings, document frequencies and lengths always equal a recomputation from the stored chunks.
 */
@IntegrationTest
class Bm25StatisticsIntegrationTests {

    static final String MODEL = "test-model-bm25-statistics";
    static final float[] ANY = {1, 0, 0};

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ChunkWriter chunks;

    @Autowired
    TransactionTemplate transactions;

    @Test
    void postingsFrequenciesAndLengthsEqualARecomputationAfterEachChange() {
        long first = stored("first", "vacuum vacuum reclaims storage", "the max_connections setting limits clients");
        long second = stored("second", "vacuum freezes old rows", "rows rows rows", "storage of rows");
        assertExact();

        // re-vectorized: the old chunks' postings must go, the new ones come
        replace(first, "checkpoint tuning and wal segments", "vacuum once");
        assertExact();

        jdbc.update("delete from knowledge_base where id = ?", second);
        assertExact();
        assertThat(jdbc.queryForObject("select count(*) from knowledge_base_chunk_postings where knowledge_base_id = ?",
                Integer.class, second)).isZero();
    }

    private void assertExact() {
        Map<String, Integer> expected = new HashMap<>();
        Map<Long, Integer> lengths = new HashMap<>();
        jdbc.query("select c.id, c.heading, c.content from knowledge_base_chunk c where c.embedding_model = ?", row -> {
            long chunk = row.getLong(1);
            String words = LexicalText.ofDocument(new DocumentChunker.Piece(
                    row.getString(2) == null ? "" : row.getString(2), row.getString(3)).embedded());
            jdbc.query("select lexeme, coalesce(array_length(positions, 1), 1) from unnest(to_tsvector('english', ?))",
                    lexeme -> {
                        expected.put(chunk + "/" + lexeme.getString(1), lexeme.getInt(2));
                        lengths.merge(chunk, lexeme.getInt(2), Integer::sum);
                    }, words);
        }, MODEL);
        Map<String, Integer> postings = new HashMap<>();
        jdbc.query("select chunk_id, lexeme, frequency from knowledge_base_chunk_postings where embedding_model = ?",
                row -> {
                    postings.put(row.getLong(1) + "/" + row.getString(2), row.getInt(3));
                }, MODEL);
        assertThat(postings).isNotEmpty().isEqualTo(expected);
        assertThat(frequencies(postings)).isEqualTo(frequencies(expected));
        Map<Long, Integer> stored = new HashMap<>();
        jdbc.query("select chunk_id, length from knowledge_base_chunk_lexemes where embedding_model = ?",
                row -> {
                    stored.put(row.getLong(1), row.getInt(2));
                }, MODEL);
        assertThat(stored).isEqualTo(lengths);
        assertThat(jdbc.queryForList("""
                select p.knowledge_base_id from knowledge_base_page_lexemes p
                where p.embedding_model = ? and p.length <> (select coalesce(sum(l.length), 0)
                    from knowledge_base_chunk_lexemes l where l.knowledge_base_id = p.knowledge_base_id)
                """, Long.class, MODEL)).isEmpty();
    }

    /** Document frequencies: in how many chunks each lexeme occurs. */
    private static Map<String, Integer> frequencies(Map<String, Integer> postings) {
        Map<String, Integer> df = new HashMap<>();
        postings.keySet().forEach(key -> df.merge(key.substring(key.indexOf('/') + 1), 1, Integer::sum));
        return df;
    }

    private long stored(String name, String... texts) {
        long id = TestItems.insert(jdbc, name + "-" + System.nanoTime(), MODEL, "COMPLETED", texts.length);
        replace(id, texts);
        return id;
    }

    private void replace(long id, String... texts) {
        List<DocumentChunker.Piece> pieces = Arrays.stream(texts).map(text -> new DocumentChunker.Piece("", text)).toList();
        transactions.executeWithoutResult(tx -> {
            chunks.replace(id, MODEL, pieces, pieces.stream().map(piece -> ANY).toList());
            chunks.replacePage(id, MODEL, "title");
        });
    }
}
