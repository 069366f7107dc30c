package com.prepstream.stream;

import com.prepstream.stream.model.PermanentTaskException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The "feature" behind the test task type, shared by every framework instance of a test: what the
 * business did (effects per entity, who did it, when each attempt started) and how it should behave.
 */
final class TestWorld {

    /** How processBusiness behaves for an entity. */
    sealed interface Behaviour permits FailTimes, AlwaysFail, Permanent, Block, Stubborn, Work, Noop {
    }

    record FailTimes(int times) implements Behaviour {
    }

    record AlwaysFail() implements Behaviour {
    }

    record Permanent(String message) implements Behaviour {
    }

    /** Waits on the latch (interruptibly) before succeeding: a long task, or one to strand mid-run. */
    record Block(CountDownLatch release) implements Behaviour {
    }

    /** Waits on the latch ignoring interrupts: code that does not check for them (a blocking library call). */
    record Stubborn(CountDownLatch release) implements Behaviour {
    }

    /** Business work that takes a while (simulated with a park, as a remote call would block). */
    record Work(java.time.Duration duration) implements Behaviour {
    }

    record Noop() implements Behaviour {
    }

    volatile Behaviour defaultBehaviour = new Noop();

    final Map<Long, AtomicInteger> effects = new ConcurrentHashMap<>();
    final Map<Long, AtomicInteger> calls = new ConcurrentHashMap<>();
    final Map<Long, List<Long>> attemptStartNanos = new ConcurrentHashMap<>();
    final Map<String, AtomicInteger> doneByConsumer = new ConcurrentHashMap<>();
    final Map<Long, Behaviour> behaviours = new ConcurrentHashMap<>();
    final Set<Long> deleted = ConcurrentHashMap.newKeySet();
    final List<String> marks = new CopyOnWriteArrayList<>();
    final Set<Long> started = ConcurrentHashMap.newKeySet();
    /** The thread each entity's (last) run ran on. */
    final Map<Long, Thread> ranOn = new ConcurrentHashMap<>();
    /** Entities whose Block behaviour was interrupted. */
    final Set<Long> interrupted = ConcurrentHashMap.newKeySet();
    /** Status hooks (marks such as "retrying:9") that wait for their latch: a sweep held mid-way. */
    final Map<String, CountDownLatch> markGates = new ConcurrentHashMap<>();
    final Set<String> gatesReached = ConcurrentHashMap.newKeySet();
    /** Status hooks (marks such as "failed:1") that throw the first time they are called. */
    final Set<String> failingOnce = ConcurrentHashMap.newKeySet();

    /** A status hook of the feature: recorded, or failing once when asked to. */
    void mark(String mark) {
        CountDownLatch gate = markGates.get(mark);
        if (gate != null) {
            gatesReached.add(mark);
            try {
                gate.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while " + mark + " was held", e);
            }
        }
        if (failingOnce.remove(mark)) {
            throw new IllegalStateException("status update " + mark + " failed");
        }
        marks.add(mark);
    }

    /** markCompleted of these entities waits for the latch: a completion (and its transaction) held open. */
    final Map<Long, CountDownLatch> completionGates = new ConcurrentHashMap<>();

    void awaitCompletionGate(long id) {
        CountDownLatch gate = completionGates.get(id);
        if (gate == null) {
            return;
        }
        try {
            gate.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the completion was held", e);
        }
    }

    void process(TestTask task, String consumer) throws Exception {
        long id = task.entityId();
        attemptStartNanos.computeIfAbsent(id, k -> new CopyOnWriteArrayList<>()).add(System.nanoTime());
        int call = calls.computeIfAbsent(id, k -> new AtomicInteger()).incrementAndGet();
        ranOn.put(id, Thread.currentThread());
        started.add(id);
        Behaviour behaviour = behaviours.getOrDefault(id, defaultBehaviour);
        if (behaviour instanceof FailTimes failTimes && call <= failTimes.times()) {
            throw new java.io.IOException("model timed out (call " + call + ")");
        }
        if (behaviour instanceof AlwaysFail) {
            throw new IllegalStateException("upstream answered 503\n\tat some.Stack(Trace.java:1)");
        }
        if (behaviour instanceof Permanent permanent) {
            throw new PermanentTaskException(permanent.message());
        }
        if (behaviour instanceof Work work) {
            java.util.concurrent.locks.LockSupport.parkNanos(work.duration().toNanos());
        }
        if (behaviour instanceof Block block) {
            try {
                block.release().await();
            } catch (InterruptedException e) {
                interrupted.add(id);
                throw e;
            }
        }
        if (behaviour instanceof Stubborn stubborn) {
            while (!stubborn.release().await(50, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                Thread.interrupted(); // swallowed, as careless code does
            }
        }
        effects.computeIfAbsent(id, k -> new AtomicInteger()).incrementAndGet();
        doneByConsumer.computeIfAbsent(consumer, k -> new AtomicInteger()).incrementAndGet();
    }

    int effects(long id) {
        AtomicInteger count = effects.get(id);
        return count == null ? 0 : count.get();
    }

    int calls(long id) {
        AtomicInteger count = calls.get(id);
        return count == null ? 0 : count.get();
    }
}
