package com.prepstream.stream.consumer;

import com.prepstream.stream.model.StreamSettings;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The one count of how much work this consumer holds: {@code concurrency} slots, and one slot per entry
 * from the moment it is read until its run ends or it is set aside (malformed, duplicate, stale, claim
 * failed, kept pending for a live lease). The reader reads only as many entries as it holds slots, so no
 * claimed task waits in a queue while its lease runs.
 *
 * <p>Who gives slots back: the reader (what a read did not fill), {@link BatchDispatcher} (entries that do
 * not become runs), and each {@link Run}, once, when it is let go or closed. Nobody else touches the count.
 *
 * <p>A slot given back wakes the waiting reader only when the reader can act on it: when the first slot
 * frees up, and while it lingers for a fuller batch, when a whole batch is free. A wake-up per slot cost
 * one context switch per task (docs/benchmarks.md, "Where the time goes").
 */
final class WorkerSlots {

    /** Under load the reader lingers this long for more free slots: fuller batches, fewer statements. */
    private static final long GATHER_NANOS = TimeUnit.MILLISECONDS.toNanos(2);
    private static final long WAIT_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition enough = lock.newCondition();
    private final int batch;
    private int free;
    /** How many free slots would let the waiting reader go on; 0 while it does not wait. */
    private int awaited;

    WorkerSlots(StreamSettings settings) {
        int concurrency = Math.max(1, settings.concurrency());
        this.free = concurrency;
        this.batch = Math.min(Math.max(1, settings.batchSize()), concurrency);
    }

    /**
     * Takes at least one slot (waiting up to 100 ms) and up to a batch, lingering a moment for more; idle,
     * every slot is free and nothing waits. Returns how many were taken: 0 when none became free in time.
     */
    int take() throws InterruptedException {
        lock.lock();
        try {
            if (!awaitFree(1, WAIT_NANOS)) {
                return 0;
            }
            if (free < batch) {
                try {
                    awaitFree(batch, GATHER_NANOS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt(); // take what is free; the reader sees the flag and stops
                }
            }
            int taken = Math.min(free, batch);
            free -= taken;
            return taken;
        } finally {
            lock.unlock();
        }
    }

    private boolean awaitFree(int wanted, long nanos) throws InterruptedException {
        awaited = wanted;
        try {
            long left = nanos;
            while (free < wanted && left > 0) {
                left = enough.awaitNanos(left);
            }
            return free >= wanted;
        } finally {
            awaited = 0;
        }
    }

    void giveBack(int count) {
        if (count <= 0) {
            return;
        }
        lock.lock();
        try {
            free += count;
            if (awaited > 0 && free >= awaited) {
                enough.signal();
            }
        } finally {
            lock.unlock();
        }
    }

    void giveBack() {
        giveBack(1);
    }

    /** Slots free right now (for tests and gauges; the reader never decides on it). */
    int free() {
        lock.lock();
        try {
            return free;
        } finally {
            lock.unlock();
        }
    }
}
