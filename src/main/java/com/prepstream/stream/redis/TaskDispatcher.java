package com.prepstream.stream.redis;

import com.prepstream.stream.model.OutgoingTask;
import com.prepstream.stream.model.StreamDefinition;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Function;
import org.redisson.api.stream.StreamMessageId;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends wake-up tokens for tasks the ledger already holds: one pipelined XADD per call. Success costs
 * nothing more (the ledger already noted the send time); if Redis failed, the ledger learns that nobody
 * is sending the tasks, so the sweeper will.
 * Used by the producer after commit, by the sweeper and by dead-letter replay.
 */
public final class TaskDispatcher {

    private static final Logger log = LoggerFactory.getLogger(TaskDispatcher.class);

    private final StreamDefinition definition;
    private final Function<List<Map<String, String>>, CompletionStage<List<StreamMessageId>>> addAll;
    private final Consumer<long[]> markUnsent;
    private final Executor callbacks;

    /** {@code markUnsent}: tells the ledger that nobody is sending these tasks (so its sweeper will). */
    public TaskDispatcher(StreamDefinition definition, StreamRedis redis, Consumer<long[]> markUnsent, Executor callbacks) {
        this(definition, redis::addAll, markUnsent, callbacks);
    }

    /** {@code addAll}: the pipelined XADD ({@link StreamRedis#addAll}). */
    TaskDispatcher(StreamDefinition definition,
            Function<List<Map<String, String>>, CompletionStage<List<StreamMessageId>>> addAll,
            Consumer<long[]> markUnsent, Executor callbacks) {
        this.definition = definition;
        this.addAll = addAll;
        this.markUnsent = markUnsent;
        this.callbacks = callbacks;
    }

    /**
     * Sends asynchronously; never throws. On failure, {@code onFailure} runs (off Redis' threads) after the
     * ledger handed the tasks to the sweeper. A success has nothing left to do, so it completes on the thread
     * that got Redis' reply instead of waking the callbacks thread: one thread wake-up less per send, at the
     * moment the consumers' reads of that very entry are being answered (idle pickup, docs/benchmarks.md).
     */
    public CompletableFuture<Void> send(List<OutgoingTask> tasks, Consumer<Exception> onFailure) {
        if (tasks.isEmpty()) {
            return CompletableFuture.completedFuture(null);
        }
        CompletableFuture<Void> done = new CompletableFuture<>();
        try {
            addAll.apply(tasks.stream().map(WireFormat::entry).toList()).whenComplete((ids, error) -> {
                if (error == null) {
                    done.complete(null);
                } else {
                    callbacks.execute(() -> afterSend(tasks, error, onFailure, done));
                }
            });
        } catch (RuntimeException e) {
            callbacks.execute(() -> afterSend(tasks, e, onFailure, done));
        }
        return done;
    }

    /** A failed send: the ledger hands the tasks to the sweeper, then the producer's hook runs. */
    private void afterSend(List<OutgoingTask> tasks, Throwable error, Consumer<Exception> onFailure,
            CompletableFuture<Void> done) {
        long[] taskIds = tasks.stream().mapToLong(OutgoingTask::taskId).toArray();
        try {
            log.warn("Could not add {} task(s) to {}; the sweeper will send them: {}", tasks.size(),
                    definition.stream(), error.toString());
            markUnsent.accept(taskIds);
            onFailure.accept(error instanceof Exception e ? e : new RuntimeException(error));
        } catch (RuntimeException e) {
            // The ledger is unreachable too: the lost-entry check of the sweeper covers these tasks.
            log.warn("Could not record the send of {} task(s) of {}", tasks.size(), definition.taskType(), e);
        } finally {
            done.complete(null);
        }
    }
}
