package com.prepstream.knowledgebase;

import com.prepstream.knowledgebase.store.SearchStatistics;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Benchmarks only: the planner statistics and visibility map autovacuum would have made by now after a
 * load (it is off on the benchmark machine's PostgreSQL). Without them a search can plan as if an
 * account had one item, and the lexical side weighs every word alike (LexicalQuery).
 */
public final class KnowledgeBaseStatistics {

    private KnowledgeBaseStatistics() {
    }

    public static void gather(JdbcTemplate jdbc) {
        SearchStatistics.TABLES.forEach(table -> jdbc.execute("vacuum analyze " + table));
    }
}
