package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.stream.RecordedReads.Read;
import com.prepstream.stream.model.TaskStatus;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * How the consumer reads (docs/stream-framework.md, steps 2 and 4), seen through a recording view of its
 * Redis client ({@link RecordedReads}): no timings, only who read what, with which BLOCK, and which thread
 * ran what.
 * <ul>
 * <li>Leader/follower: the thread that read and claimed a batch runs its first task itself and hands
 * reading to another thread, so a claimed task starts without waiting for a worker to wake up, and a
 * long run never holds reading up.</li>
 * <li>Under a backlog a read does not BLOCK: after a read that filled every slot it held, the next
 * XREADGROUP has no BLOCK (and only if that finds nothing does the reader block); after a read that left
 * slots free, it blocks.</li>
 * </ul>
 */
class StreamContractReadingTests extends StreamContractSupport {

    private static final Duration BLOCK = TestSettings.fast().block;

    private final RecordedReads recorded = new RecordedReads(TestTask.DEFINITION.stream());

    @Test
    void theThreadThatReadABatchRunsItsFirstTaskWhileAnotherThreadReadsOn() {
        CountDownLatch release = new CountDownLatch(1);
        world.behaviours.put(1L, new TestWorld.Block(release));
        Instance instance = instance(TestSettings.fast(), recorded::wrap).start();
        try {
            instance.producer.enqueue(new TestTask(1));
            await().atMost(Duration.ofSeconds(10)).until(() -> world.started.contains(1L));
            Thread reader = recorded.readOf(1).thread();
            assertThat(world.ranOn.get(1L)).as("the thread that read task 1 runs it").isSameAs(reader);

            // Task 1 holds its thread; reading went on elsewhere: task 2 is read and done meanwhile.
            instance.producer.enqueue(new TestTask(2));
            awaitStatus(2, TaskStatus.COMPLETED, Duration.ofSeconds(10));
            assertThat(status(1)).contains(TaskStatus.PROCESSING);
            Thread follower = recorded.readOf(2).thread();
            assertThat(follower).as("task 2 was read by a thread other than the one running task 1")
                    .isNotSameAs(reader);
            assertThat(world.ranOn.get(2L)).isSameAs(follower);
        } finally {
            release.countDown();
        }
        awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(10));
    }

    @Test
    void aReadThatFilledEverySlotItHeldIsFollowedByAReadWithoutBlock() {
        TestSettings settings = TestSettings.fast();
        settings.concurrency = 4;
        settings.batchSize = 2; // the reader takes 2 of the 4 free slots per read
        Instance instance = instance(settings, recorded::wrap);
        instance.producer.enqueueAll(tasks(1, 2)); // a backlog of exactly one read's worth
        await().atMost(Duration.ofSeconds(10)).until(() -> stream(instance).size() == 2);

        instance.start();
        awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(10));
        awaitStatus(2, TaskStatus.COMPLETED, Duration.ofSeconds(10));
        await().atMost(Duration.ofSeconds(10)).until(() -> recorded.reads().size() >= 3);

        List<Read> reads = recorded.reads();
        Read full = reads.get(0);
        Read next = reads.get(1);
        Read after = reads.get(2);
        assertThat(full.count()).isEqualTo(2);
        assertThat(full.entityIds()).containsExactlyInAnyOrder(1L, 2L);
        assertThat(full.block()).as("the first read of an idle consumer blocks").isEqualTo(BLOCK);
        assertThat(next.block()).as("the read after a full read does not block").isNull();
        assertThat(next.entityIds()).as("the backlog was one read's worth").isEmpty();
        assertThat(after.block()).as("finding nothing without BLOCK, the reader blocks").isEqualTo(BLOCK);
        assertThat(after.thread()).as("on the spot, by the same reader").isSameAs(next.thread());
    }

    @Test
    void aReadThatLeftSlotsFreeIsFollowedByABlockingRead() {
        Instance instance = instance(TestSettings.fast(), recorded::wrap).start(); // 4 slots, reads up to 4
        instance.producer.enqueue(new TestTask(1));
        awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(10));
        Read partial = recorded.readOf(1);
        int index = recorded.indexOf(partial);
        await().atMost(Duration.ofSeconds(10)).until(() -> recorded.reads().size() > index + 1);

        assertThat(partial.filled()).isFalse();
        assertThat(recorded.reads().get(index + 1).block()).as("no backlog: the next read blocks")
                .isEqualTo(BLOCK);
        assertThat(status(1)).isEqualTo(Optional.of(TaskStatus.COMPLETED));
    }
}
