package com.prepstream.stream.consumer;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Batches successful runs for completion: whatever finished since the last round is handed to
 * {@link TaskOutcomes#completed} together (one guarded UPDATE with the {@code markCompleted} hooks, one XACK).
 * No thread of its own (flat combining): the worker that finishes a batch completes it together with
 * whatever else finished meanwhile, unless another worker is already completing; then that one takes
 * it along. Idle, a batch is a single task without a thread hand-off; under load batches grow by themselves.
 * At most {@code concurrency} results wait for their completion: a worker whose result finds the queue
 * full waits (keeping its slot, so the reader claims nothing more) until a completion makes room. While
 * the ledger does not accept completions, an instance holds at most {@code 2 x concurrency} tasks.
 */
final class BatchCompleter<T> {

    private record Done<T>(Run run, T payload) {
    }

    private static final Logger log = LoggerFactory.getLogger(BatchCompleter.class);
    private static final int MAX_BATCH = 500;

    private final TaskOutcomes<T> outcomes;
    private final String taskType;
    private final ConcurrentLinkedQueue<Done<T>> queue = new ConcurrentLinkedQueue<>();
    private final Semaphore room;
    private final ReentrantLock combining = new ReentrantLock();

    BatchCompleter(ConsumerContext<T> context, TaskOutcomes<T> outcomes) {
        this.outcomes = outcomes;
        this.taskType = context.definition.taskType();
        this.room = new Semaphore(Math.max(1, context.settings.concurrency()));
    }

    /**
     * Queues the successes of one worker's batch and completes them, with whatever else finished, unless
     * another worker is completing. When the queue is full it completes what is queued before it waits, so
     * results held by waiting workers never keep each other from completion.
     */
    void addAll(List<Run> runs, List<T> payloads) {
        for (int i = 0; i < runs.size(); i++) {
            if (!room.tryAcquire()) {
                combine();
                try {
                    room.acquire();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break; // shutting down: the rest stay in flight and are released as PENDING
                }
            }
            queue.add(new Done<>(runs.get(i), payloads.get(i)));
        }
        combine();
    }

    /** Completes whatever is still queued (at shutdown, after the workers ended). */
    void stop() {
        combining.lock();
        combining.unlock();
        combine();
    }

    /** Re-checks the queue after unlocking, so an entry added while another thread held the lock is never stranded. */
    private void combine() {
        do {
            if (!combining.tryLock()) {
                return;
            }
            try {
                completeQueued();
            } finally {
                combining.unlock();
            }
        } while (!queue.isEmpty());
    }

    private void completeQueued() {
        List<Run> runs = new ArrayList<>();
        List<T> payloads = new ArrayList<>();
        for (Done<T> done = queue.poll(); done != null; done = runs.size() < MAX_BATCH ? queue.poll() : null) {
            runs.add(done.run());
            payloads.add(done.payload());
        }
        if (runs.isEmpty()) {
            return;
        }
        try {
            outcomes.completed(runs, payloads);
        } catch (RuntimeException e) {
            log.error("Completing {} tasks failed unexpectedly", taskType, e);
        } finally {
            room.release(runs.size());
        }
    }
}
