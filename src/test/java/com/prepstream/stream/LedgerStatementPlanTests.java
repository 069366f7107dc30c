package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.stream.ledger.TaskClaims;
import com.prepstream.stream.model.MirrorTable;
import com.prepstream.stream.model.TaskStatus;
import java.util.Set;
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

    /**
     * The one-statement completion reaches a declared mirror by its primary key, also with statistics that make
     * the mirror table look cheap to scan (20,000 analyzed rows). Fails when the mirror's UPDATE joins the
     * function's result ({@code from done where m.id = done.entity_id}): on the function's 1,000 estimated rows
     * the planner hashes a sequential scan of the whole mirror table, per completion batch.
     */
    @Test
    void theMirroredCompletionNeverScansTheMirrorTableSequentially() throws Exception {
        jdbc.execute("create table if not exists stream_mirror_plan_test (id bigint primary key, status varchar(16),"
                + " error varchar(1000), updated_at timestamptz)");
        jdbc.execute("truncate table stream_mirror_plan_test");
        jdbc.execute("insert into stream_mirror_plan_test (id, status) select g, 'PENDING' from generate_series(1, 20000) g");
        jdbc.execute("analyze stream_mirror_plan_test");
        MirrorTable mirror = MirrorTable.of("stream_mirror_plan_test", "id", "status", "error").touching("updated_at");
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                JdbcTemplate same = new JdbcTemplate(new SingleConnectionDataSource(connection, true));
                TaskClaims claims = new TaskClaims(same);
                long before = sequentialScans(connection, "stream_mirror_plan_test");
                for (int i = 0; i < EXECUTIONS; i++) { // ten running tasks per batch, each completed and mirrored
                    long[] ids = same.queryForList("""
                            insert into stream_task (task_type, entity_id, status, max_attempts, fields, run_id)
                            select ?, g, 'PROCESSING', 3, '{}'::jsonb, 7 from generate_series(?, ?) g returning id
                            """, Long.class, TYPE, i * 10 + 1, i * 10 + 10).stream().mapToLong(Long::longValue).toArray();
                    long[] runs = LongStream.generate(() -> 7).limit(ids.length).toArray();
                    assertThat(claims.complete(ids, runs, mirror, Set.of(TaskStatus.PENDING, TaskStatus.PROCESSING)))
                            .hasSize(10);
                }
                assertThat(sequentialScans(connection, "stream_mirror_plan_test") - before)
                        .as("sequential scans of the mirror by %d completions", EXECUTIONS).isZero();
                assertThat(same.queryForObject("select count(*) from stream_mirror_plan_test where status = 'COMPLETED'",
                        Long.class)).isEqualTo(10L * EXECUTIONS);
            } finally {
                connection.rollback();
                connection.setAutoCommit(true);
            }
        }
    }

    private static long sequentialScans(Connection connection) throws java.sql.SQLException {
        return sequentialScans(connection, "stream_task");
    }

    /** This connection's sequential scans of stream_task not yet flushed to the statistics (a TRUNCATE counts some). */
    private static long sequentialScans(Connection connection, String table) throws java.sql.SQLException {
        try (var statement = connection.createStatement();
                var rs = statement.executeQuery("select coalesce((select seq_scan from pg_stat_xact_user_tables"
                        + " where relid = '" + table + "'::regclass), 0)")) {
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
