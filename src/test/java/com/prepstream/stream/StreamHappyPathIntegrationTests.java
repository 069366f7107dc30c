package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskTransition;
import com.prepstream.support.IntegrationTest;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.redisson.api.RedissonClient;
import org.redisson.client.codec.StringCodec;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.web.client.RestClient;

/** The happy path through the Spring-wired framework bean: enqueue in a transaction → run → COMPLETED → acked. */
@IntegrationTest
class StreamHappyPathIntegrationTests {

    @Autowired
    StreamTaskFramework framework;

    @Autowired
    TransactionTemplate transactions;

    @Autowired
    RedissonClient redisson;

    @LocalServerPort
    int port;

    TestWorld world;
    TestTaskProducer producer;
    TestTaskConsumer consumer;

    @BeforeEach
    void startConsumer() {
        world = new TestWorld();
        StreamSettings settings = TestSettings.fast().build();
        producer = new TestTaskProducer(framework, settings);
        consumer = new TestTaskConsumer(framework, settings, world);
        consumer.start();
    }

    @AfterEach
    void stopConsumer() {
        consumer.stop();
    }

    @Test
    void taskEnqueuedInTransactionIsProcessedOnceCompletedAndAcknowledged() {
        transactions.executeWithoutResult(status -> producer.enqueue(new TestTask(42)));

        await().atMost(Duration.ofSeconds(10)).until(() -> status(42).equals(Optional.of(TaskStatus.COMPLETED)));
        assertThat(world.effects(42)).isEqualTo(1);
        assertThat(framework.ledger().history("TEST_TASK", 42)).extracting(TaskTransition::status)
                .containsExactly(TaskStatus.PENDING, TaskStatus.PROCESSING, TaskStatus.COMPLETED);
        assertThat(framework.ledger().history("TEST_TASK", 42)).last().extracting(TaskTransition::attempt).isEqualTo(1);
        assertThat(world.marks).containsExactly("processing:42", "completed:42");
        await().atMost(Duration.ofSeconds(5)).until(() -> redisson.getStream(TestTask.DEFINITION.stream(),
                StringCodec.INSTANCE).getPendingInfo(TestTask.DEFINITION.group()).getTotal() == 0);
        String metrics = RestClient.create("http://localhost:" + port).get().uri("/actuator/prometheus").retrieve()
                .body(String.class);
        assertThat(metrics).contains("prepstream_tasks_enqueued_total{").contains("prepstream_tasks_completed_total{")
                .contains("prepstream_tasks_pickup_seconds_bucket{").contains("prepstream_stream_lag{")
                .contains("prepstream_stream_oldest_pending_age_milliseconds{").contains("taskType=\"TEST_TASK\"");
    }

    @Test
    void rolledBackTransactionLeavesNoTaskAndSendsNothing() {
        transactions.executeWithoutResult(status -> {
            producer.enqueue(new TestTask(7));
            status.setRollbackOnly();
        });

        assertThat(status(7)).isEmpty();
        assertThat(redisson.getStream(TestTask.DEFINITION.stream()).isExists()
                ? redisson.getStream(TestTask.DEFINITION.stream()).size() : 0).isZero();
    }

    @Test
    void reRunIsRejectedWhileActiveAndAllowedOnceFinished() {
        world.behaviours.put(5L, new TestWorld.Block(new java.util.concurrent.CountDownLatch(1)));
        producer.enqueue(new TestTask(5));
        await().atMost(Duration.ofSeconds(10)).until(() -> world.started.contains(5L));

        assertThatThrownBy(() -> producer.enqueue(new TestTask(5))).isInstanceOf(TaskAlreadyActiveException.class);

        ((TestWorld.Block) world.behaviours.remove(5L)).release().countDown();
        await().atMost(Duration.ofSeconds(10)).until(() -> status(5).equals(Optional.of(TaskStatus.COMPLETED)));
        producer.enqueue(new TestTask(5));
        await().atMost(Duration.ofSeconds(10)).until(() -> world.effects(5) == 2 && status(5).equals(Optional.of(TaskStatus.COMPLETED)));
        assertThat(framework.ledger().history("TEST_TASK", 5)).extracting(TaskTransition::status).containsExactly(
                TaskStatus.PENDING, TaskStatus.PROCESSING, TaskStatus.COMPLETED,
                TaskStatus.PENDING, TaskStatus.PROCESSING, TaskStatus.COMPLETED);
    }

    private Optional<TaskStatus> status(long entityId) {
        return framework.ledger().status("TEST_TASK", entityId);
    }
}
