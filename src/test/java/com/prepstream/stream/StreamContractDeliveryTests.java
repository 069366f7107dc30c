package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskTransition;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.redisson.api.stream.StreamMessageId;
import org.redisson.api.stream.StreamReadGroupArgs;

/** Contract: at-least-once delivery, exactly-once effects, crashes and shutdown. */
class StreamContractDeliveryTests extends StreamContractSupport {

    /**
     * Guarantee 3 (crash recovery): consumer A dies (no ack, no release) with two tasks mid-run and a
     * further batch read but not yet claimed. B reclaims the idle entries (XAUTOCLAIM; the only way back
     * for read-but-unclaimed tasks, as the lost-entry check is switched off here), takes over the expired
     * leases, completes every task exactly once, and A's name is removed from the group.
     */
    @Test
    void entriesOfDeadConsumerAreReclaimedAndEachTaskCompletesOnce() {
        TestSettings settings = TestSettings.fast();
        settings.concurrency = 2;
        settings.lostAfter = Duration.ofMinutes(10);
        Instance a = instance(settings).start();
        CountDownLatch never = new CountDownLatch(1);
        LongStream.rangeClosed(1, 2).forEach(id -> world.behaviours.put(id, new TestWorld.Block(never)));
        a.producer.enqueueAll(tasks(1, 2));
        await().atMost(Duration.ofSeconds(10)).until(() -> world.started.size() == 2);
        a.producer.enqueueAll(tasks(3, 6));
        await().atMost(Duration.ofSeconds(5)).until(() -> stream(a).size() == 6);
        a.crash();
        // A's reader had fetched its next batch when it died: delivered to A, never claimed, never acked.
        Map<StreamMessageId, Map<String, String>> readByA = stream(a).readGroup(TestTask.DEFINITION.group(),
                a.consumer.consumerName(), StreamReadGroupArgs.neverDelivered().count(10));
        assertThat(readByA).hasSize(4);
        // Process, then acknowledge: the two running tasks' entries are still pending with A.
        assertThat(stream(a).getPendingInfo(TestTask.DEFINITION.group()).getConsumerNames())
                .containsEntry(a.consumer.consumerName(), 6L);
        world.behaviours.clear();

        Instance b = instance(settings).start();

        await().atMost(Duration.ofSeconds(20)).until(() -> countWithStatus(TaskStatus.COMPLETED) == 6);
        LongStream.rangeClosed(1, 6).forEach(id -> assertThat(world.effects(id)).as("effects of %d", id).isEqualTo(1));
        assertThat(world.doneByConsumer).containsOnlyKeys(b.consumer.consumerName());
        await().atMost(Duration.ofSeconds(10)).until(() -> stream(b).listConsumers(TestTask.DEFINITION.group())
                .stream().noneMatch(c -> c.getName().equals(a.consumer.consumerName())));
        // Duplicates (the old entry and the one re-sent after lease expiry) are acknowledged too.
        await().atMost(Duration.ofSeconds(10))
                .until(() -> stream(b).getPendingInfo(TestTask.DEFINITION.group()).getTotal() == 0);
    }

    /**
     * Guarantee 4 (idempotent effects): the same entry delivered twice (a duplicate XADD, while the task
     * runs and after it completed) and an ACK lost after success (the entry left pending with a consumer
     * that vanished, later reclaimed) never repeat the business effect. Fails if the claim stops
     * comparing the status.
     */
    @Test
    void duplicateDeliveryAndLostAckNeverRepeatTheEffect() {
        Instance instance = instance(TestSettings.fast()).start();
        CountDownLatch release = new CountDownLatch(1);
        world.behaviours.put(1L, new TestWorld.Block(release));
        instance.producer.enqueue(new TestTask(1));
        await().atMost(Duration.ofSeconds(10)).until(() -> world.started.contains(1L));
        Map<String, String> fields = Map.of("taskId", Long.toString(taskId(1)), "entityId", "1", "attempt", "0");

        addRaw(instance, fields); // duplicate while the task runs
        await().atMost(Duration.ofSeconds(5)).until(() -> stream(instance).getInfo().getGroups() == 1
                && stream(instance).listGroups().get(0).getLag() == 0);
        release.countDown();
        awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(10));
        addRaw(instance, fields); // duplicate after completion
        addRaw(instance, fields); // and one a consumer processed but whose ACK was lost before it vanished
        stream(instance).readGroup(TestTask.DEFINITION.group(), "test-consumer-vanished",
                StreamReadGroupArgs.neverDelivered().count(1));

        await().atMost(Duration.ofSeconds(15)).until(() -> stream(instance).getPendingInfo(TestTask.DEFINITION.group())
                .getTotal() == 0 && stream(instance).listGroups().get(0).getLag() == 0);
        assertThat(world.effects(1)).isEqualTo(1);
        assertThat(world.calls(1)).isEqualTo(1);
        assertThat(instance.framework.ledger().history(TYPE, 1)).extracting(TaskTransition::status)
                .containsExactly(TaskStatus.PENDING, TaskStatus.PROCESSING, TaskStatus.COMPLETED);
    }

    /**
     * Guarantee 3, the other side: a task running much longer than its lease and the reclaim idle time
     * keeps its lease (heartbeat) and its entry stays young (XCLAIM to itself), so neither the sweeper nor
     * a second instance runs it again while it is alive. Fails without the heartbeat.
     */
    @Test
    void longRunningTaskKeepsItsLeaseAndIsNeverRunTwice() {
        TestSettings settings = TestSettings.fast();
        settings.lease = Duration.ofMillis(800);
        settings.reclaimIdle = Duration.ofMillis(800);
        settings.heartbeat = Duration.ofMillis(200);
        world.behaviours.put(1L, new TestWorld.Work(Duration.ofMillis(3000)));
        Instance a = instance(settings).start();
        instance(settings).start();

        a.producer.enqueue(new TestTask(1));

        awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(15));
        assertThat(world.calls(1)).isEqualTo(1);
        assertThat(a.framework.ledger().history(TYPE, 1)).extracting(TaskTransition::status)
                .containsExactly(TaskStatus.PENDING, TaskStatus.PROCESSING, TaskStatus.COMPLETED);
    }

    /**
     * Consumer groups share work: two framework instances (own Redis client, own consumer name) on one
     * group both process tasks, and each task is done exactly once.
     */
    @Test
    void twoInstancesShareTheWorkAndEachTaskIsDoneOnce() {
        world.defaultBehaviour = new TestWorld.Work(Duration.ofMillis(2));
        Instance a = instance(TestSettings.fast()).start();
        Instance b = instance(TestSettings.fast()).start();

        a.producer.enqueueAll(tasks(1, 200));
        b.producer.enqueueAll(tasks(201, 400));

        await().atMost(Duration.ofSeconds(30)).until(() -> countWithStatus(TaskStatus.COMPLETED) == 400);
        LongStream.rangeClosed(1, 400).forEach(id -> assertThat(world.effects(id)).as("effects of %d", id).isEqualTo(1));
        assertThat(world.doneByConsumer.get(a.consumer.consumerName()).get()).isPositive();
        assertThat(world.doneByConsumer.get(b.consumer.consumerName()).get()).isPositive();
        assertThat(a.consumer.consumerName()).startsWith("test-consumer-").hasSize("test-consumer-".length() + 8);
    }

    /**
     * Guarantee 8 (graceful shutdown), slow case: a task still running when the grace period ends is
     * handed back as PENDING at once (never PROCESSING until some lease expires), its attempt not
     * counted, and it completes after a restart.
     */
    @Test
    void shutdownReleasesTaskStillRunningAfterGraceAndRestartCompletesIt() {
        TestSettings settings = TestSettings.fast();
        settings.shutdownGrace = Duration.ofMillis(300);
        settings.lease = Duration.ofMinutes(5); // only the release can free it within this test
        Instance first = instance(settings).start();
        world.behaviours.put(1L, new TestWorld.Block(new CountDownLatch(1)));
        first.producer.enqueue(new TestTask(1));
        await().atMost(Duration.ofSeconds(10)).until(() -> world.started.contains(1L));

        first.consumer.stop();

        assertThat(status(1)).contains(TaskStatus.PENDING);
        assertThat(first.framework.ledger().snapshot(TYPE, 1).orElseThrow().attempt()).isZero();
        // Nothing half-acknowledged: the released task's entry stays pending, for reclaim.
        assertThat(stream(first).getPendingInfo(TestTask.DEFINITION.group()).getTotal()).isEqualTo(1);
        world.behaviours.clear();
        Instance restarted = instance(settings).start();
        awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(10));
        assertThat(world.effects(1)).isEqualTo(1);
        assertThat(restarted.framework.ledger().snapshot(TYPE, 1).orElseThrow().attempt()).isEqualTo(1);
    }

    /** Guarantee 8, quick case: a task that finishes within the grace period is completed and acked by stop(). */
    @Test
    void shutdownWaitsForTaskThatFinishesWithinGrace() {
        TestSettings settings = TestSettings.fast();
        settings.shutdownGrace = Duration.ofSeconds(5);
        Instance instance = instance(settings).start();
        world.behaviours.put(1L, new TestWorld.Work(Duration.ofMillis(600)));
        instance.producer.enqueue(new TestTask(1));
        await().atMost(Duration.ofSeconds(10)).until(() -> world.started.contains(1L));

        instance.consumer.stop();

        assertThat(status(1)).contains(TaskStatus.COMPLETED);
        assertThat(stream(instance).getPendingInfo(TestTask.DEFINITION.group()).getTotal()).isZero();
    }

    /**
     * Backpressure: at most {@code concurrency} results wait for their completion, and a worker whose
     * result finds that queue full keeps its slot, so while the ledger does not accept completions no
     * more than {@code 2 x concurrency} tasks are taken from the stream. Fails if a worker frees its slot
     * when it hands its result over whatever the queue holds (the reader then keeps claiming and running
     * tasks whose completions pile up in memory).
     */
    @Test
    void whileCompletionsAreHeldAnInstanceTakesABoundedNumberOfTasks() {
        TestSettings settings = TestSettings.fast();
        settings.concurrency = 2;
        CountDownLatch completionHeld = new CountDownLatch(1);
        world.completionGates.put(1L, completionHeld);
        Instance instance = instance(settings).start();

        instance.producer.enqueue(new TestTask(1));
        await().atMost(Duration.ofSeconds(10)).until(() -> world.started.contains(1L));
        instance.producer.enqueueAll(tasks(2, 20));

        int bound = 2 * settings.concurrency;
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3)).until(() -> world.started.size() <= bound);
        assertThat(countWithStatus(TaskStatus.PROCESSING)).isLessThanOrEqualTo(bound);

        completionHeld.countDown();
        await().atMost(Duration.ofSeconds(15)).until(() -> countWithStatus(TaskStatus.COMPLETED) == 20);
        assertThat(world.marks).contains("completed:1");
    }

    /**
     * Crash recovery keeps the feature's status in step with the ledger: the sweeper ends an expired lease
     * and calls the feature's status hook in one transaction, so a hook that fails (the feature's table
     * unreachable for a moment) rolls the expiry back and the next sweep does both. Fails if the hook runs
     * after the ledger change committed: the ledger says FAILED while the item would say PROCESSING forever.
     */
    @Test
    void expiredLeaseAndTheFeatureStatusChangeTogether() {
        TestSettings settings = TestSettings.fast();
        settings.maxRetries = 0;
        settings.lostAfter = Duration.ofMinutes(10);
        Instance a = instance(settings).start();
        world.behaviours.put(1L, new TestWorld.Block(new CountDownLatch(1)));
        a.producer.enqueue(new TestTask(1));
        await().atMost(Duration.ofSeconds(10)).until(() -> world.started.contains(1L));
        a.crash();
        world.failingOnce.add("failed:1");

        Instance b = instance(settings).start();

        awaitStatus(1, TaskStatus.FAILED, Duration.ofSeconds(15));
        assertThat(world.failingOnce).as("the hook's failure happened").isEmpty();
        await().atMost(Duration.ofSeconds(2)).until(() -> world.marks.contains("failed:1"));
        assertThat(b.framework.ledger().snapshot(TYPE, 1).orElseThrow().lastError())
                .matches("The worker processing it stopped responding\\. \\(worker_lost, ref [0-9a-f]{8}\\)");
    }
}
