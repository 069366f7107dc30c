package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.stream.ledger.TaskClaims;
import com.prepstream.stream.model.ClaimedTask;
import com.prepstream.stream.model.MirrorTable;
import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskStatusChanged;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.redisson.api.RedissonClient;
import org.springframework.jdbc.datasource.DelegatingDataSource;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;

/**
 * Contract: an {@link EntityConsumer} with a declared {@link MirrorTable} completes a batch with ONE
 * autocommit statement that completes the ledger and moves the mirror together: no transaction on the
 * worker, the guard (never backwards), fencing (a stale run completes and mirrors nothing) and the
 * COMPLETED event for every completed run, also where the mirror was already past.
 */
class StreamMirroredCompletionIntegrationTests extends StreamContractSupport {

    static final MirrorTable MIRROR = MirrorTable.of("stream_mirror_test", "id", "status", "error")
            .touching("updated_at");

    /** A feature-like consumer: the mirror is declared; {@code gate} holds the work when set. */
    static final class MirroredConsumer extends EntityConsumer {
        volatile CountDownLatch gate;
        final CountDownLatch started = new CountDownLatch(1);

        MirroredConsumer(StreamTaskFramework framework, StreamSettings settings) {
            super(framework, TestTask.DEFINITION, settings, MIRROR);
        }

        @Override
        protected boolean exists(long entityId) {
            return true;
        }

        @Override
        protected void process(long entityId) throws InterruptedException {
            started.countDown();
            if (gate != null) {
                gate.await();
            }
        }
    }

    /** Counts what the workers' connections do to start or end a transaction (BEGIN rides on the first statement). */
    final Set<String> workerStatements = ConcurrentHashMap.newKeySet();
    final AtomicInteger workerCommits = new AtomicInteger();
    final AtomicInteger workerTransactions = new AtomicInteger();
    final List<TaskStatusChanged> events = new CopyOnWriteArrayList<>();
    RedissonClient client;
    StreamTaskFramework framework;
    TestTaskProducer producer;
    MirroredConsumer consumer;

    @BeforeEach
    void mirrorTable() {
        jdbc.execute("create table if not exists stream_mirror_test (id bigint primary key, status varchar(16),"
                + " error varchar(1000), updated_at timestamptz)");
        jdbc.execute("truncate table stream_mirror_test");
        TestSettings settings = TestSettings.fast();
        settings.lease = Duration.ofSeconds(60);
        settings.heartbeat = Duration.ofSeconds(20);
        client = redisClient();
        javax.sql.DataSource counted = counting(); // the transactions' connection must be the statements' one
        framework = new StreamTaskFramework(counted, new DataSourceTransactionManager(counted), client,
                new SimpleMeterRegistry(), events::add, null);
        producer = new TestTaskProducer(framework, settings.build());
        consumer = new MirroredConsumer(framework, settings.build());
    }

    @AfterEach
    void stop() {
        if (consumer != null) {
            consumer.stop();
        }
        framework.close();
        client.shutdown();
    }

    /** Fails when the completion runs the mirror's move as a hook in a transaction (one COMMIT per batch). */
    @Test
    void oneAutocommitStatementCompletesTheLedgerAndMovesTheMirror() {
        mirrorRow(1, "PENDING", "an old error");
        consumer.start();
        producer.enqueue(new TestTask(1));

        awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(20));
        assertThat(mirror(1)).isEqualTo("COMPLETED/null");
        assertThat(jdbc.queryForObject("select updated_at is not null from stream_mirror_test where id = 1",
                Boolean.class)).isTrue();
        assertThat(workerCommits).hasValue(0);
        assertThat(workerTransactions).hasValue(0);
        assertThat(workerStatements).anyMatch(sql -> sql.contains("stream_task_complete")
                && sql.contains("update stream_mirror_test"));
        await().atMost(Duration.ofSeconds(10)).until(() -> completedEvents() == 1);
    }

    /** A consumer that keeps no status copy completes with the ledger's statement alone: no transaction either. */
    @Test
    void aConsumerWithoutAStatusCopyCompletesWithOneAutocommitStatement() {
        consumer.stop();
        consumer = null;
        TestWorld marks = new TestWorld();
        AbstractStreamConsumer<TestTask> ledgerOnly = new TestTaskConsumer(framework, TestSettings.fast().build(), marks) {
            @Override
            protected boolean keepsNoStatusCopy() {
                return true;
            }
        };
        ledgerOnly.start();
        try {
            producer.enqueueAll(List.of(new TestTask(1), new TestTask(2)));
            awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(20));
            awaitStatus(2, TaskStatus.COMPLETED, Duration.ofSeconds(20));
            assertThat(workerCommits).hasValue(0);
            assertThat(workerTransactions).hasValue(0);
            assertThat(marks.marks).noneMatch(mark -> mark.startsWith("completed:"));
            await().atMost(Duration.ofSeconds(10)).until(() -> completedEvents() == 2);
        } finally {
            ledgerOnly.stop();
        }
    }

    /** The guard: a mirror already past (here FAILED) stays; the ledger completes and the event is still sent. */
    @Test
    void aMirrorAlreadyPastIsNotMovedBackButTheRunStillCompletes() {
        mirrorRow(1, "FAILED", "a user cancelled it");
        mirrorRow(2, "PENDING", null);
        consumer.start();
        producer.enqueueAll(List.of(new TestTask(1), new TestTask(2)));

        awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(20));
        awaitStatus(2, TaskStatus.COMPLETED, Duration.ofSeconds(20));
        assertThat(mirror(1)).isEqualTo("FAILED/a user cancelled it");
        assertThat(mirror(2)).isEqualTo("COMPLETED/null");
        await().atMost(Duration.ofSeconds(10)).until(() -> completedEvents() == 2);
    }

    /** Fencing on the consumer's path: the run lost its lease token while working; nothing moves. */
    @Test
    void aStaleRunCompletesNothingAndMirrorsNothing() throws Exception {
        mirrorRow(1, "PENDING", null);
        consumer.gate = new CountDownLatch(1);
        consumer.start();
        producer.enqueue(new TestTask(1));
        consumer.started.await();
        jdbc.update("update stream_task set run_id = run_id + 1 where task_type = ? and entity_id = 1", TYPE);
        consumer.gate.countDown();

        String group = TestTask.DEFINITION.group();
        await().atMost(Duration.ofSeconds(20)).until(() -> client.getStream(TestTask.DEFINITION.stream(),
                org.redisson.client.codec.StringCodec.INSTANCE).getPendingInfo(group).getTotal() == 0);
        assertThat(status(1)).contains(TaskStatus.PROCESSING);
        assertThat(mirror(1)).isEqualTo("PROCESSING/null");
        assertThat(completedEvents()).isZero();
    }

    /** The statement itself, batch of two: the current run completes and mirrors, the stale one neither. */
    @Test
    void theStatementCompletesAndMirrorsOnlyRunsThatStillHoldTheirLease() {
        mirrorRow(1, "PROCESSING", null);
        mirrorRow(2, "PROCESSING", null);
        producer.enqueueAll(List.of(new TestTask(1), new TestTask(2)));
        TaskClaims claims = framework.ledger().claims();
        List<ClaimedTask> claimed = claims.claim(TYPE, List.of(taskId(1), taskId(2)), "worker-a", 60_000);
        long stale = claimed.stream().filter(c -> c.entityId() == 2).findFirst().orElseThrow().runId();
        jdbc.update("update stream_task set run_id = run_id + 1 where id = ?", taskId(2));
        long current = claimed.stream().filter(c -> c.entityId() == 1).findFirst().orElseThrow().runId();

        List<TaskClaims.Ended> ended = claims.complete(new long[] {taskId(1), taskId(2)}, new long[] {current, stale},
                MIRROR, Set.of(TaskStatus.PENDING, TaskStatus.PROCESSING));

        assertThat(ended).extracting(TaskClaims.Ended::entityId).containsExactly(1L);
        assertThat(status(1)).contains(TaskStatus.COMPLETED);
        assertThat(mirror(1)).isEqualTo("COMPLETED/null");
        assertThat(status(2)).contains(TaskStatus.PROCESSING);
        assertThat(mirror(2)).isEqualTo("PROCESSING/null");
    }

    /** Identifiers are checked: the declaration is code, but it is spliced into SQL. */
    @Test
    void aMirrorTableRejectsAnythingButAPlainIdentifier() {
        org.assertj.core.api.Assertions.assertThatThrownBy(
                () -> MirrorTable.of("resume; drop table resume", "id", "status", "error"))
                .isInstanceOf(IllegalArgumentException.class);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> MIRROR.touching("updated_at = null"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private long completedEvents() {
        return events.stream().filter(e -> e.status() == TaskStatus.COMPLETED).count();
    }

    private static void mirrorRow(long id, String status, String error) {
        jdbc.update("insert into stream_mirror_test (id, status, error) values (?, ?, ?)", id, status, error);
    }

    private static String mirror(long id) {
        return jdbc.queryForObject("select status || '/' || coalesce(error, 'null') from stream_mirror_test where id = ?",
                String.class, id);
    }

    private javax.sql.DataSource counting() {
        return new DelegatingDataSource(dataSource) {
            @Override
            public Connection getConnection() throws SQLException {
                Connection connection = super.getConnection();
                return RecordingDataSource.proxy(Connection.class, connection, (method, args) -> {
                    if (Thread.currentThread().getName().contains("-worker-")) {
                        onWorker(method.getName(), args);
                    }
                    return method.invoke(connection, args);
                });
            }
        };
    }

    private void onWorker(String method, Object[] args) {
        if (method.equals("commit")) {
            workerCommits.incrementAndGet();
        } else if (method.equals("setAutoCommit") && Boolean.FALSE.equals(args[0])) {
            workerTransactions.incrementAndGet();
        } else if (method.startsWith("prepare") && args != null && args[0] instanceof String sql) {
            workerStatements.add(sql);
        }
    }
}
