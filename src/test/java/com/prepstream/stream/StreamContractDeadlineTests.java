package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.stream.ledger.TaskLedger;
import com.prepstream.stream.model.TaskStatus;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * Contract: a run has a deadline; past it the run is stopped and counts as a failed attempt. A slow run
 * never holds the runs read with it for long.
 */
class StreamContractDeadlineTests extends StreamContractSupport {

    /**
     * Deadline: two runs that never end (one waits interruptibly, one ignores its interrupt) are stopped
     * at the deadline, each attempt counted, and end FAILED with a readable message once the attempts are
     * used, while the heartbeat would have kept their leases for ever. Their slots are freed at the
     * deadline: with one slot, the tasks queued behind them complete. Fails without the deadline watch
     * (both stay PROCESSING and nothing else runs) or when a stuck worker keeps its slot or its thread.
     */
    @Test
    void runsPastTheirDeadlineAreStoppedCountedAndFailWhileTheTasksBehindThemComplete() {
        TestSettings settings = TestSettings.fast();
        settings.concurrency = 1;
        settings.maxRetries = 1;
        settings.backoff = new Duration[] {Duration.ofMillis(50)};
        settings.deadline = Duration.ofSeconds(1);
        Instance instance = instance(settings).start();
        CountDownLatch never = new CountDownLatch(1);
        world.behaviours.put(1L, new TestWorld.Block(never));
        world.behaviours.put(2L, new TestWorld.Stubborn(never));
        try {
            instance.producer.enqueue(new TestTask(1));
            instance.producer.enqueue(new TestTask(2));
            instance.producer.enqueueAll(tasks(3, 6));

            await().atMost(Duration.ofSeconds(30)).until(() -> countWithStatus(TaskStatus.COMPLETED) == 4
                    && countWithStatus(TaskStatus.FAILED) == 2);
            for (long id : new long[] {1, 2}) {
                TaskLedger.TaskSnapshot failed = instance.framework.ledger().snapshot(TYPE, id).orElseThrow();
                assertThat(failed.attempt()).isEqualTo(2);
                assertThat(failed.lastError())
                        .matches("It took longer than the time allowed and was stopped\\. \\(deadline, ref [0-9a-f]{8}\\)");
                assertThat(world.calls(id)).isEqualTo(2);
            }
            assertThat(world.interrupted).containsExactly(1L);
            assertThat(world.marks).contains("retrying:1", "failed:1", "retrying:2", "failed:2");
        } finally {
            never.countDown();
        }
    }

    /**
     * A quick stream runs each read batch back to back on one worker (one thread hand-off per batch); a run
     * that turns out slow there must not hold its batch-mates: they get workers of their own and complete
     * while it still runs. The three entries wait in the stream before the consumer starts, so one read
     * takes them, the blocking one first. Fails without the watch that spreads a slow batch (2 and 3 wait
     * behind 1 until its deadline, 5 minutes).
     */
    @Test
    void aSlowRunDoesNotHoldTheRunsReadWithIt() {
        TestSettings settings = TestSettings.fast();
        settings.concurrency = 4;
        Instance instance = instance(settings);
        CountDownLatch release = new CountDownLatch(1);
        world.behaviours.put(1L, new TestWorld.Block(release));
        try {
            instance.producer.enqueueAll(tasks(1, 3));
            instance.start();

            await().atMost(Duration.ofSeconds(10)).until(() -> countWithStatus(TaskStatus.COMPLETED) == 2);
            assertThat(status(1)).contains(TaskStatus.PROCESSING);
            assertThat(world.started).contains(1L);
        } finally {
            release.countDown();
        }
        awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(10));
    }
}
