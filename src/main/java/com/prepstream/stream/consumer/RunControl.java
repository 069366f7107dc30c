package com.prepstream.stream.consumer;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One run as its worker and the deadline watch share it. Exactly one of them decides the run: the
 * worker when it ends in time ({@link #finish}), the watch when the deadline passed first
 * ({@link #expire}, which interrupts the worker); the loser records nothing. The slot is given back
 * once, by whichever lets go of the run first, so a run that ignores its interrupt keeps a thread but no slot.
 */
final class RunControl {

    private static final int RUNNING = 0;
    private static final int FINISHED = 1;
    private static final int EXPIRED = 2;

    private final long startedNanos = System.nanoTime();
    private final AtomicInteger state = new AtomicInteger(RUNNING);
    private final AtomicBoolean slotHeld = new AtomicBoolean(true);
    private Thread worker;

    synchronized void bind(Thread thread) {
        worker = thread;
    }

    synchronized void unbind() {
        worker = null;
    }

    /** The worker's claim on the decision; false when the deadline already took the run away. */
    boolean finish() {
        return state.compareAndSet(RUNNING, FINISHED);
    }

    /** The watch's claim on the decision; interrupts the worker when it wins. */
    boolean expire() {
        if (!state.compareAndSet(RUNNING, EXPIRED)) {
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
        return state.get() == RUNNING && nowNanos - startedNanos > deadlineNanos;
    }

    /** True for the one caller that gives the slot back. */
    boolean releaseSlot() {
        return slotHeld.compareAndSet(true, false);
    }
}
