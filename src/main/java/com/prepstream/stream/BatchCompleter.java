package com.prepstream.stream;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.redisson.api.stream.StreamMessageId;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Completes successful runs in batches: whatever finished since the last round is completed with one
 * guarded UPDATE (with {@code markCompleted} in the same transaction), then acknowledged with one XACK.
 * No thread of its own (flat combining): the worker that finishes a task completes it together with
 * whatever else finished meanwhile, unless another worker is already completing; then it waits until
 * its task was taken along, or takes the lock itself once it is free. Idle, a batch is a single task
 * without a thread hand-off; under load batches grow by themselves. A worker returns (and frees its slot)
 * only once its task's completion is decided, so no more than {@code concurrency} results ever wait here
 * and a reader never claims more work than the ledger has accepted.
 */
final class BatchCompleter<T> {

    private record Done<T>(Delivery delivery, T payload, CountDownLatch decided) {
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
    }

    /** Returns once the task's completion is decided (or the worker is interrupted at shutdown). */
    void add(Delivery delivery, T payload) {
        if (abandoned) {
            return;
        }
        Done<T> done = new Done<>(delivery, payload, new CountDownLatch(1));
        queue.add(done);
        while (done.decided().getCount() > 0 && !abandoned) {
            if (combining.tryLock()) {
                try {
                    completeQueued();
                } finally {
                    combining.unlock();
                }
            } else if (!awaitBriefly(done)) {
                return; // interrupted at shutdown: stop() completes what is still queued
            }
        }
    }

    /** Completes whatever is still queued (at shutdown, after the workers ended). */
    void stop() {
        combining.lock();
        try {
            while (!queue.isEmpty() && !abandoned) {
                completeQueued();
            }
        } finally {
            combining.unlock();
        }
    }

    void abandon() {
        abandoned = true;
        queue.clear();
    }

    /** Wakes as soon as a combiner decided this task; the timeout re-checks whether the lock came free. */
    private static boolean awaitBriefly(Done<?> done) {
        try {
            done.decided().await(1, TimeUnit.MILLISECONDS);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private void completeQueued() {
        List<Done<T>> batch = new ArrayList<>();
        for (Done<T> done = queue.poll(); done != null; done = batch.size() < MAX_BATCH ? queue.poll() : null) {
            batch.add(done);
        }
        if (batch.isEmpty() || abandoned) {
            return;
        }
        try {
            complete(batch);
        } catch (RuntimeException e) {
            log.error("Completing {} tasks failed unexpectedly", consumer.definition().taskType(), e);
        } finally {
            batch.forEach(done -> done.decided().countDown());
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
