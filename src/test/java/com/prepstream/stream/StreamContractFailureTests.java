package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.stream.ledger.TaskLedger;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskTransition;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Contract: how business failures and bad entries end. Each test names the guarantee it proves. */
class StreamContractFailureTests extends StreamContractSupport {

    /**
     * Guarantee 5 (retries with growing backoff): two transient failures, then success → COMPLETED on
     * attempt 3, each failure recorded, and the second wait clearly longer than the first. Fails if
     * retries are dropped, not recorded, or the backoff does not grow.
     */
    @Test
    void transientFailureTwiceThenSuccessCompletesOnThirdAttemptWithGrowingDelays() {
        TestSettings settings = TestSettings.fast();
        settings.backoff = new Duration[] {Duration.ofMillis(200), Duration.ofMillis(900)};
        Instance instance = instance(settings).start();
        world.behaviours.put(1L, new TestWorld.FailTimes(2));

        instance.producer.enqueue(new TestTask(1));

        awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(15));
        assertThat(world.calls(1)).isEqualTo(3);
        assertThat(world.effects(1)).isEqualTo(1);
        List<TaskTransition> history = instance.framework.ledger().history(TYPE, 1);
        assertThat(history).extracting(TaskTransition::status).containsExactly(TaskStatus.PENDING,
                TaskStatus.PROCESSING, TaskStatus.PENDING, TaskStatus.PROCESSING, TaskStatus.PENDING,
                TaskStatus.PROCESSING, TaskStatus.COMPLETED);
        assertThat(history.get(history.size() - 1).attempt()).isEqualTo(3);
        assertThat(history.get(2).error()).matches("Something went wrong on our side\\. \\(internal, ref [0-9a-f]{8}\\)")
                .doesNotContain("IOException").doesNotContain("model timed out");
        List<Long> starts = world.attemptStartNanos.get(1L);
        long firstGap = Duration.ofNanos(starts.get(1) - starts.get(0)).toMillis();
        long secondGap = Duration.ofNanos(starts.get(2) - starts.get(1)).toMillis();
        assertThat(firstGap).isGreaterThanOrEqualTo(170);
        assertThat(secondGap).isGreaterThan(firstGap + 300);
        assertThat(world.marks).contains("retrying:1", "completed:1");
    }

    /**
     * Guarantees 5 and 6 (bounded retries, dead letters) and the STYLE.md trap (a failing message never
     * stops the loop): always failing → FAILED after 1 + maxRetries attempts with a readable error, exactly
     * one dead letter with error and attempt count, while other tasks keep completing.
     */
    @Test
    void alwaysFailingTaskEndsFailedWithOneDeadLetterAndTheConsumerGoesOn() {
        TestSettings settings = TestSettings.fast();
        settings.maxRetries = 2;
        settings.backoff = new Duration[] {Duration.ofMillis(50)};
        Instance instance = instance(settings).start();
        world.behaviours.put(1L, new TestWorld.AlwaysFail());

        instance.producer.enqueue(new TestTask(1));
        instance.producer.enqueueAll(tasks(2, 30));

        awaitStatus(1, TaskStatus.FAILED, Duration.ofSeconds(15));
        await().atMost(Duration.ofSeconds(15)).until(() -> countWithStatus(TaskStatus.COMPLETED) == 29);
        assertThat(world.calls(1)).isEqualTo(3);
        TaskLedger.TaskSnapshot failed = instance.framework.ledger().snapshot(TYPE, 1).orElseThrow();
        assertThat(failed.attempt()).isEqualTo(3);
        // what the user reads: a message by its code and a reference to the log, never the exception
        assertThat(failed.lastError()).matches("Something went wrong on our side\\. \\(internal, ref [0-9a-f]{8}\\)")
                .doesNotContain("IllegalStateException").doesNotContain("503").doesNotContain("\tat ");
        var letters = deadLetters(instance).range(org.redisson.api.stream.StreamMessageId.MIN,
                org.redisson.api.stream.StreamMessageId.MAX);
        assertThat(letters).hasSize(1);
        Map<String, String> letter = letters.values().iterator().next();
        assertThat(letter).containsEntry("attempts", "3").containsEntry("entityId", "1")
                .containsKeys("error", "failedAt", "originalId", "taskId");
        assertThat(letter.get("error")).isEqualTo(failed.lastError());
        assertThat(world.marks).contains("failed:1");
    }

    /**
     * Guarantee 5 (permanent failures do not retry) and "deleted entity leaves no FAILED noise": a
     * PermanentTaskException fails at once (one call, one dead letter); a task whose entity is gone
     * disappears without a call, without FAILED and without a dead letter.
     */
    @Test
    void permanentFailureDoesNotRetryAndDeletedEntityIsDroppedQuietly() {
        Instance instance = instance(TestSettings.fast()).start();
        world.behaviours.put(1L, new TestWorld.Permanent("No text could be extracted from cv.pdf"));
        world.deleted.add(2L);

        instance.producer.enqueue(new TestTask(1));
        instance.producer.enqueue(new TestTask(2));
        instance.producer.enqueue(new TestTask(3));

        awaitStatus(1, TaskStatus.FAILED, Duration.ofSeconds(10));
        awaitStatus(3, TaskStatus.COMPLETED, Duration.ofSeconds(10));
        await().atMost(Duration.ofSeconds(10)).until(() -> status(2).isEmpty());
        assertThat(world.calls(1)).isEqualTo(1);
        assertThat(instance.framework.ledger().snapshot(TYPE, 1).orElseThrow().lastError())
                .isEqualTo("No text could be extracted from cv.pdf");
        assertThat(world.calls(2)).isZero();
        assertThat(instance.framework.ledger().history(TYPE, 2)).isEmpty();
        assertThat(world.marks).doesNotContain("failed:2", "processing:2");
        assertThat(deadLetters(instance).size()).isEqualTo(1);
        await().atMost(Duration.ofSeconds(5)).until(() -> stream(instance).getPendingInfo(TestTask.DEFINITION.group())
                .getTotal() == 0);
    }

    /**
     * The feature deletes an entity while its task runs: {@code cancel} removes the task and its history,
     * the run's result is dropped (no COMPLETED, no markCompleted, no dead letter) and its entry is acked.
     */
    @Test
    void cancelWhileRunningDropsTheRunQuietly() {
        Instance instance = instance(TestSettings.fast()).start();
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        world.behaviours.put(1L, new TestWorld.Block(release));
        instance.producer.enqueue(new TestTask(1));
        await().atMost(Duration.ofSeconds(10)).until(() -> world.started.contains(1L));

        assertThat(instance.producer.cancel(1)).isTrue();
        release.countDown();

        await().atMost(Duration.ofSeconds(5)).until(() -> stream(instance).getPendingInfo(TestTask.DEFINITION.group())
                .getTotal() == 0);
        assertThat(status(1)).isEmpty();
        assertThat(instance.framework.ledger().history(TYPE, 1)).isEmpty();
        assertThat(world.marks).doesNotContain("completed:1", "failed:1");
        assertThat(deadLetters(instance).isExists()).isFalse();
    }

    /**
     * Guarantee 2 and the STYLE.md trap: entries with a missing or non-numeric id, and a payload the
     * feature cannot parse, are acknowledged and dead-lettered; the loop goes on with the next task.
     */
    @Test
    void malformedEntriesAreAcknowledgedDeadLetteredAndTheLoopContinues() {
        Instance instance = instance(TestSettings.fast()).start();
        TestTaskProducer poisoned = new TestTaskProducer(instance.framework, TestSettings.fast().build(),
                task -> Map.of("poison", "yes"));

        addRaw(instance, Map.of("entityId", "1"));
        addRaw(instance, Map.of("taskId", "abc", "entityId", "1"));
        poisoned.enqueue(new TestTask(2));
        instance.producer.enqueue(new TestTask(3));

        awaitStatus(3, TaskStatus.COMPLETED, Duration.ofSeconds(10));
        awaitStatus(2, TaskStatus.FAILED, Duration.ofSeconds(10));
        await().atMost(Duration.ofSeconds(10)).until(() -> deadLetters(instance).size() == 3);
        await().atMost(Duration.ofSeconds(5)).until(() -> stream(instance).getPendingInfo(TestTask.DEFINITION.group())
                .getTotal() == 0);
        assertThat(instance.framework.ledger().snapshot(TYPE, 2).map(TaskLedger.TaskSnapshot::lastError))
                .hasValueSatisfying(error -> assertThat(error).startsWith("Something went wrong on our side. (internal, ref ")
                        .doesNotContain("poison"));
        assertThat(deadLetters(instance).range(org.redisson.api.stream.StreamMessageId.MIN,
                org.redisson.api.stream.StreamMessageId.MAX).values()).extracting(fields -> fields.get("error"))
                .anySatisfy(error -> assertThat(error).contains("missing field 'taskId'"))
                .anySatisfy(error -> assertThat(error).contains("'taskId' is not a number"));
        assertThat(world.calls(2)).isZero();
    }
}
