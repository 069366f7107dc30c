package com.prepstream.stream;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.ReentrantLock;
import org.redisson.api.stream.StreamMessageId;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Completes successful runs in batches: whatever finished since the last round is completed with one
 * guarded UPDATE (with {@code markCompleted} in the same transaction), then acknowledged with one XACK.
 * No thread of its own (flat combining): the worker that finishes a task completes it together with
 * whatever else finished meanwhile, unless another worker is already completing; then that one takes
 * it along. Idle, a batch is a single task without a thread hand-off; under load batches grow by themselves.
 * At most {@code concurrency} results wait for their completion: a worker whose result finds the queue
 * full waits (keeping its slot, so the reader claims nothing more) until a completion makes room. While
 * the ledger does not accept completions, an instance holds at most {@code 2 x concurrency} tasks.
 */
final class BatchCompleter<T> {

    private record Done<T>(Delivery delivery, T payload) {
    }

    private static final Logger log = LoggerFactory.getLogger(BatchCompleter.class);
    private static final int MAX_BATCH = 500;

    private final AbstractStreamConsumer<T> consumer;
    private final ConsumerEngine<T> engine;
    private final StreamTaskFramework framework;
    private final StreamRedis redis;
    private final TaskOutcomes<T> outcomes;
    private final TaskClaims claims;
    private final StreamMetrics metrics;
    private final ConcurrentLinkedQueue<Done<T>> queue = new ConcurrentLinkedQueue<>();
    private final Semaphore room;
    private final ReentrantLock combining = new ReentrantLock();
    private volatile boolean abandoned;

    BatchCompleter(AbstractStreamConsumer<T> consumer, ConsumerEngine<T> engine, StreamTaskFramework framework,
            StreamRedis redis, TaskOutcomes<T> outcomes) {
        this.consumer = consumer;
        this.engine = engine;
        this.framework = framework;
        this.redis = redis;
        this.outcomes = outcomes;
        this.claims = framework.ledger().claims();
        this.metrics = framework.metrics(consumer.definition());
        this.room = new Semaphore(Math.max(1, consumer.settings().concurrency()));
    }

    void add(Delivery delivery, T payload) {
        if (abandoned) {
            return;
        }
        try {
            room.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return; // shutting down: the task stays in flight and is released as PENDING
        }
        queue.add(new Done<>(delivery, payload));
        combine();
    }

    /** Completes whatever is still queued (at shutdown, after the workers ended). */
    void stop() {
        combining.lock();
        combining.unlock();
        combine();
    }

    void abandon() {
        abandoned = true;
        queue.clear();
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
        } while (!queue.isEmpty() && !abandoned);
    }

    private void completeQueued() {
        List<Done<T>> batch = new ArrayList<>();
        for (Done<T> done = queue.poll(); done != null && !abandoned;
                done = batch.size() < MAX_BATCH ? queue.poll() : null) {
            batch.add(done);
        }
        if (batch.isEmpty()) {
            return;
        }
        try {
            complete(batch);
        } catch (RuntimeException e) {
            log.error("Completing {} tasks failed unexpectedly", consumer.definition().taskType(), e);
        } finally {
            room.release(batch.size());
        }
    }

    private void complete(List<Done<T>> batch) {
        List<TaskClaims.Ended> ended;
        try {
            ended = framework.transactions().execute(
                    status -> claims.plannedForTheLedgerAsItIs(() -> completeInLedger(batch)));
        } catch (RuntimeException e) {
            if (batch.size() > 1) {
                batch.forEach(done -> complete(List.of(done))); // find the one whose markCompleted failed
            } else {
                outcomes.failedTransiently(batch.get(0).delivery(), batch.get(0).payload(), e);
            }
            return;
        }
        List<StreamMessageId> ids = batch.stream().map(done -> done.delivery().entryId()).toList();
        engine.ackQuietly(ids);
        batch.forEach(done -> engine.finished(done.delivery()));
        metrics.completed.increment(ended.size());
        Instant now = Instant.now();
        StreamDefinition definition = consumer.definition();
        for (TaskClaims.Ended task : ended) {
            framework.publish(new TaskStatusChanged(definition.taskType(), definition.entityType(), task.entityId(),
                    TaskStatus.COMPLETED, task.attempt(), null, now));
        }
    }

    private List<TaskClaims.Ended> completeInLedger(List<Done<T>> batch) {
        long[] taskIds = new long[batch.size()];
        int[] attempts = new int[batch.size()];
        Map<Long, T> payloads = new HashMap<>();
        for (int i = 0; i < batch.size(); i++) {
            taskIds[i] = batch.get(i).delivery().taskId();
            attempts[i] = batch.get(i).delivery().attempt();
            payloads.put(taskIds[i], batch.get(i).payload());
        }
        List<TaskClaims.Ended> ended = claims.complete(taskIds, attempts, consumer.consumerName());
        for (TaskClaims.Ended task : ended) {
            consumer.markCompleted(payloads.get(task.taskId()));
        }
        return ended;
    }
}
