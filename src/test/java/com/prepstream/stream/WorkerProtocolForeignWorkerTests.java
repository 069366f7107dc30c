package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskTransition;
import java.sql.Connection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.redisson.api.stream.StreamMessageId;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;

/**
 * A worker in another language, following docs/worker-protocol.md to the letter: every {@code sql} block
 * of the page is prepared as written (with the page's parameter types) and executed on a real ledger next
 * to the Java producer, and each transition must do what the page says it does, guards included.
 */
class WorkerProtocolForeignWorkerTests extends StreamContractSupport {

    private static final String OWNER = "analyze-consumer-py000001";
    private static final String OTHER = "analyze-consumer-py000002";

    private JdbcTemplate sql;
    private final Set<String> executed = new HashSet<>();

    @Test
    void theDocumentedStatementsMakeTheDocumentedTransitions() throws Exception {
        ProtocolDoc doc = ProtocolDoc.read();
        Instance java = instance(TestSettings.fast()); // producer only: nothing consumes but the "foreign" worker
        java.producer.enqueueAll(tasks(11, 16));
        org.awaitility.Awaitility.await().until(() -> stream(java).size() == 6); // sent after the commit
        assertThat(entryFields(java)).as("fields of a stream entry").isEqualTo(Set.copyOf(doc.namesAfter("Entry fields:")));
        try (Connection connection = dataSource.getConnection()) {
            sql = new JdbcTemplate(new SingleConnectionDataSource(connection, true));
            for (ProtocolDoc.Statement statement : doc.statements().values()) {
                sql.execute(statement.prepare());
            }
            foreignProducer();
            claimHeartbeatComplete();
            retryFailAndDeadLetter();
            dropReleaseAndLeaseExpiry();
            lostEntriesAndOwedLetters();
        }
        assertThat(executed).as("every documented statement was run").isEqualTo(doc.statements().keySet());
    }

    private void foreignProducer() {
        assertThat(rows("enqueue", TYPE, 4, "{17}", "{NULL}")).hasSize(1);
        assertThat(rows("enqueue", TYPE, 4, "{17}", "{NULL}")).as("already PENDING: no second task").isEmpty();
        assertThat(status(17)).contains(TaskStatus.PENDING);
    }

    private void claimHeartbeatComplete() {
        long t11 = taskId(11);
        long t12 = taskId(12);
        List<Map<String, Object>> claimed = rows("claim", OWNER, 60_000, ids(t11, t12), TYPE);
        assertThat(claimed).extracting(row -> ((Number) row.get("attempt")).intValue()).containsOnly(1);
        assertThat(claimed).extracting(row -> ((Number) row.get("run_id")).longValue()).containsOnly(1L);
        assertThat(rows("claim", OTHER, 60_000, ids(t11, t12), TYPE)).as("a duplicate entry claims nothing").isEmpty();
        assertThat(rows("claim", OWNER, 60_000, ids(taskId(13)), "OTHER_TYPE")).as("another task type").isEmpty();
        assertThat(count("heartbeat", 60_000, ids(t11), "{1}", ids(t11))).isEqualTo(1);
        assertThat(count("heartbeat", 60_000, ids(t11), "{0}", ids(t11))).as("a stale run").isZero();
        assertThat(rows("complete", ids(t11), "{2}")).as("another run").isEmpty();
        assertThat(rows("complete", ids(t11), "{1}")).hasSize(1);
        assertThat(rows("complete", ids(t11), "{1}")).as("completed once").isEmpty();
        assertThat(java().ledger().history(TYPE, 11)).extracting(TaskTransition::status)
                .containsExactly(TaskStatus.PENDING, TaskStatus.PROCESSING, TaskStatus.COMPLETED);
    }

    private void retryFailAndDeadLetter() {
        long t12 = taskId(12);
        assertThat(count("retry", 60_000, "model timed out", t12, 1)).isEqualTo(1);
        assertThat(status(12)).contains(TaskStatus.PENDING);
        assertThat(rows("claim", OWNER, 60_000, ids(t12), TYPE)).as("not due before its backoff").isEmpty();
        long t13 = taskId(13);
        assertThat(rows("claim", OWNER, 60_000, ids(t13), TYPE)).hasSize(1);
        assertThat(count("fail", "unreadable document", t13, 2)).as("another run").isZero();
        assertThat(count("fail", "unreadable document", t13, 1)).isEqualTo(1);
        assertThat(java().ledger().snapshot(TYPE, 13)).hasValueSatisfying(task -> {
            assertThat(task.status()).isEqualTo(TaskStatus.FAILED);
            assertThat(task.lastError()).isEqualTo("unreadable document");
        });
        assertThat(count("dead-lettered", t13, 1)).isEqualTo(1);
        assertThat(count("dead-lettered", t13, 1)).as("recorded once").isZero();
    }

    private void dropReleaseAndLeaseExpiry() {
        long t14 = taskId(14);
        long t15 = taskId(15);
        long t16 = taskId(16);
        assertThat(rows("claim", OWNER, 60_000, ids(t14, t15), TYPE)).hasSize(2);
        assertThat(rows("drop", t14, 1).get(0).get("count")).isEqualTo(1L);
        assertThat(status(14)).as("dropped with its history").isEmpty();
        assertThat(rows("release", ids(t15), "{1}", ids(t15))).extracting(row -> ((Number) row.get("attempt")).intValue())
                .containsExactly(0);
        assertThat(rows("claim", OWNER, 1, ids(t16), TYPE)).hasSize(1);
        backdate("lease_expires_at", t16); // the 1 ms lease is over, without waiting for it
        assertThat(rows("live-lease-check", ids(t16))).as("no live lease").isEmpty();
        assertThat(rows("expired-leases", TYPE, 10)).extracting(row -> ((Number) row.get("id")).longValue())
                .containsExactly(t16);
        assertThat(rows("expire-lease", "lease expired", t16)).extracting(row -> row.get("status"))
                .containsExactly("PENDING");
        assertThat(rows("sweep-due-unsent", TYPE, 10)).extracting(row -> ((Number) row.get("id")).longValue())
                .as("released and expired are sent again; the retry waits for its backoff")
                .containsExactlyInAnyOrder(t15, t16);
    }

    /**
     * After dropReleaseAndLeaseExpiry: t15 and t16 (swept) and t17 (the foreign producer's) PENDING and sent,
     * t13 FAILED with its letter recorded.
     */
    private void lostEntriesAndOwedLetters() {
        long t13 = taskId(13);
        backdate("enqueued_at", taskId(15), taskId(16), taskId(17)); // sent longer ago than the 1 ms lost-after
        assertThat(rows("sweep-sent-long-ago", TYPE, 1, 10)).extracting(row -> ((Number) row.get("id")).longValue())
                .containsExactlyInAnyOrder(taskId(15), taskId(16), taskId(17));
        assertThat(rows("sweep-sent-long-ago", TYPE, 60_000, 10)).as("checked again only after lost-after").isEmpty();
        assertThat(count("reset-sends", TYPE)).as("Redis lost its data: all three to be sent again").isEqualTo(3);
        assertThat(rows("sweep-sent-long-ago", TYPE, 1, 10)).as("unsent now: sweep-due-unsent's").isEmpty();
        assertThat(rows("owed-dead-letters", TYPE, 0, 10)).as("its letter is recorded").isEmpty();
        assertThat(count("owe-dead-letters-again", TYPE, 10)).isEqualTo(1);
        backdate("completed_at", t13); // failed longer ago than the 1 ms grace
        assertThat(rows("owed-dead-letters", TYPE, 60_000, 10)).as("within the grace").isEmpty();
        assertThat(rows("owed-dead-letters", TYPE, 1, 10)).extracting(row -> ((Number) row.get("id")).longValue())
                .containsExactly(t13);
    }

    private StreamTaskFramework java() {
        return instances.get(0).framework;
    }

    /** Moves a time column one second into the past instead of sleeping past a millisecond bound. */
    private void backdate(String column, long... taskIds) {
        sql.update("update stream_task set " + column + " = " + column + " - interval '1 second'"
                + " where id = any(?::bigint[])", ids(taskIds));
    }

    private List<Map<String, Object>> rows(String statement, Object... args) {
        executed.add(statement);
        return sql.queryForList(execute(statement, args));
    }

    private int count(String statement, Object... args) {
        executed.add(statement);
        return sql.update(execute(statement, args));
    }

    private static String execute(String statement, Object... args) {
        String name = "doc_" + statement.replace('-', '_');
        if (args.length == 0) {
            return "execute " + name;
        }
        return "execute " + name + "(" + java.util.Arrays.stream(args)
                .map(arg -> arg instanceof Number ? arg.toString() : "'" + arg.toString().replace("'", "''") + "'")
                .collect(Collectors.joining(", ")) + ")";
    }

    private static String ids(long... ids) {
        return java.util.Arrays.stream(ids).mapToObj(Long::toString).collect(Collectors.joining(",", "{", "}"));
    }

    private static Set<String> entryFields(Instance instance) {
        Map<StreamMessageId, Map<String, String>> entries = stream(instance).range(1, StreamMessageId.MIN,
                StreamMessageId.MAX);
        return entries.values().iterator().next().keySet();
    }
}
