package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;

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
 * fifth execution; PostgreSQL then counts, per prepared statement, which kind of plan each execution used.
 */
class LedgerStatementPlanTests extends StreamContractSupport {

    private static final int EXECUTIONS = 20;

    @Test
    void claimAndCompletionNeverRunAGenericPlanMadeOnAnEmptyLedger() throws Exception {
        try (Connection connection = dataSource.getConnection()) {
            SingleConnectionDataSource one = new SingleConnectionDataSource(connection, true);
            JdbcTemplate sameConnection = new JdbcTemplate(one);
            TaskClaims claims = new TaskClaims(sameConnection);
            TransactionTemplate transactions = new TransactionTemplate(new DataSourceTransactionManager(one));
            List<Long> ids = LongStream.rangeClosed(1, 10).boxed().toList();
            long[] idArray = ids.stream().mapToLong(Long::longValue).toArray();

            for (int i = 0; i < EXECUTIONS; i++) {
                transactions.executeWithoutResult(status -> claims.withoutFlushWait(
                        () -> claims.claim(TYPE, ids, "plan-test", 60_000)));
                transactions.executeWithoutResult(status -> claims.plannedForTheLedgerAsItIs(
                        () -> claims.complete(idArray, new long[idArray.length])));
            }

            List<Map<String, Object>> plans = sameConnection.queryForList("""
                    select statement, generic_plans, custom_plans from pg_prepared_statements
                    where statement like '%update stream_task t%'
                    """);
            assertThat(plans).as("server-prepared claim and completion").hasSize(2);
            assertThat(plans).allSatisfy(plan -> {
                assertThat(((Number) plan.get("generic_plans")).longValue()).as("generic plans").isZero();
                assertThat(((Number) plan.get("custom_plans")).longValue()).as("custom plans").isPositive();
            });
        }
    }
}
