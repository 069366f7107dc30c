package com.prepstream.stream.consumer;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The worker pool, which also runs the read role (leader/follower, see {@code ConsumerEngine}), and how the
 * runs of one read batch reach it with as few thread hand-offs as the stream's pace allows. The thread that
 * read and claimed a batch runs it itself once it has handed reading to a follower. While the stream's recent
 * runs were quick (mean under {@link #QUICK_RUN_NANOS}) it runs the whole batch back to back and hands the
 * successes to the completer together: one hand-off per read batch (the follower's wake-up), which no longer
 * precedes the first run. Otherwise it runs one run and each other run gets a worker of its own, as slow work
 * (embedding, a model call) needs. A run that turns out slow in a back-to-back batch holds its batch-mates
 * back for at most about {@link #SPREAD_AFTER_NANOS} plus one watch period: the watch hands them to
 * workers of their own. Waking a worker per task cost about three context switches per task
 * (docs/benchmarks.md, "Where the time goes").
 *
 * <p>A succeeded run keeps its slot until its result is with the completer, so while the ledger refuses
 * completions the reader claims nothing more (see {@link BatchCompleter}).
 */
final class BatchWorkers<T> {

    static final long QUICK_RUN_NANOS = TimeUnit.MICROSECONDS.toNanos(500);
    static final long SPREAD_AFTER_NANOS = TimeUnit.MILLISECONDS.toNanos(10);
    static final long WATCH_MILLIS = 20;

    private static final Logger log = LoggerFactory.getLogger(BatchWorkers.class);

    private final ConsumerContext<T> context;
    private final TaskOutcomes<T> outcomes;
    private final BatchCompleter<T> completer;
    /** Back-to-back batches with runs still waiting: what the watch looks at. */
    private final Set<Batch> backToBack = ConcurrentHashMap.newKeySet();
    /**
     * Mean run time, moving (1/8 per run). It starts at zero: a slow stream's first batch after a start
     * pays one spread (its first slow run lifts the mean past the threshold at once).
     */
    private volatile long meanRunNanos;
    private ExecutorService pool;

    BatchWorkers(ConsumerContext<T> context, TaskOutcomes<T> outcomes, BatchCompleter<T> completer) {
        this.context = context;
        this.outcomes = outcomes;
        this.completer = completer;
    }

    /** The runs of one read batch, taken by whichever of its workers is free first. */
    private static final class Batch {
        final Queue<Run> waiting;
        volatile long runningSince = System.nanoTime();

        Batch(List<Run> runs) {
            this.waiting = new ConcurrentLinkedQueue<>(runs);
        }
    }

    void start(ScheduledExecutorService watch) {
        // Not a fixed pool: a run stopped by its deadline that ignores the interrupt must not keep the next
        // run from getting a thread; the slots bound the runs.
        pool = Executors.newCachedThreadPool(NamedThreads.factory(context.consumerName + "-worker-"));
        watch.scheduleWithFixedDelay(this::spreadSlowBatches, WATCH_MILLIS, WATCH_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Lets running tasks finish within the grace, then interrupts them; whatever is left stays in flight. */
    void stop() {
        pool.shutdown();
        if (!NamedThreads.await(pool, context.settings.shutdownGrace().toMillis())) {
            pool.shutdownNow();
            NamedThreads.await(pool, 2000);
        }
    }

    /**
     * Hands a claimed batch to the pool and returns what the calling reader runs itself once it has handed
     * reading to a follower: the whole batch back to back (a quick stream), or one of its runs, the others
     * each getting a worker of their own (a slow stream).
     */
    Runnable run(List<Run> runs) {
        Batch batch = new Batch(runs);
        if (runs.size() > 1 && meanRunNanos < QUICK_RUN_NANOS) {
            backToBack.add(batch);
        } else {
            submit(batch, runs.size() - 1);
        }
        return () -> drain(batch);
    }

    /** Gives the read role to a pool thread; false when the pool no longer takes work (stopping). */
    boolean startReader(Runnable readLoop) {
        try {
            pool.execute(readLoop);
            return true;
        } catch (RejectedExecutionException e) {
            return false;
        }
    }

    private void submit(Batch batch, int workers) {
        try {
            for (int i = 0; i < workers; i++) {
                pool.execute(() -> drain(batch));
            }
        } catch (RejectedExecutionException e) {
            letWaitingGo(batch); // stopping: they stay in flight and are released as PENDING
        }
    }

    /** A back-to-back batch whose current run has run too long: its waiting runs get workers of their own. */
    private void spreadSlowBatches() {
        long now = System.nanoTime();
        for (Batch batch : backToBack) {
            if (batch.waiting.isEmpty()) {
                backToBack.remove(batch);
            } else if (now - batch.runningSince > SPREAD_AFTER_NANOS && backToBack.remove(batch)) {
                submit(batch, batch.waiting.size());
            }
        }
    }

    private void drain(Batch batch) {
        List<Run> succeeded = new ArrayList<>();
        List<T> payloads = new ArrayList<>();
        try {
            for (Run run = batch.waiting.poll(); run != null; run = batch.waiting.poll()) {
                if (context.isStopping()) {
                    run.letGo();
                    letWaitingGo(batch);
                    break;
                }
                if (run.isClosed()) {
                    continue; // decided while it waited (deadline, shutdown): never start it
                }
                batch.runningSince = System.nanoTime();
                work(run, succeeded, payloads);
                Thread.interrupted(); // an interrupt meant for the run just ended must not reach the next
            }
        } finally {
            backToBack.remove(batch);
            handOver(succeeded, payloads);
            if (!batch.waiting.isEmpty()) {
                submit(batch, 1); // left by an Error on this thread: the runs still waiting need a worker
            }
        }
    }

    private void work(Run run, List<Run> succeeded, List<T> payloads) {
        run.bind(Thread.currentThread());
        long started = System.nanoTime();
        try {
            outcomes.run(run, (done, payload) -> {
                succeeded.add(done);
                payloads.add(payload);
            });
        } catch (RuntimeException e) {
            log.error("Unexpected error around {} task {}", context.definition.taskType(), run.taskId(), e);
        } finally {
            run.unbind();
            long took = System.nanoTime() - started;
            meanRunNanos += (took - meanRunNanos) / 8;
            if (succeeded.isEmpty() || succeeded.get(succeeded.size() - 1) != run) {
                run.letGo();
            }
        }
    }

    private void handOver(List<Run> succeeded, List<T> payloads) {
        if (succeeded.isEmpty()) {
            return;
        }
        try {
            completer.addAll(succeeded, payloads);
        } finally {
            Run.letGoAll(succeeded);
        }
    }

    private static void letWaitingGo(Batch batch) {
        for (Run run = batch.waiting.poll(); run != null; run = batch.waiting.poll()) {
            run.letGo();
        }
    }
}
