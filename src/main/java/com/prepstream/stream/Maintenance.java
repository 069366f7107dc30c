package com.prepstream.stream;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.redisson.api.stream.PendingEntry;
import org.redisson.api.stream.StreamConsumer;
import org.redisson.api.stream.StreamGroup;
import org.redisson.api.stream.StreamMessageId;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What every instance does on a schedule, safely in parallel with the others: the sweeper (expire
 * leases, send due and unsent tasks, resend lost entries), safe trimming, gauges, removing dead consumer names; and the heartbeat of running tasks.
 */
final class Maintenance<T> {

    private static final Logger log = LoggerFactory.getLogger(Maintenance.class);
    private static final int SWEEP_BATCH = 500;
    private static final long OWED_LETTER_GRACE_MS = 10_000;

    private final AbstractStreamConsumer<T> consumer;
    private final ConsumerEngine<T> engine;
    private final StreamTaskFramework framework;
    private final StreamDefinition definition;
    private final StreamSettings settings;
    private final StreamRedis redis;
    private final TaskOutcomes<T> outcomes;
    private final TaskSweeps sweeps;
    private final TaskDispatcher dispatcher;
    private final StreamMetrics metrics;
    private long sweepCount;

    Maintenance(AbstractStreamConsumer<T> consumer, ConsumerEngine<T> engine, StreamTaskFramework framework,
            StreamRedis redis, TaskOutcomes<T> outcomes) {
        this.consumer = consumer;
        this.engine = engine;
        this.framework = framework;
        this.definition = consumer.definition();
        this.settings = consumer.settings();
        this.redis = redis;
        this.outcomes = outcomes;
        this.sweeps = framework.ledger().sweeps();
        this.dispatcher = framework.dispatcher(definition);
        this.metrics = framework.metrics(definition);
    }

    void schedule(ScheduledExecutorService scheduler) {
        long sweepMs = Math.max(10, settings.sweepInterval().toMillis());
        long heartbeatMs = Math.max(10, settings.heartbeat().toMillis());
        scheduler.scheduleWithFixedDelay(this::sweep, 0, sweepMs, TimeUnit.MILLISECONDS);
        scheduler.scheduleWithFixedDelay(() -> step("heartbeat", this::heartbeat), heartbeatMs, heartbeatMs,
                TimeUnit.MILLISECONDS);
    }

    void sweep() {
        step("lease expiry", this::expireLeases);
        step("dispatch", this::dispatchDue);
        step("lost-entry check", this::resendLost);
        step("owed dead letters", this::writeOwedDeadLetters);
        step("trim", () -> redis.trimSafely(settings.trimTarget()));
        step("gauges", this::refreshGauges);
        if (sweepCount++ % 10 == 0) {
            step("consumer cleanup", this::removeDeadConsumers);
        }
    }

    /** Redis answered NOGROUP: it lost the stream (flush, restart without persistence). */
    void recoverLostStream() {
        try {
            redis.ensureGroup();
            int resent = sweeps.resetSends(definition.taskType());
            log.warn("Group {} of {} was missing (Redis lost its data): re-created, re-sending {} pending task(s)",
                    definition.group(), definition.stream(), resent);
            oweDeadLettersAgain();
            dispatchDue();
        } catch (RuntimeException e) {
            log.warn("Could not recover {} yet: {}", definition.stream(), e.toString());
            engine.pause(1000);
        }
    }

    /**
     * The stream was created or re-created: Redis may have lost the dead letters too (or a new failure
     * re-created their stream with only its own). The recent failed tasks owe theirs again; the
     * sweeper writes those it does not find and records those it does.
     */
    void oweDeadLettersAgain() {
        int owed = sweeps.oweDeadLettersAgain(definition.taskType(), settings.deadLetterMaxLen());
        if (owed > 0) {
            log.warn("Checking {} for the dead letters of the last {} failed task(s); missing ones are rewritten",
                    definition.deadLetterStream(), owed);
        }
    }

    /**
     * Each expired lease ends in its own transaction together with the feature's status hook, so the
     * ledger and the feature's status never disagree (a FAILED task whose item still says PROCESSING
     * would look stuck forever). A hook that fails rolls back only its own task, retried next sweep.
     */
    private void expireLeases() {
        for (long taskId : sweeps.expiredLeases(definition.taskType(), SWEEP_BATCH)) {
            try {
                framework.transactions().execute(status -> sweeps.expireLease(taskId).map(this::withStatusHook))
                        .ifPresent(this::afterLeaseExpired);
            } catch (RuntimeException e) {
                log.warn("Could not end the expired lease of {} task {} (retried next sweep): {}",
                        definition.taskType(), taskId, e.toString());
            }
        }
    }

    private TaskSweeps.SweptTask withStatusHook(TaskSweeps.SweptTask task) {
        T payload = payloadOrNull(task);
        if (payload != null && task.status() == TaskStatus.FAILED) {
            consumer.markFailed(payload, task.lastError());
        } else if (payload != null) {
            consumer.markRetrying(payload, task.lastError());
        }
        return task;
    }

    private void afterLeaseExpired(TaskSweeps.SweptTask task) {
        if (task.status() == TaskStatus.FAILED) {
            metrics.failed.increment();
            outcomes.deadLetterTask(task.taskId(), task.attempt(), TaskDispatcher.fields(outgoing(task)), null,
                    task.lastError(), Instant.now());
        } else {
            metrics.retried.increment();
        }
        framework.publish(new TaskStatusChanged(definition.taskType(), definition.entityType(), task.entityId(),
                task.status(), task.attempt(), task.lastError(), Instant.now()));
    }

    private void dispatchDue() {
        List<TaskSweeps.SweptTask> due;
        do {
            due = sweeps.takeDueUnsent(definition.taskType(), SWEEP_BATCH);
            dispatcher.send(due.stream().map(Maintenance::outgoing).toList(), error -> { }).join();
        } while (due.size() == SWEEP_BATCH);
    }

    private void resendLost() {
        List<TaskSweeps.SweptTask> candidates = sweeps.takeSentLongAgo(definition.taskType(),
                settings.lostAfter().toMillis(), SWEEP_BATCH);
        if (candidates.isEmpty()) {
            return;
        }
        StreamRedis.Position position = redis.position();
        List<TaskSweeps.SweptTask> lost = candidates.stream()
                .filter(task -> !position.mayStillHold(task.sentAt())).toList();
        if (!lost.isEmpty()) {
            log.warn("Re-sending {} {} task(s) whose entries were lost", lost.size(), definition.taskType());
            dispatcher.send(lost.stream().map(Maintenance::outgoing).toList(), error -> { }).join();
        }
    }

    /**
     * Dead letters whose XADD failed when their task failed (or that Redis lost since). Rows stay locked
     * while their letters are written; on the first XADD that fails the rest waits for the next sweep.
     * The worker that fails a task writes its letter milliseconds after the commit: letters owed for
     * longer than the grace (the smaller of {@code lostAfter} and 10 s) are the sweeper's.
     */
    private void writeOwedDeadLetters() {
        long graceMs = Math.min(settings.lostAfter().toMillis(), OWED_LETTER_GRACE_MS);
        framework.transactions().executeWithoutResult(status -> {
            List<TaskSweeps.OwedDeadLetter> owedLetters = sweeps.lockOwedDeadLetters(definition.taskType(), graceMs,
                    SWEEP_BATCH);
            if (owedLetters.isEmpty()) {
                return;
            }
            Set<String> alreadyWritten;
            try {
                // oldest first: the letters written since the oldest failure cover them all
                alreadyWritten = redis.deadLettersSince(owedLetters.get(0).failedAt());
            } catch (RuntimeException e) {
                return; // Redis refuses: the letters stay owed, as when their XADD fails
            }
            for (TaskSweeps.OwedDeadLetter owed : owedLetters) {
                if (alreadyWritten.contains(StreamRedis.letterKey(owed.taskId(), owed.attempt()))) {
                    // written before, but recording that failed (or owed again after a loss it survived)
                    sweeps.markDeadLettered(owed.taskId(), owed.attempt());
                    continue;
                }
                var fields = TaskDispatcher.fields(new TaskDispatcher.Outgoing(owed.taskId(), owed.entityId(),
                        owed.attempt(), owed.fields()));
                boolean written = outcomes.deadLetterTask(owed.taskId(), owed.attempt(), fields, null, owed.error(),
                        owed.failedAt());
                if (!written) {
                    return;
                }
            }
        });
    }

    /** Running tasks keep their lease, and their entries stay young so nobody reclaims them. */
    private void heartbeat() {
        Map<Long, Delivery> running = engine.inFlight();
        if (running.isEmpty()) {
            return;
        }
        List<Delivery> deliveries = List.copyOf(running.values());
        framework.ledger().claims().extend(deliveries.stream().map(Delivery::taskId).toList(),
                consumer.consumerName(), settings.lease().toMillis());
        redis.touch(consumer.consumerName(), deliveries.stream().map(Delivery::entryId).toList());
    }

    private void refreshGauges() {
        StreamGroup group = redis.group();
        metrics.length.set(group == null ? 0 : redis.length());
        metrics.pending.set(group == null ? 0 : group.getPending());
        metrics.lag.set(group == null ? 0 : Math.max(0, group.getLag()));
        PendingEntry oldest = group == null || group.getPending() == 0 ? null : redis.oldestPending();
        metrics.oldestPendingAgeMs.set(oldest == null ? 0 : Math.max(0, System.currentTimeMillis() - oldest.getId().getId0()));
    }

    /** Names of consumers that are long idle and own no pending entry are removed from the group. */
    private void removeDeadConsumers() {
        long threshold = Math.max(settings.reclaimIdle().toMillis() * 2, settings.block().toMillis() * 10);
        for (StreamConsumer member : redis.consumers()) {
            if (!member.getName().equals(consumer.consumerName()) && member.getPending() == 0
                    && member.getIdleTime() > threshold) {
                redis.removeConsumer(member.getName());
                log.info("Removed idle consumer {} from {}", member.getName(), definition.group());
            }
        }
    }

    private T payloadOrNull(TaskSweeps.SweptTask task) {
        try {
            return consumer.parsePayload(new TaskMessage(null, task.taskId(), task.entityId(),
                    task.attempt(), TaskDispatcher.fields(outgoing(task))));
        } catch (RuntimeException e) {
            return null;
        }
    }

    private void step(String name, Runnable step) {
        try {
            step.run();
        } catch (RuntimeException e) {
            if (engine.isStopping()) {
                log.debug("Stream maintenance '{}' of {} interrupted by shutdown", name, definition.stream());
            } else {
                log.warn("Stream maintenance '{}' of {} failed: {}", name, definition.stream(), e.toString());
            }
        }
    }

    static TaskDispatcher.Outgoing outgoing(TaskSweeps.SweptTask task) {
        return new TaskDispatcher.Outgoing(task.taskId(), task.entityId(), task.attempt(), task.fields());
    }

    static StreamMessageId parseId(String id) {
        String[] parts = id.split("-");
        return new StreamMessageId(Long.parseLong(parts[0]), parts.length > 1 ? Long.parseLong(parts[1]) : 0);
    }
}
