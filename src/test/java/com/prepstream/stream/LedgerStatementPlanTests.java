package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.stream.ledger.TaskClaims;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The claim and the completion are planned for the ledger as it is at each execution, never from a generic
 * plan cached while it was nearly empty (a sequential scan that then reads the whole ledger per statement:
 * 3x the PostgreSQL CPU per task in the benchmark, at random). pgJDBC server-prepares a statement from its
 * fifth execution, and PostgreSQL may then switch it to a generic plan; the two statements are never
 * server-prepared, so each execution is parsed and planned with its parameters.
 */
class LedgerStatementPlanTests extends StreamContractSupport {

    private static final int EXECUTIONS = 20;

    @Test
    void claimAndCompletionAreNeverServerPreparedSoNeverRunAGenericPlan() throws Exception {
        try (Connection connection = dataSource.getConnection()) {
            SingleConnectionDataSource one = new SingleConnectionDataSource(connection, true);
            JdbcTemplate sameConnection = new JdbcTemplate(one);
            TaskClaims claims = new TaskClaims(sameConnection);
            TransactionTemplate transactions = new TransactionTemplate(new DataSourceTransactionManager(one));
            List<Long> ids = LongStream.rangeClosed(1, 10).boxed().toList();
            long[] idArray = ids.stream().mapToLong(Long::longValue).toArray();

            for (int i = 0; i < EXECUTIONS; i++) {
                claims.claim(TYPE, ids, "plan-test", 60_000);
                transactions.executeWithoutResult(status -> claims.complete(idArray, new long[idArray.length]));
            }

            List<Map<String, Object>> plans = sameConnection.queryForList("""
                    select statement, generic_plans, custom_plans from pg_prepared_statements
                    where statement like '%update stream_task t%'
                    """);
            assertThat(plans).as("server-prepared claim or completion, which may switch to a generic plan").isEmpty();
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
