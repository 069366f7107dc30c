package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.stream.ledger.TaskClaims;
import java.sql.Connection;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;

/**
 * The claim and the completion never read the whole ledger. They are PL/pgSQL functions (V90) so that their
 * plans are cached per connection instead of parsed and planned per batch; PostgreSQL switches such a plan to
 * a generic one from its sixth execution, and a generic plan made while {@code stream_task} was nearly empty or
 * never analyzed (a new deployment, every benchmark round) is a sequential scan, kept until the statistics
 * change: 3x the PostgreSQL CPU per task in the benchmark. The functions' {@code set enable_seqscan = off}
 * makes every plan of theirs, generic ones included, reach the rows by the primary key.
 */
class LedgerStatementPlanTests extends StreamContractSupport {

    private static final int EXECUTIONS = 20;

    @Test
    void claimAndCompletionNeverScanTheLedgerSequentiallyNotEvenFromAPlanCachedWhileItWasEmpty() throws Exception {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false); // the claim's set_config stays in this transaction
            try {
                TaskClaims claims = new TaskClaims(new JdbcTemplate(new SingleConnectionDataSource(connection, true)));
                List<Long> ids = LongStream.rangeClosed(1, 10).boxed().toList();
                long[] idArray = ids.stream().mapToLong(Long::longValue).toArray();

                long before = sequentialScans(connection);
                for (int i = 0; i < EXECUTIONS; i++) { // truncated before the test: no statistics
                    claims.claim(TYPE, ids, "plan-test", 60_000);
                    claims.complete(idArray, new long[idArray.length]);
                }

                assertThat(sequentialScans(connection) - before)
                        .as("sequential scans of stream_task by %d claims and completions", 2 * EXECUTIONS).isZero();
            } finally {
                connection.rollback();
                connection.setAutoCommit(true);
            }
        }
    }

    /** This connection's sequential scans of stream_task not yet flushed to the statistics (a TRUNCATE counts some). */
    private static long sequentialScans(Connection connection) throws java.sql.SQLException {
        try (var statement = connection.createStatement();
                var rs = statement.executeQuery("""
                        select coalesce((select seq_scan from pg_stat_xact_user_tables
                                         where relid = 'stream_task'::regclass), 0)
                        """)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** The claim's commit skips the flush wait for its own transaction only: the next statement on the connection waits again. */
    @Test
    void theClaimsAsynchronousCommitDoesNotOutliveItsStatement() throws Exception {
        try (Connection connection = dataSource.getConnection()) {
            JdbcTemplate sameConnection = new JdbcTemplate(new SingleConnectionDataSource(connection, true));
            long taskId = sameConnection.queryForObject("""
                    insert into stream_task (task_type, entity_id, status, max_attempts, fields)
                    values (?, 424242, 'PENDING', 3, '{}'::jsonb)
                    on conflict (task_type, entity_id) do update set status = 'PENDING', next_attempt_at = now()
                    returning id
                    """, Long.class, TYPE);

            assertThat(new TaskClaims(sameConnection).claim(TYPE, List.of(taskId), "commit-test", 60_000)).hasSize(1);

            assertThat(sameConnection.queryForObject("show synchronous_commit", String.class)).isEqualTo("on");
        }
    }

    /**
     * Every task appends three history rows on the happy path, so each index of the history table is paid three
     * times per task (V88: the primary key is (task_id, id), which also serves a task's history in order and its
     * deletion with the task; a second index on id alone cost ~4 us of PostgreSQL CPU per task).
     */
    @Test
    void theHistoryTableKeepsOneIndexWhichServesATasksHistoryInOrder() {
        List<String> indexes = jdbc.queryForList("""
                select indexdef from pg_indexes where schemaname = current_schema() and tablename = 'stream_task_transition'
                """, String.class);
        assertThat(indexes).singleElement().asString().contains("UNIQUE").contains("(task_id, id)");
    }
}
