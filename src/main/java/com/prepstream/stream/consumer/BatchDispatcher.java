package com.prepstream.stream.consumer;

import com.prepstream.stream.ledger.TaskClaims;
import com.prepstream.stream.model.ClaimedTask;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.redis.WireFormat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.redisson.api.stream.StreamMessageId;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * From a read batch to running workers: malformed entries to the dead letters, one claim statement for
 * the rest, duplicates and stale entries acknowledged, the claimed runs handed to {@link BatchWorkers}.
 * Every entry arrives holding one slot of {@link WorkerSlots}; this class gives it back when the entry
 * does not become a run; a claimed entry's slot passes to its {@link Run}.
 */
final class BatchDispatcher<T> {

    private static final Logger log = LoggerFactory.getLogger(BatchDispatcher.class);

    private final ConsumerContext<T> context;
    private final StreamDefinition definition;
    private final TaskClaims claims;
    private final WorkerSlots slots;
    private final TaskOutcomes<T> outcomes;
    private final BatchWorkers<T> workers;

    BatchDispatcher(ConsumerContext<T> context, TaskOutcomes<T> outcomes, BatchWorkers<T> workers) {
        this.context = context;
        this.definition = context.definition;
        this.claims = context.claims;
        this.slots = context.slots;
        this.outcomes = outcomes;
        this.workers = workers;
    }

    /**
     * Claims a batch (fresh or reclaimed entries) in one statement and hands the claimed ones to workers.
     * Unclaimed entries are duplicates or stale and are acknowledged, except reclaimed entries whose task a
     * live lease still holds: those stay pending, to be reclaimed again once the lease has expired.
     * Returns the part of the claimed runs the calling reader runs itself ({@link BatchWorkers#run}), or null.
     */
    Runnable dispatch(Map<StreamMessageId, Map<String, String>> entries, boolean reclaimed) {
        Map<Long, List<StreamMessageId>> byTask = new LinkedHashMap<>();
        for (Map.Entry<StreamMessageId, Map<String, String>> entry : entries.entrySet()) {
            String invalid = WireFormat.invalidReason(entry.getValue());
            if (invalid != null) {
                outcomes.malformed(entry.getKey(), entry.getValue(), invalid);
                slots.giveBack();
            } else {
                byTask.computeIfAbsent(WireFormat.taskId(entry.getValue()), id -> new ArrayList<>(1))
                        .add(entry.getKey());
            }
        }
        if (byTask.isEmpty()) {
            return null;
        }
        List<ClaimedTask> claimed;
        try {
            // One statement on its own, whose commit does not wait for its WAL flush (see TaskClaims#claim):
            // losing it in a database crash leaves the task as it was before, which the sweeper recovers.
            claimed = claims.claim(definition.taskType(), byTask.keySet(), context.consumerName,
                    context.settings.lease().toMillis());
        } catch (RuntimeException e) {
            // Left un-acknowledged: reclaimed after reclaimIdle once the ledger answers again.
            log.warn("Claiming {} task(s) of {} failed: {}", byTask.size(), definition.taskType(), e.toString());
            slots.giveBack(byTask.values().stream().mapToInt(List::size).sum());
            context.pause(500);
            return null;
        }
        return handOver(entries, byTask, claimed, reclaimed ? liveLeases(byTask, claimed) : List.of());
    }

    private List<Long> liveLeases(Map<Long, List<StreamMessageId>> byTask, List<ClaimedTask> claimed) {
        List<Long> unclaimed = new ArrayList<>(byTask.keySet());
        claimed.forEach(task -> unclaimed.remove(task.taskId()));
        try {
            return unclaimed.isEmpty() ? List.of() : claims.heldByLiveLease(unclaimed);
        } catch (RuntimeException e) {
            return unclaimed; // unsure: keep them pending rather than drop a live task's entry
        }
    }

    private Runnable handOver(Map<StreamMessageId, Map<String, String>> entries, Map<Long, List<StreamMessageId>> byTask,
            List<ClaimedTask> claimed, List<Long> keepPending) {
        Map<Long, ClaimedTask> byId = new HashMap<>(claimed.size() * 2);
        for (ClaimedTask task : claimed) {
            byId.put(task.taskId(), task);
        }
        for (Long taskId : keepPending) {
            slots.giveBack(byTask.remove(taskId).size());
        }
        List<StreamMessageId> stale = new ArrayList<>();
        List<Run> runs = new ArrayList<>(claimed.size());
        for (Map.Entry<Long, List<StreamMessageId>> entry : byTask.entrySet()) {
            ClaimedTask task = byId.get(entry.getKey());
            List<StreamMessageId> ids = entry.getValue();
            for (int i = 0; i < ids.size(); i++) {
                StreamMessageId id = ids.get(i);
                if (i == 0 && task != null) {
                    Map<String, String> fields = entries.get(id);
                    runs.add(Run.open(id, fields, WireFormat.message(id, task, fields), task, slots, context.inFlight));
                } else {
                    stale.add(id);
                }
            }
        }
        if (!stale.isEmpty()) {
            context.ackQuietly(stale); // duplicates and stale entries: the ledger already decided them
            slots.giveBack(stale.size());
        }
        for (Run run : runs) {
            context.metrics.recordPickup(run.claim().pickupMs());
            context.publish(run.claim().entityId(), TaskStatus.PROCESSING, run.attempt(), null);
        }
        return runs.isEmpty() ? null : workers.run(runs);
    }
}
