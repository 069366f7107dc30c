package com.prepstream.knowledgebase.store;

import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Keeps the planner statistics of the knowledge base tables fresh whether or not autovacuum runs (the
 * one-command setup's PostgreSQL has it off): search weighs a question's words by them, and without them
 * the planner plans as if an account had one item. A table is analyzed by autovacuum's own default rule
 * or once half its rows changed, and a write that doubles the chunks is analyzed at once by its worker
 * ({@link #afterWrite}), so a first upload is not searched with every word weighing the same (the findings
 * behind both: docs/retrieval.md, appendix, "Why the settings are what they are").
 */
@Component
public class SearchStatistics {

    private static final Logger log = LoggerFactory.getLogger(SearchStatistics.class);

    public static final List<String> TABLES = List.of("knowledge_base", "knowledge_base_chunk", "knowledge_base_chunk_lexemes",
            "knowledge_base_chunk_postings", "knowledge_base_page_lexemes");

    /**
     * Tables BM25 reads from an index alone (postings, V89; chunk lengths, V85): vacuumed as well, since an
     * index-only scan still visits the heap for every page the visibility map does not know, and only VACUUM
     * sets it (autovacuum may be off).
     */
    static final Set<String> READ_FROM_INDEX = Set.of("knowledge_base_chunk_lexemes", "knowledge_base_chunk_postings");

    private final JdbcTemplate jdbc;
    private final TransactionTemplate transactions;
    private final ApplicationEventPublisher events;

    /** A table was analyzed: search reads its words' statistics again (search's LexicalQuery listens). */
    public record Analyzed(String table) {
    }

    SearchStatistics(JdbcTemplate jdbc, TransactionTemplate transactions, ApplicationEventPublisher events) {
        this.jdbc = jdbc;
        this.transactions = transactions;
        this.events = events;
    }

    /** Whether {@code writtenRows} new chunks are at least as many as the last analyze counted ({@code -1}: never analyzed). */
    static boolean doubled(long writtenRows, double analyzedRows) {
        return writtenRows > 0 && (analyzedRows < 0 || writtenRows >= analyzedRows);
    }

    /**
     * After {@code writtenRows} chunks were committed: analyzes every knowledge base table now when they at
     * least double what the chunk lexemes' last analyze saw, rather than at the next check.
     */
    public void afterWrite(long writtenRows) {
        Double analyzedRows = jdbc.queryForObject("""
                select coalesce(max(reltuples), -1) from pg_class
                where relname = 'knowledge_base_chunk_lexemes' and relnamespace = current_schema()::regnamespace""",
                Double.class);
        if (doubled(writtenRows, analyzedRows == null ? -1 : analyzedRows)) {
            TABLES.forEach(table -> analyze(table, writtenRows));
        }
    }

    /** Autovacuum's default analyze threshold ({@code autovacuum_analyze_threshold} + scale factor), or half the rows. */
    static boolean stale(long changedSinceAnalyze, long liveRows) {
        return changedSinceAnalyze > 50 + 0.1 * liveRows || (changedSinceAnalyze > 0 && 2 * changedSinceAnalyze >= liveRows);
    }

    @Scheduled(initialDelayString = "${prepstream.knowledgebase.statistics-check:PT1M}",
            fixedDelayString = "${prepstream.knowledgebase.statistics-check:PT1M}")
    public void refreshStale() {
        for (String table : TABLES) {
            Map<String, Object> counts = jdbc.queryForMap("""
                    select coalesce(max(n_mod_since_analyze), 0) as changed, coalesce(max(n_live_tup), 0) as live
                    from pg_stat_user_tables where schemaname = current_schema() and relname = ?""", table);
            long changed = ((Number) counts.get("changed")).longValue();
            if (stale(changed, ((Number) counts.get("live")).longValue())) {
                analyze(table, changed);
            }
        }
    }

    /** One instance at a time (the others find the lock taken and leave it to that one). */
    void analyze(String table, long changed) {
        if (READ_FROM_INDEX.contains(table) && !TransactionSynchronizationManager.isActualTransactionActive()) {
            vacuum(table, changed);
            events.publishEvent(new Analyzed(table));
            return;
        }
        transactions.executeWithoutResult(tx -> {
            if (Boolean.TRUE.equals(jdbc.queryForObject("select pg_try_advisory_xact_lock(hashtext(?))", Boolean.class,
                    "prepstream:analyze:" + table))) {
                long start = System.nanoTime();
                jdbc.execute("analyze " + table);
                log.info("Analyzed {} ({} rows changed since the last analyze) in {} ms", table, changed,
                        (System.nanoTime() - start) / 1_000_000);
            }
        });
        // this instance's searches weigh words by the new statistics from now on, not within a minute
        events.publishEvent(new Analyzed(table));
    }

    /** VACUUM (ANALYZE), outside any transaction, under a session lock taking the place of analyze's. */
    private void vacuum(String table, long changed) {
        String lock = "hashtext('prepstream:analyze:" + table + "')";
        jdbc.execute((ConnectionCallback<Void>) connection -> {
            try (Statement statement = connection.createStatement()) {
                boolean locked;
                try (ResultSet row = statement.executeQuery("select pg_try_advisory_lock(" + lock + ")")) {
                    locked = row.next() && row.getBoolean(1);
                }
                if (!locked) {
                    return null;
                }
                try {
                    long start = System.nanoTime();
                    statement.execute("vacuum (analyze) " + table);
                    log.info("Vacuumed and analyzed {} ({} rows changed since the last analyze) in {} ms", table, changed,
                            (System.nanoTime() - start) / 1_000_000);
                } finally {
                    statement.execute("select pg_advisory_unlock(" + lock + ")");
                }
            }
            return null;
        });
    }
}
