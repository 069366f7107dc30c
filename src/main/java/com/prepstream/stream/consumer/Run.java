package com.prepstream.stream.consumer;

import com.prepstream.stream.ledger.TaskClaims;
import com.prepstream.stream.model.ClaimedTask;
import com.prepstream.stream.model.TaskMessage;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.redisson.api.stream.StreamMessageId;

/**
 * One claimed run: its entry, its lease token (task id, run id), the worker slot it holds and its place
 * among the runs in flight (which the heartbeat renews and shutdown releases). Everything that ends a
 * run ends it here, so each part is let go exactly once however many paths end it (completion, failure,
 * deadline, shutdown, a late worker):
 * <ul>
 * <li>{@link #finish} / {@link #expire}: the worker and the deadline watch race for the decision; one wins;
 * <li>{@link #letGo}: the worker no longer needs the slot (or the watch took the run away); the slot comes back once;
 * <li>{@link #close}: the ledger decided the run (or shutdown released it): it leaves the runs in flight and
 * lets go of its slot. True only for the one caller that closes it, which alone may acknowledge the entry.
 * </ul>
 */
final class Run {

    private static final int RUNNING = 0;
    private static final int FINISHED = 1;
    private static final int EXPIRED = 2;

    private final StreamMessageId entryId;
    private final Map<String, String> fields;
    private final TaskMessage message;
    private final ClaimedTask claim;
    private final WorkerSlots slots;
    private final InFlight inFlight;
    private final long startedNanos = System.nanoTime();
    private final AtomicInteger decision = new AtomicInteger(RUNNING);
    private final AtomicBoolean slotHeld = new AtomicBoolean(true);
    private final AtomicBoolean closed = new AtomicBoolean();
    private Thread worker;

    private Run(StreamMessageId entryId, Map<String, String> fields, TaskMessage message, ClaimedTask claim,
            WorkerSlots slots, InFlight inFlight) {
        this.entryId = entryId;
        this.fields = fields;
        this.message = message;
        this.claim = claim;
        this.slots = slots;
        this.inFlight = inFlight;
    }

    /** A claimed entry becomes a run holding one of {@code slots}, in flight from now on. */
    static Run open(StreamMessageId entryId, Map<String, String> fields, TaskMessage message, ClaimedTask claim,
            WorkerSlots slots, InFlight inFlight) {
        Run run = new Run(entryId, fields, message, claim, slots, inFlight);
        inFlight.runs.put(run.taskId(), run);
        return run;
    }

    StreamMessageId entryId() {
        return entryId;
    }

    Map<String, String> fields() {
        return fields;
    }

    TaskMessage message() {
        return message;
    }

    ClaimedTask claim() {
        return claim;
    }

    long taskId() {
        return claim.taskId();
    }

    int attempt() {
        return claim.attempt();
    }

    long runId() {
        return claim.runId();
    }

    TaskClaims.RunToken token() {
        return new TaskClaims.RunToken(taskId(), runId());
    }

    synchronized void bind(Thread thread) {
        worker = thread;
    }

    synchronized void unbind() {
        worker = null;
    }

    /** The worker's claim on the decision; false when the deadline already took the run away. */
    boolean finish() {
        return decision.compareAndSet(RUNNING, FINISHED);
    }

    /** The deadline watch's claim on the decision; interrupts the worker when it wins. */
    boolean expire() {
        if (!decision.compareAndSet(RUNNING, EXPIRED)) {
            return false;
        }
        synchronized (this) {
            if (worker != null) {
                worker.interrupt();
            }
        }
        return true;
    }

    boolean overdue(long deadlineNanos, long nowNanos) {
        return decision.get() == RUNNING && nowNanos - startedNanos > deadlineNanos;
    }

    /** Gives the slot back unless that happened already: a run that ignores its interrupt keeps a thread, not a slot. */
    void letGo() {
        if (slotHeld.compareAndSet(true, false)) {
            slots.giveBack();
        }
    }

    /** Ends the run once: out of flight, slot back. False when it was already closed: do not acknowledge again. */
    boolean close() {
        if (!closed.compareAndSet(false, true)) {
            return false;
        }
        inFlight.runs.remove(taskId(), this);
        letGo();
        return true;
    }

    boolean isClosed() {
        return closed.get();
    }

    /**
     * {@link #close} for the runs of one completion, whose slots come back in one give-back: one wake-up of
     * a waiting reader for the batch instead of one per run. Returns the runs this call closed.
     */
    static List<Run> closeAll(List<Run> runs) {
        List<Run> closedNow = new java.util.ArrayList<>(runs.size());
        for (Run run : runs) {
            if (run.closed.compareAndSet(false, true)) {
                run.inFlight.runs.remove(run.taskId(), run);
                closedNow.add(run);
            }
        }
        letGoAll(closedNow);
        return closedNow;
    }

    /** {@link #letGo} for several runs of one consumer, their slots given back together. */
    static void letGoAll(List<Run> runs) {
        WorkerSlots slots = null;
        int freed = 0;
        for (Run run : runs) {
            if (run.slotHeld.compareAndSet(true, false)) {
                if (slots != null && slots != run.slots) {
                    slots.giveBack(freed);
                    freed = 0;
                }
                slots = run.slots;
                freed++;
            }
        }
        if (slots != null) {
            slots.giveBack(freed);
        }
    }

    /** The runs of one consumer not yet closed, by task id; only {@link Run} adds and removes them. */
    static final class InFlight {

        private final Map<Long, Run> runs = new ConcurrentHashMap<>();

        List<Run> list() {
            return List.copyOf(runs.values());
        }

        boolean isEmpty() {
            return runs.isEmpty();
        }

        int size() {
            return runs.size();
        }
    }
}
