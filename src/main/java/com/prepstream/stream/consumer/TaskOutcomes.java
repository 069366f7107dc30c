package com.prepstream.stream.consumer;

import com.prepstream.stream.ledger.TaskClaims;
import com.prepstream.stream.ledger.TaskSweeps;
import com.prepstream.stream.model.PermanentTaskException;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.model.TaskDeadlineException;
import com.prepstream.stream.model.TaskErrors;
import com.prepstream.stream.model.TaskMessage;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.redis.WireFormat;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.BiConsumer;
import org.redisson.api.stream.StreamMessageId;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs a claimed task through the feature's hooks and records how it ended: completed, retried with
 * backoff, failed for good (with a dead letter), entity gone, lease expired. This is the only class that
 * calls the consumer's hooks, so their order is fixed here: parsePayload → entityExists → markProcessing
 * → processBusiness → markCompleted | markRetrying | markFailed. Each status hook runs inside the
 * transaction of its ledger change; the entry is acknowledged last (process, decide, then ack).
 */
final class TaskOutcomes<T> {

    static final int MAX_ERROR_LENGTH = 500;

    private static final Logger log = LoggerFactory.getLogger(TaskOutcomes.class);

    private final ConsumerContext<T> context;
    private final TaskHooks<T> hooks;
    private final StreamDefinition definition;
    private final TaskClaims claims;
    private final DeadLetters deadLetters;

    TaskOutcomes(ConsumerContext<T> context, DeadLetters deadLetters) {
        this.context = context;
        this.hooks = context.hooks;
        this.definition = context.definition;
        this.claims = context.claims;
        this.deadLetters = deadLetters;
    }

    /**
     * One claimed run, on a worker thread; a success goes to {@code succeeded} (the {@code BatchCompleter},
     * which batches completions and calls {@link #completed} back: a callback, so the two classes do not
     * depend on each other both ways).
     */
    void run(Run run, BiConsumer<Run, T> succeeded) {
        T payload;
        try {
            payload = hooks.parsePayload(run.message());
        } catch (RuntimeException e) {
            if (stillOurs(run)) {
                fail(run, null, TaskErrors.describe(e, log, describeRun(run)));
            }
            return;
        }
        try {
            if (!hooks.entityExists(payload)) {
                if (stillOurs(run)) {
                    entityGone(run);
                }
                return;
            }
            hooks.markProcessing(payload);
            long started = System.nanoTime();
            hooks.processBusiness(payload);
            context.metrics.processing.record(Duration.ofNanos(System.nanoTime() - started));
            if (stillOurs(run)) {
                succeeded.accept(run, payload);
            }
        } catch (PermanentTaskException e) {
            if (stillOurs(run)) {
                fail(run, payload, describe(e, describeRun(run)));
            }
        } catch (Exception | Error e) {
            // Anything else is transient; even an Error must end in a decision, never a task held forever.
            if (stillOurs(run)) {
                failedTransiently(run, payload, e);
            }
        }
    }

    /** False when the deadline watch already decided this run: whatever it did since is dropped. */
    private boolean stillOurs(Run run) {
        if (run.finish()) {
            return true;
        }
        log.warn("{} task {} attempt {} ended after its deadline had stopped it; its result is dropped",
                definition.taskType(), run.taskId(), run.attempt());
        return false;
    }

    /**
     * The run outlived the stream's deadline: it is interrupted and counts as a failed attempt, retried
     * after backoff or FAILED when it was the last, exactly like a transient failure.
     */
    void deadlinePassed(Run run) {
        if (!run.expire()) {
            return; // it finished just in time
        }
        T payload;
        try {
            payload = hooks.parsePayload(run.message());
        } catch (RuntimeException e) {
            payload = null;
        }
        log.warn("{} task {} attempt {} passed its deadline of {}; stopping it", definition.taskType(),
                run.taskId(), run.attempt(), context.settings.deadline());
        failedTransiently(run, payload, new TaskDeadlineException(context.settings.deadline()));
    }

    /**
     * Completes finished runs with one guarded UPDATE and their {@code markCompleted} hooks in one
     * transaction, then one XACK; when the hook is a declared mirror's move, with one autocommit statement
     * that writes both ({@link TaskHooks#completionMirror}). A batch that fails is split to find the run
     * whose hook failed; that one is a transient failure.
     */
    void completed(List<Run> runs, List<T> payloads) {
        List<TaskClaims.Ended> ended;
        try {
            TaskHooks.CompletionMirror mirror = hooks.completionMirror();
            ended = mirror != null ? completeMirrored(runs, mirror)
                    : context.transactions.execute(status -> completeInLedger(runs, payloads));
        } catch (RuntimeException e) {
            if (runs.size() > 1) {
                for (int i = 0; i < runs.size(); i++) {
                    completed(List.of(runs.get(i)), List.of(payloads.get(i)));
                }
            } else {
                failedTransiently(runs.get(0), payloads.get(0), e);
            }
            return;
        }
        List<Run> closedRuns = Run.closeAll(runs);
        if (!closedRuns.isEmpty()) {
            List<StreamMessageId> closed = new ArrayList<>(closedRuns.size());
            for (Run run : closedRuns) {
                closed.add(run.entryId());
            }
            context.ackQuietly(closed);
        }
        context.metrics.completed.increment(ended.size());
        for (TaskClaims.Ended task : ended) {
            context.publish(task.entityId(), TaskStatus.COMPLETED, task.attempt(), null);
        }
    }

    /** No transaction of its own: the statement's autocommit commits the ledger and the mirror together. */
    private List<TaskClaims.Ended> completeMirrored(List<Run> runs, TaskHooks.CompletionMirror mirror) {
        long[] taskIds = new long[runs.size()];
        long[] runIds = new long[runs.size()];
        for (int i = 0; i < runs.size(); i++) {
            taskIds[i] = runs.get(i).taskId();
            runIds[i] = runs.get(i).runId();
        }
        return mirror.table() == null ? claims.complete(taskIds, runIds)
                : claims.complete(taskIds, runIds, mirror.table(), mirror.from());
    }

    private List<TaskClaims.Ended> completeInLedger(List<Run> runs, List<T> payloads) {
        long[] taskIds = new long[runs.size()];
        long[] runIds = new long[runs.size()];
        Map<Long, T> byTask = new HashMap<>(runs.size() * 2);
        for (int i = 0; i < runs.size(); i++) {
            taskIds[i] = runs.get(i).taskId();
            runIds[i] = runs.get(i).runId();
            byTask.put(taskIds[i], payloads.get(i));
        }
        List<TaskClaims.Ended> ended = claims.complete(taskIds, runIds);
        for (TaskClaims.Ended task : ended) {
            hooks.markCompleted(byTask.get(task.taskId()));
        }
        return ended;
    }

    /** Transient: PENDING again after backoff (the sweeper sends it when due), or FAILED when exhausted. */
    void failedTransiently(Run run, T payload, Throwable error) {
        if (context.isStopping()) {
            return; // failed while shutting down (typically interrupted): left in flight, released as PENDING
        }
        String message = describe(error, describeRun(run));
        if (run.attempt() >= run.claim().maxAttempts()) {
            fail(run, payload, message);
            return;
        }
        long delay = backoffMillis(run.attempt());
        boolean retried = context.inTransaction(() -> {
            boolean changed = claims.retry(run.taskId(), run.runId(), delay, message);
            if (changed && payload != null) {
                hooks.markRetrying(payload, message);
            }
            return changed;
        });
        if (retried) {
            context.metrics.retried.increment();
            context.publish(run.claim().entityId(), TaskStatus.PENDING, run.attempt(), message);
            log.info("{} task {} attempt {} failed, retrying in {} ms: {}", definition.taskType(),
                    run.taskId(), run.attempt(), delay, message);
        }
        acknowledge(run);
    }

    /** Final failure: FAILED with a readable error, a dead letter, then the ack. */
    void fail(Run run, T payload, String error) {
        boolean failed = context.inTransaction(() -> {
            boolean changed = claims.fail(run.taskId(), run.runId(), error);
            if (changed && payload != null) {
                hooks.markFailed(payload, error);
            }
            return changed;
        });
        if (failed) {
            context.metrics.failed.increment();
            deadLetters.writeForTask(run.taskId(), run.attempt(), run.fields(),
                    run.entryId().toString(), error, Instant.now());
            context.publish(run.claim().entityId(), TaskStatus.FAILED, run.attempt(), error);
            log.warn("{} task {} failed for good after {} attempt(s): {}", definition.taskType(), run.taskId(),
                    run.attempt(), error);
        }
        acknowledge(run);
    }

    /** The feature deleted the entity: the task goes quietly, no FAILED status, no dead letter. */
    void entityGone(Run run) {
        claims.drop(run.taskId(), run.runId());
        acknowledge(run);
    }

    /**
     * The sweeper found the task's lease expired (its worker died or stalled). The ledger change and the
     * feature's status hook commit together, so they never disagree (a FAILED task whose item still says
     * PROCESSING would look stuck forever); a hook that fails rolls back only this task, retried next sweep.
     */
    void leaseExpired(long taskId) {
        String ref = TaskErrors.newReference();
        String error = TaskErrors.stored(TaskErrors.WORKER_LOST, ref);
        TaskSweeps.SweptTask task = context.transactions.execute(status -> context.sweeps.expireLease(taskId, error)
                .map(this::withStatusHook).orElse(null));
        if (task == null) {
            return; // another instance's sweeper ended it
        }
        log.warn("{} task {} attempt {}: its lease expired, its worker stopped responding ({}, ref {})",
                definition.taskType(), taskId, task.attempt(), TaskErrors.WORKER_LOST, ref);
        Map<String, String> entry = WireFormat.entry(task.outgoing());
        if (task.status() == TaskStatus.FAILED) {
            context.metrics.failed.increment();
            deadLetters.writeForTask(task.taskId(), task.attempt(), entry, null, task.lastError(), Instant.now());
        } else {
            context.metrics.retried.increment();
        }
        context.publish(task.entityId(), task.status(), task.attempt(), task.lastError());
    }

    private TaskSweeps.SweptTask withStatusHook(TaskSweeps.SweptTask task) {
        T payload;
        try {
            payload = hooks.parsePayload(new TaskMessage(null, task.taskId(), task.entityId(), task.attempt(),
                    WireFormat.entry(task.outgoing())));
        } catch (RuntimeException e) {
            return task; // an unreadable payload has no feature status to move
        }
        if (payload == null) {
            return task;
        }
        if (task.status() == TaskStatus.FAILED) {
            hooks.markFailed(payload, task.lastError());
        } else {
            hooks.markRetrying(payload, task.lastError());
        }
        return task;
    }

    /** A malformed entry never reaches the hooks: it has no usable ids to claim. */
    void malformed(StreamMessageId entryId, Map<String, String> fields, String reason) {
        deadLetters.writeForMalformedEntry(entryId, fields, reason);
    }

    long backoffMillis(int attempt) {
        long base = context.settings.backoffAfter(attempt).toMillis();
        double spread = context.settings.jitter() * (2 * ThreadLocalRandom.current().nextDouble() - 1);
        return Math.max(0, Math.round(base * (1 + spread)));
    }

    /** The run is decided in the ledger: closed (heartbeat stops, slot back), and its entry acked once. */
    private void acknowledge(Run run) {
        if (run.close()) {
            context.ackQuietly(List.of(run.entryId()));
        }
    }

    /**
     * What the user may read, single-line and truncated. A {@link PermanentTaskException}'s message is
     * written for users and kept; any other exception (SQL, a host name, a model URL) is logged under a
     * reference and the user reads a message by its code with that reference ({@link TaskErrors}).
     */
    static String describe(Throwable error, String run) {
        String message = error.getMessage();
        String text = error instanceof PermanentTaskException permanent && message != null ? permanent.stored()
                : TaskErrors.describe(error, log, run);
        text = text.replaceAll("\\s+", " ").trim();
        return text.length() <= MAX_ERROR_LENGTH ? text : text.substring(0, MAX_ERROR_LENGTH - 1) + "…";
    }

    private String describeRun(Run run) {
        return definition.taskType() + " task " + run.taskId() + " attempt " + run.attempt();
    }
}
