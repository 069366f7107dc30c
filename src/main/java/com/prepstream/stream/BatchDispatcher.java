package com.prepstream.stream;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.redisson.api.stream.StreamMessageId;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * From a read batch to running workers: malformed entries to the dead letters, one claim statement for
 * the rest, duplicates and stale entries acknowledged, each claimed task handed to a worker.
 */
final class BatchDispatcher<T> {

    private static final Logger log = LoggerFactory.getLogger(BatchDispatcher.class);

    private final AbstractStreamConsumer<T> consumer;
    private final ConsumerEngine<T> engine;
    private final StreamTaskFramework framework;
    private final StreamDefinition definition;
    private final StreamSettings settings;
    private final TaskClaims claims;
    private final StreamMetrics metrics;
    private final TaskOutcomes<T> outcomes;

    BatchDispatcher(AbstractStreamConsumer<T> consumer, ConsumerEngine<T> engine, StreamTaskFramework framework,
            TaskOutcomes<T> outcomes) {
        this.consumer = consumer;
        this.engine = engine;
        this.framework = framework;
        this.definition = consumer.definition();
        this.settings = consumer.settings();
        this.claims = framework.ledger().claims();
        this.metrics = framework.metrics(definition);
        this.outcomes = outcomes;
    }

    /**
     * Claims a batch (fresh or reclaimed entries) in one statement and hands the claimed ones to workers.
     * Unclaimed entries are duplicates or stale and are acknowledged, except reclaimed entries whose task a
     * live lease still holds: those stay pending, to be reclaimed again once the lease has expired.
     */
    void dispatch(Map<StreamMessageId, Map<String, String>> entries, boolean reclaimed) {
        Map<Long, List<StreamMessageId>> byTask = new LinkedHashMap<>();
        for (Map.Entry<StreamMessageId, Map<String, String>> entry : entries.entrySet()) {
            String invalid = TaskMessages.invalidReason(entry.getValue());
            if (invalid != null) {
                outcomes.malformed(entry.getKey(), entry.getValue(), invalid);
                engine.slots().release();
            } else {
                byTask.computeIfAbsent(TaskMessages.taskId(entry.getValue()), id -> new ArrayList<>())
                        .add(entry.getKey());
            }
        }
        if (byTask.isEmpty()) {
            return;
        }
        List<TaskClaims.ClaimedTask> claimed;
        try {
            // The claim's commit does not wait for its WAL flush (see TaskClaims#withoutFlushWait): losing it
            // in a database crash leaves the task as it was before, which the sweeper recovers.
            claimed = framework.transactions().execute(status -> claims.withoutFlushWait(() -> claims.claim(
                    definition.taskType(), byTask.keySet(), consumer.consumerName(), settings.lease().toMillis())));
        } catch (RuntimeException e) {
            // Left un-acknowledged: reclaimed after reclaimIdle once the ledger answers again.
            log.warn("Claiming {} task(s) of {} failed: {}", byTask.size(), definition.taskType(), e.toString());
            engine.slots().release(byTask.values().stream().mapToInt(List::size).sum());
            engine.pause(500);
            return;
        }
        handOver(entries, byTask, claimed, reclaimed ? liveLeases(byTask, claimed) : List.of());
    }

    private List<Long> liveLeases(Map<Long, List<StreamMessageId>> byTask, List<TaskClaims.ClaimedTask> claimed) {
        List<Long> unclaimed = new ArrayList<>(byTask.keySet());
        claimed.forEach(task -> unclaimed.remove(task.taskId()));
        try {
            return unclaimed.isEmpty() ? List.of() : claims.heldByLiveLease(unclaimed);
        } catch (RuntimeException e) {
            return unclaimed; // unsure: keep them pending rather than drop a live task's entry
        }
    }

    private void handOver(Map<StreamMessageId, Map<String, String>> entries, Map<Long, List<StreamMessageId>> byTask,
            List<TaskClaims.ClaimedTask> claimed, List<Long> keepPending) {
        Map<Long, TaskClaims.ClaimedTask> byId = new LinkedHashMap<>();
        claimed.forEach(task -> byId.put(task.taskId(), task));
        int kept = 0;
        for (Long taskId : keepPending) {
            kept += byTask.remove(taskId).size();
        }
        engine.slots().release(kept);
        List<StreamMessageId> stale = new ArrayList<>();
        List<Delivery> deliveries = new ArrayList<>(claimed.size());
        byTask.forEach((taskId, ids) -> {
            TaskClaims.ClaimedTask task = byId.get(taskId);
            int first = task == null ? 0 : 1;
            if (task != null) {
                StreamMessageId id = ids.get(0);
                deliveries.add(new Delivery(id, entries.get(id), TaskMessages.message(id, task, entries.get(id)), task));
            }
            stale.addAll(ids.subList(first, ids.size()));
        });
        if (!stale.isEmpty()) {
            engine.ackQuietly(stale); // duplicates and stale entries: the ledger already decided them
            engine.slots().release(stale.size());
        }
        Instant now = Instant.now();
        for (Delivery delivery : deliveries) {
            metrics.recordPickup(delivery.claim().pickupMs());
            engine.inFlight().put(delivery.taskId(), delivery);
            framework.publish(new TaskStatusChanged(definition.taskType(), definition.entityType(),
                    delivery.claim().entityId(), TaskStatus.PROCESSING, delivery.attempt(), null, now));
            try {
                engine.workers().execute(() -> run(delivery));
            } catch (java.util.concurrent.RejectedExecutionException e) {
                engine.slots().release(); // stopping: stays in flight and is released as PENDING
            }
        }
    }

    private void run(Delivery delivery) {
        try {
            consumer.execute(delivery, outcomes);
        } catch (RuntimeException e) {
            log.error("Unexpected error around {} task {}", definition.taskType(), delivery.taskId(), e);
        } finally {
            engine.slots().release();
        }
    }
}
