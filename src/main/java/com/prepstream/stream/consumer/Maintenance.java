package com.prepstream.stream.consumer;

import com.prepstream.stream.ledger.TaskSweeps;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.redis.StreamRedis;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.redisson.api.stream.PendingEntry;
import org.redisson.api.stream.StreamConsumer;
import org.redisson.api.stream.StreamGroup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What every instance does on a schedule, safely in parallel with the others: the sweeper (expire
 * leases, send due and unsent tasks, resend lost entries, write owed dead letters), safe trimming, gauges,
 * removing dead consumer names; and the heartbeat of running tasks.
 */
final class Maintenance<T> {

    private static final Logger log = LoggerFactory.getLogger(Maintenance.class);
    private static final int SWEEP_BATCH = 500;

    private final ConsumerContext<T> context;
    private final StreamDefinition definition;
    private final StreamSettings settings;
    private final StreamRedis redis;
    private final TaskSweeps sweeps;
    private final TaskOutcomes<T> outcomes;
    private final DeadLetters deadLetters;
    private long sweepCount;
    /**
     * Times this instance found the stream lost (NOGROUP), and how many of those the sweeper has brought
     * the ledger in line with. The ledger part is retried on every sweep until it succeeds: PostgreSQL may
     * be down when Redis comes back empty, and a recovery tried only once would leave the dead letters
     * lost with Redis unwritten for ever.
     */
    private final AtomicLong streamLosses = new AtomicLong();
    private long lossesResynced;
    /** This instance had to create the group at start: the dead letters are checked again (once it went through). */
    private volatile boolean lettersToCheckAgain;

    Maintenance(ConsumerContext<T> context, TaskOutcomes<T> outcomes, DeadLetters deadLetters) {
        this.context = context;
        this.definition = context.definition;
        this.settings = context.settings;
        this.redis = context.redis;
        this.sweeps = context.sweeps;
        this.outcomes = outcomes;
        this.deadLetters = deadLetters;
    }

    /**
     * The sweeper on one thread, the heartbeat and the deadline watch on another: a sweep that takes
     * longer than the lease (a slow database, a large backlog) must not keep running tasks from
     * renewing their leases, or they are taken over and run (and paid for) twice.
     */
    void schedule(ScheduledExecutorService sweeper, ScheduledExecutorService heartbeat) {
        long sweepMs = Math.max(10, settings.sweepInterval().toMillis());
        long heartbeatMs = Math.max(10, settings.heartbeat().toMillis());
        long watchMs = Math.max(10, Math.min(heartbeatMs, settings.deadline().toMillis() / 10));
        sweeper.scheduleWithFixedDelay(this::sweep, 0, sweepMs, TimeUnit.MILLISECONDS);
        heartbeat.scheduleWithFixedDelay(() -> step("heartbeat", this::heartbeat), heartbeatMs, heartbeatMs,
                TimeUnit.MILLISECONDS);
        heartbeat.scheduleWithFixedDelay(() -> step("deadline watch", this::stopOverdueRuns), watchMs, watchMs,
                TimeUnit.MILLISECONDS);
    }

    /** Runs past the stream's deadline are stopped and counted as failed attempts; their slots come back now. */
    private void stopOverdueRuns() {
        long deadlineNanos = settings.deadline().toNanos();
        long now = System.nanoTime();
        for (Run run : context.inFlight.list()) {
            if (run.overdue(deadlineNanos, now)) {
                outcomes.deadlinePassed(run);
                run.letGo();
            }
        }
    }

    void sweep() {
        step("resync after a lost stream", this::resyncAfterLoss);
        step("lease expiry", this::expireLeases);
        step("dispatch", this::dispatchDue);
        step("lost-entry check", this::resendLost);
        step("owed dead letters", deadLetters::writeOwed);
        step("trim", () -> redis.trimSafely(settings.trimTarget()));
        step("gauges", this::refreshGauges);
        if (sweepCount++ % 10 == 0) {
            step("consumer cleanup", this::removeDeadConsumers);
        }
    }

    /**
     * The group had to be created at start: a new deployment, or Redis lost its data while no instance ran.
     * The dead letters may be gone; the PENDING tasks are not sent again here, as on a new deployment their
     * entries are still in the stream (a lost one is found by the lost-entry check).
     */
    void groupCreatedAtStart() {
        lettersToCheckAgain = true;
    }

    /**
     * Redis answered NOGROUP: it lost the stream (flush, restart without persistence). The reader re-creates
     * the group at once; the sweeper re-sends and re-owes from the ledger ({@link #resyncAfterLoss}).
     */
    void recoverLostStream() {
        streamLosses.incrementAndGet();
        try {
            redis.ensureGroup();
            log.warn("Group {} of {} was missing (Redis lost its data): re-created", definition.group(),
                    definition.stream());
        } catch (RuntimeException e) {
            log.warn("Could not re-create group {} of {} yet: {}", definition.group(), definition.stream(),
                    e.toString());
            context.pause(1000);
        }
    }

    /**
     * After a loss every PENDING task is sent again (its entry may be gone) and the recent failures owe
     * their dead letters again. Counted as done only when the statements went through.
     */
    private void resyncAfterLoss() {
        long losses = streamLosses.get();
        if (losses != lossesResynced) {
            int resent = sweeps.resetSends(definition.taskType());
            deadLetters.oweAgain();
            lossesResynced = losses;
            lettersToCheckAgain = false;
            log.warn("Re-sending {} pending {} task(s) after {} lost its data", resent, definition.taskType(),
                    definition.stream());
        } else if (lettersToCheckAgain) {
            deadLetters.oweAgain();
            lettersToCheckAgain = false;
        }
    }

    /** Each expired lease ends in its own transaction, with the feature's status hook (see TaskOutcomes). */
    private void expireLeases() {
        for (long taskId : sweeps.expiredLeases(definition.taskType(), SWEEP_BATCH)) {
            try {
                outcomes.leaseExpired(taskId);
            } catch (RuntimeException e) {
                log.warn("Could not end the expired lease of {} task {} (retried next sweep): {}",
                        definition.taskType(), taskId, e.toString());
            }
        }
    }

    private void dispatchDue() {
        List<TaskSweeps.SweptTask> due;
        do {
            due = sweeps.takeDueUnsent(definition.taskType(), SWEEP_BATCH);
            context.sender.send(due.stream().map(TaskSweeps.SweptTask::outgoing).toList(), error -> { }).join();
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
            context.sender.send(lost.stream().map(TaskSweeps.SweptTask::outgoing).toList(), error -> { }).join();
        }
    }

    /** Running tasks keep their lease, and their entries stay young so nobody reclaims them. */
    private void heartbeat() {
        List<Run> running = context.inFlight.list();
        if (running.isEmpty()) {
            return;
        }
        context.claims.extend(running.stream().map(Run::token).toList(), settings.lease().toMillis());
        redis.touch(context.consumerName, running.stream().map(Run::entryId).toList());
    }

    private void refreshGauges() {
        StreamGroup group = redis.group();
        StreamMetrics metrics = context.metrics;
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
            if (!member.getName().equals(context.consumerName) && member.getPending() == 0
                    && member.getIdleTime() > threshold) {
                redis.removeConsumer(member.getName());
                log.info("Removed idle consumer {} from {}", member.getName(), definition.group());
            }
        }
    }

    private void step(String name, Runnable step) {
        try {
            step.run();
        } catch (RuntimeException e) {
            if (context.isStopping()) {
                log.debug("Stream maintenance '{}' of {} interrupted by shutdown", name, definition.stream());
            } else {
                log.warn("Stream maintenance '{}' of {} failed: {}", name, definition.stream(), e.toString());
            }
        }
    }
}
