package com.prepstream.stream.consumer;

import com.prepstream.stream.model.StreamSettings;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * The one count of how much work this consumer holds: {@code concurrency} slots, and one slot per entry
 * from the moment it is read until its run ends or it is set aside (malformed, duplicate, stale, claim
 * failed, kept pending for a live lease). The reader reads only as many entries as it holds slots, so no
 * claimed task waits in a queue while its lease runs.
 *
 * <p>Who gives slots back: the reader (what a read did not fill), {@link BatchDispatcher} (entries that do
 * not become runs), and each {@link Run}, once, when it is let go or closed. Nobody else touches the count.
 */
final class WorkerSlots {

    /** Under load the reader lingers this long for more free slots: fuller batches, fewer statements. */
    private static final long GATHER_NANOS = TimeUnit.MILLISECONDS.toNanos(2);

    private final Semaphore free;
    private final int batch;

    WorkerSlots(StreamSettings settings) {
        int concurrency = Math.max(1, settings.concurrency());
        this.free = new Semaphore(concurrency);
        this.batch = Math.min(Math.max(1, settings.batchSize()), concurrency);
    }

    /**
     * Takes at least one slot (waiting up to 100 ms) and up to a batch, lingering a moment for more; idle,
     * every slot is free and nothing waits. Returns how many were taken: 0 when none became free in time.
     */
    int take() throws InterruptedException {
        if (!free.tryAcquire(100, TimeUnit.MILLISECONDS)) {
            return 0;
        }
        int taken = 1;
        long deadline = System.nanoTime() + GATHER_NANOS;
        try {
            while (taken < batch) {
                long left = deadline - System.nanoTime();
                if (free.tryAcquire() || (left > 0 && free.tryAcquire(left, TimeUnit.NANOSECONDS))) {
                    taken++;
                } else {
                    break;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // keep what was taken; the reader sees the flag and stops
        }
        return taken;
    }

    void giveBack(int count) {
        if (count > 0) {
            free.release(count);
        }
    }

    void giveBack() {
        free.release();
    }

    /** Slots free right now (for tests and gauges; the reader never decides on it). */
    int free() {
        return free.availablePermits();
    }
}
