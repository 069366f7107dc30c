package com.prepstream.knowledgebase.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.knowledgebase.ingestion.ChunkWriter;
import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.knowledgebase.TestItems;
import com.prepstream.knowledgebase.ingestion.DocumentChunker;
import com.prepstream.knowledgebase.search.ChunkStore;
import com.prepstream.knowledgebase.search.LexicalQuery;
import com.prepstream.support.IntegrationTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The machine's PostgreSQL runs without autovacuum: the application itself must gather the statistics
 * the full-text weights come from, or new words never weigh anything.
 */
@IntegrationTest
class SearchStatisticsIntegrationTests {

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ChunkStore chunks;

    @Autowired
    ChunkWriter writer;

    @Autowired
    TransactionTemplate transactions;

    @Autowired
    EmbeddingModelInfo configured;

    @Autowired
    SearchStatistics statistics;

    @Autowired
    LexicalQuery lexicalQuery;

    @Test
    void wordsOfNewlyStoredChunksReachTheStatisticsTheWeightsComeFrom() {
        long live = jdbc.queryForObject("select count(*) from knowledge_base_chunk_lexemes", Long.class);
        int added = (int) (200 + 0.2 * live); // past 50 rows + 10 % of the table
        long id = TestItems.insert(jdbc, "stats", configured.name(), "COMPLETED", added);
        try {
            store(id, "xkcdqstatword", added);
            assertThat(commonLexemes()).doesNotContain("xkcdqstatword");

            // the counts of changed rows reach pg_stat_user_tables within about a second of the commit
            await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(500)).untilAsserted(() -> {
                statistics.refreshStale();
                assertThat(commonLexemes()).contains("xkcdqstatword");
            });
        } finally {
            jdbc.update("delete from knowledge_base where id = ?", id);
        }
    }

    @Test
    void aWriteThatDoublesTheChunksIsWeighedByTheNextSearchNotAMinuteLater() {
        double analyzed = jdbc.queryForObject("select greatest(reltuples, 0) from pg_class "
                + "where relname = 'knowledge_base_chunk_lexemes' and relnamespace = current_schema()::regnamespace", Double.class);
        int added = (int) analyzed + 100;
        long id = TestItems.insert(jdbc, "doubling", configured.name(), "COMPLETED", added);
        try {
            // the word is in no statistics yet: it weighs as much as the rarest word, and that weight is cached
            double unknown = lexicalQuery.of(configured.name(), List.of("xkcdqdoublingword"), 0, 0).weights().get(0);
            store(id, "xkcdqdoublingword", added);

            statistics.afterWrite(added);

            assertThat(commonLexemes()).contains("xkcdqdoublingword");
            double known = lexicalQuery.of(configured.name(), List.of("xkcdqdoublingword"), 0, 0).weights().get(0);
            assertThat(known).as("a word in half the chunks weighs little, at once").isLessThan(unknown / 2);
        } finally {
            jdbc.update("delete from knowledge_base where id = ?", id);
        }
    }

    @Test
    void aWriteIsAnalyzedAtOnceWhenItAtLeastDoublesWhatTheLastAnalyzeSaw() {
        assertThat(SearchStatistics.doubled(30, -1)).as("never analyzed").isTrue();
        assertThat(SearchStatistics.doubled(0, -1)).isFalse();
        assertThat(SearchStatistics.doubled(30, 30)).isTrue();
        assertThat(SearchStatistics.doubled(29, 30)).isFalse();
        assertThat(SearchStatistics.doubled(1_000, 22_000)).as("one page of a large knowledge base").isFalse();
    }

    @Test
    void aTableIsAnalyzedOnceAutovacuumsDefaultShareOfItsRowsChangedOrHalfOfThem() {
        assertThat(SearchStatistics.stale(0, 0)).isFalse();
        assertThat(SearchStatistics.stale(30, 30)).as("a first small upload").isTrue();
        assertThat(SearchStatistics.stale(19, 40)).isFalse();
        assertThat(SearchStatistics.stale(20, 40)).isTrue();
        assertThat(SearchStatistics.stale(1_050, 10_000)).isFalse();
        assertThat(SearchStatistics.stale(1_051, 10_000)).isTrue();
    }

    @Test
    void theTablesBm25ReadsFromAnIndexAloneAreVacuumedSoTheirPagesAreAllVisible() {
        // autovacuum would set the visibility map in its own time (and is off where the product runs)
        SearchStatistics.READ_FROM_INDEX.forEach(table -> jdbc.execute("alter table " + table + " set (autovacuum_enabled = false)"));
        long id = TestItems.insert(jdbc, "visible", configured.name(), "COMPLETED", 300);
        try {
            store(id, "xkcdqvisibleword", 300); // pages written since any vacuum: not all-visible

            SearchStatistics.READ_FROM_INDEX.forEach(table -> statistics.analyze(table, 300));

            for (String table : SearchStatistics.READ_FROM_INDEX) {
                assertThat(jdbc.queryForObject("""
                        select relpages - relallvisible from pg_class
                        where relname = ? and relnamespace = current_schema()::regnamespace""", Integer.class, table))
                        .as("pages of %s an index-only scan must still read", table).isZero();
            }
        } finally {
            jdbc.update("delete from knowledge_base where id = ?", id);
            SearchStatistics.READ_FROM_INDEX.forEach(table -> jdbc.execute("alter table " + table + " reset (autovacuum_enabled)"));
        }
    }

    /** Commits {@code count} chunks of item {@code id}, each holding {@code word}. */
    private void store(long id, String word, int count) {
        List<DocumentChunker.Piece> pieces = new ArrayList<>();
        List<float[]> vectors = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            pieces.add(new DocumentChunker.Piece("", word + " passage " + i));
            vectors.add(new float[configured.dimensions()]);
        }
        transactions.executeWithoutResult(tx -> writer.replace(id, configured.name(), pieces, vectors));
    }

    private List<String> commonLexemes() {
        List<String> lexemes = jdbc.queryForList("""
                select unnest(most_common_elems::text::text[]) from pg_stats
                where schemaname = current_schema() and tablename = 'knowledge_base_chunk_lexemes' and attname = 'lexemes'""",
                String.class);
        return lexemes;
    }
}
