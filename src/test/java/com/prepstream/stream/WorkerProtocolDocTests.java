package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.redis.StreamRedis;
import com.prepstream.stream.model.TaskStatus;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.redisson.api.RedissonClient;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;

/**
 * docs/worker-protocol.md states the ledger statements a worker in another language runs. This test
 * keeps the page from drifting away from the code: the Java framework goes through every transition
 * (success, retry and its re-send, final failure with its dead letter, entity deleted, heartbeat, lease
 * expiry, Redis losing its data, release at shutdown; every sweep also checks for lost entries and owed
 * dead letters) on a data source that records every statement it sends, and every statement of the page
 * must be one of them; the page's trim script must be the sweeper's. {@link WorkerProtocolForeignWorkerTests} runs the page's
 * statements themselves.
 */
class WorkerProtocolDocTests extends StreamContractSupport {

    private final List<Recorded> recorded = new ArrayList<>();

    /** An instance like {@link Instance}, on a recording data source. */
    private final class Recorded {
        final RedissonClient redisson = redisClient();
        final RecordingDataSource source = new RecordingDataSource(dataSource);
        final SeverableDataSource connection = new SeverableDataSource(source);
        final StreamTaskFramework framework = new StreamTaskFramework(connection,
                new DataSourceTransactionManager(connection), redisson, new SimpleMeterRegistry(), event -> { }, null);
        final TestTaskProducer producer;
        final TestTaskConsumer consumer;

        Recorded(StreamSettings settings) {
            producer = new TestTaskProducer(framework, settings);
            consumer = new TestTaskConsumer(framework, settings, world);
            recorded.add(this);
        }
    }

    @org.junit.jupiter.api.AfterEach
    void closeRecorded() {
        for (Recorded instance : recorded) {
            if (instance.consumer.isRunning()) {
                instance.consumer.stop();
            }
            instance.framework.close();
            if (!instance.redisson.isShutdown()) {
                instance.redisson.shutdown();
            }
        }
    }

    @Test
    void everyDocumentedStatementIsOneTheJavaWorkerSends() throws Exception {
        TestSettings settings = TestSettings.fast();
        settings.reclaimIdle = Duration.ofSeconds(60); // expired leases are ended by the sweeper, not reclaimed
        settings.shutdownGrace = Duration.ofMillis(200);
        Recorded first = new Recorded(settings.build());
        Recorded second = new Recorded(settings.build());

        world.behaviours.put(2L, new TestWorld.FailTimes(1));
        world.behaviours.put(3L, new TestWorld.Permanent("unreadable document"));
        world.deleted.add(4L);
        CountDownLatch never = new CountDownLatch(1);
        world.behaviours.put(5L, new TestWorld.Block(never));
        first.consumer.start();
        first.producer.enqueueAll(tasks(1, 4));
        awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(20));
        awaitStatus(2, TaskStatus.COMPLETED, Duration.ofSeconds(20));
        awaitStatus(3, TaskStatus.FAILED, Duration.ofSeconds(20));
        await().atMost(Duration.ofSeconds(20)).until(() -> status(4).isEmpty() && deadLetterRecorded(3));

        // A long run keeps its lease by heartbeats; its worker dies; another instance's sweeper ends the
        // expired lease and runs the task again; that instance is stopped while the task still runs.
        first.producer.enqueue(new TestTask(5));
        await().atMost(Duration.ofSeconds(20)).until(() -> world.calls(5) == 1 && heartbeats(first) > 0);
        first.connection.sever(); // the worker dies: its connections are gone
        first.redisson.shutdown();
        second.consumer.start();
        await().atMost(Duration.ofSeconds(20)).until(() -> world.calls(5) == 2);
        second.framework.ledger().claims().heldByLiveLease(List.of(taskId(5)));
        // Redis loses its data: the next read answers NOGROUP and the sweeper's recovery runs
        second.redisson.getKeys().delete(TestTask.DEFINITION.stream());
        await().atMost(Duration.ofSeconds(20)).until(() -> second.source.statements.stream()
                .anyMatch(sql -> sql.startsWith("update stream_task set enqueued_at = null")));
        second.consumer.stop();
        assertThat(status(5)).contains(TaskStatus.PENDING);

        List<String> sent = recorded.stream().flatMap(instance -> instance.source.statements.stream()).toList();
        for (Map.Entry<String, ProtocolDoc.Statement> documented : ProtocolDoc.read().statements().entrySet()) {
            assertThat(sent).as("statement '%s' of %s among those the Java framework sent", documented.getKey(),
                    ProtocolDoc.PATH).contains(ProtocolDoc.normalize(documented.getValue().sql()));
        }
    }

    /** The page's trim script is the one the Java sweeper evaluates, byte for byte. */
    @Test
    void theDocumentedTrimScriptIsTheOneTheSweeperRuns() throws Exception {
        Matcher block = Pattern.compile("```lua\\n(.*?)```", Pattern.DOTALL).matcher(Files.readString(ProtocolDoc.PATH));
        assertThat(block.find()).as("a lua block in %s", ProtocolDoc.PATH).isTrue();
        try (var script = StreamRedis.class.getResourceAsStream("safe-trim.lua")) {
            assertThat(block.group(1)).isEqualTo(new String(script.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    private static boolean deadLetterRecorded(long entityId) {
        return Boolean.TRUE.equals(jdbc.queryForObject(
                "select dead_lettered_at is not null from stream_task where task_type = ? and entity_id = ?",
                Boolean.class, TYPE, entityId));
    }

    private static long heartbeats(Recorded instance) {
        return instance.source.statements.stream().filter(sql -> sql.startsWith("update stream_task set lease_expires_at"))
                .count();
    }
}
