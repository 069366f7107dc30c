package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.stream.model.TaskStatus;
import java.time.Duration;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** Contract: Redis is only delivery — it may be down, lose its data, or hold a big backlog. */
class StreamContractRedisTests extends StreamContractSupport {

    /**
     * Guarantee 1 (PostgreSQL is the authority): with Redis down, the enqueuing transaction commits at
     * once, the task is PENDING and marked unsent; once Redis is back (restarted with its data, so the
     * group still exists and nothing else would notice) the sweeper sends it. Fails without the sweeper.
     */
    @Test
    void enqueueWhileRedisIsDownSucceedsAndTheTaskCompletesOnceRedisIsBack() {
        Instance instance = instance(TestSettings.fast()).start();
        redisServer.stopKeepingData();

        long started = System.nanoTime();
        transactions().executeWithoutResult(status -> instance.producer.enqueueAll(tasks(1, 3)));

        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(1));
        LongStream.rangeClosed(1, 3).forEach(id -> assertThat(status(id)).contains(TaskStatus.PENDING));
        await().atMost(Duration.ofSeconds(10)).until(() -> jdbc.queryForObject(
                "select count(*) from stream_task where enqueued_at is null", Long.class) == 3);
        redisServer.restart();
        await().atMost(Duration.ofSeconds(20)).until(() -> countWithStatus(TaskStatus.COMPLETED) == 3);
        LongStream.rangeClosed(1, 3).forEach(id -> assertThat(world.effects(id)).isEqualTo(1));
    }

    /**
     * Guarantee 1, safety net: an entry that vanished from the stream while the group survived (restore
     * of an older snapshot, an operator's XDEL) is noticed once the task has waited {@code lostAfter}
     * (the stream holds nothing that late) and sent again. Fails without the lost-entry check.
     */
    @Test
    void entryLostFromTheStreamIsSentAgainAfterLostAfter() {
        TestSettings settings = TestSettings.fast();
        settings.lostAfter = Duration.ofSeconds(1);
        Instance instance = instance(settings);
        stream(instance).createGroup(org.redisson.api.stream.StreamCreateGroupArgs.name(TestTask.DEFINITION.group())
                .id(org.redisson.api.stream.StreamMessageId.ALL).makeStream());
        instance.producer.enqueue(new TestTask(1));
        await().atMost(Duration.ofSeconds(5)).until(() -> stream(instance).size() == 1);
        stream(instance).remove(stream(instance).range(org.redisson.api.stream.StreamMessageId.MIN,
                org.redisson.api.stream.StreamMessageId.MAX).keySet().toArray(org.redisson.api.stream.StreamMessageId[]::new));

        instance.start();

        awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(15));
        assertThat(world.effects(1)).isEqualTo(1);
    }

    /**
     * The claim commits with {@code synchronous_commit = off}, so a PostgreSQL crash may lose it while its
     * worker runs: the ledger is back to "PENDING, sent" (simulated here by undoing the claim). The run's
     * completion then finds no lease and changes nothing, its XACK drops the entry, and the lost-entry
     * check re-sends the task, which completes once in the ledger (the business ran twice: at least once).
     * Fails without the lost-entry check.
     */
    @Test
    void claimLostInADatabaseCrashIsRecoveredByTheSweeper() {
        TestSettings settings = TestSettings.fast();
        settings.lostAfter = Duration.ofSeconds(1);
        Instance instance = instance(settings).start();
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        world.behaviours.put(1L, new TestWorld.Block(release));
        instance.producer.enqueue(new TestTask(1));
        await().atMost(Duration.ofSeconds(10)).until(() -> world.started.contains(1L));

        assertThat(jdbc.update("""
                update stream_task set status = 'PENDING', attempt = attempt - 1, lease_owner = null,
                    lease_expires_at = null
                where task_type = ? and entity_id = 1 and status = 'PROCESSING'
                """, TYPE)).isEqualTo(1);
        release.countDown();

        awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(20));
        assertThat(world.calls(1)).isEqualTo(2);
        assertThat(world.marks.stream().filter("completed:1"::equals).count()).isEqualTo(1);
        await().atMost(Duration.ofSeconds(5)).until(() -> stream(instance).getPendingInfo(TestTask.DEFINITION.group())
                .getTotal() == 0);
    }

    /**
     * Redis lost its data mid-run (FLUSHALL): XREADGROUP answers NOGROUP, the consumer re-creates the
     * group and every PENDING task is sent again; all tasks complete, each effect once. The lost-entry
     * check is off, so only the NOGROUP recovery can save them.
     */
    @Test
    void redisWipedMidRunStillCompletesEveryTaskOnce() {
        TestSettings settings = TestSettings.fast();
        settings.concurrency = 2;
        settings.lostAfter = Duration.ofMinutes(10);
        world.defaultBehaviour = new TestWorld.Work(Duration.ofMillis(5));
        Instance instance = instance(settings).start();
        instance.producer.enqueueAll(tasks(1, 300));
        await().atMost(Duration.ofSeconds(20)).until(() -> countWithStatus(TaskStatus.COMPLETED) >= 30);

        redisServer.flushAll();

        assertThat(countWithStatus(TaskStatus.COMPLETED)).isLessThan(300);
        await().atMost(Duration.ofSeconds(30)).until(() -> countWithStatus(TaskStatus.COMPLETED) == 300);
        LongStream.rangeClosed(1, 300).forEach(id -> assertThat(world.effects(id)).as("effects of %d", id).isEqualTo(1));
    }

    /**
     * Guarantee 7 (bounded memory without losing work): a backlog of 5,000 entries with a trim target of
     * 1,000 — trimming runs on every sweep while most entries are unconsumed — still completes all 5,000,
     * and once drained the stream is trimmed down to the target. A plain MAXLEN ~ 1000 would drop ~4,000
     * queued tasks here (the lost-entry check is off, so nothing would bring them back).
     */
    @Test
    void backlogLargerThanTrimTargetCompletesAndStreamIsBoundedOnceDrained() {
        TestSettings settings = TestSettings.fast();
        settings.trimTarget = 1000;
        settings.lostAfter = Duration.ofMinutes(10);
        settings.concurrency = 8;
        settings.sweepInterval = Duration.ofMillis(50);
        Instance instance = instance(settings);
        instance.producer.enqueueAll(tasks(1, 5000));
        await().atMost(Duration.ofSeconds(10)).until(() -> stream(instance).size() == 5000);

        instance.start();

        await().atMost(Duration.ofSeconds(45)).until(() -> countWithStatus(TaskStatus.COMPLETED) == 5000);
        await().atMost(Duration.ofSeconds(10)).until(() -> stream(instance).size() <= 1000);
        assertThat(world.effects.values().stream().mapToInt(java.util.concurrent.atomic.AtomicInteger::get).sum())
                .isEqualTo(5000);
    }
}
