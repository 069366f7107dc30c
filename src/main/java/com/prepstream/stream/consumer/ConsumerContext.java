package com.prepstream.stream.consumer;

import com.prepstream.stream.ledger.TaskClaims;
import com.prepstream.stream.ledger.TaskSweeps;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskStatusChanged;
import com.prepstream.stream.redis.StreamRedis;
import com.prepstream.stream.redis.TaskDispatcher;
import java.time.Instant;
import java.util.Collection;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.redisson.api.stream.StreamMessageId;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What the parts of one consumer share, built once by {@link ConsumerEngine} and handed to each part
 * instead of the engine: the feature's hooks, the stream's names and settings, the ledger statements,
 * Redis access, metrics, the slot count, the runs in flight and whether the consumer is stopping. The
 * parts never call back into the engine.
 */
final class ConsumerContext<T> {

    private static final Logger log = LoggerFactory.getLogger(ConsumerContext.class);

    /** The feature's hooks; only {@link TaskOutcomes} calls them. */
    final TaskHooks<T> hooks;
    final StreamDefinition definition;
    final StreamSettings settings;
    final String consumerName;
    final StreamRedis redis;
    final TaskClaims claims;
    final TaskSweeps sweeps;
    final TaskDispatcher sender;
    final StreamMetrics metrics;
    final TransactionTemplate transactions;
    final WorkerSlots slots;
    /** Claimed runs not yet closed: the heartbeat extends them, the deadline watch checks them, shutdown releases them. */
    final Run.InFlight inFlight = new Run.InFlight();

    private final Consumer<TaskStatusChanged> events;
    private volatile boolean stopping;
    private volatile CountDownLatch stopped = new CountDownLatch(0);

    ConsumerContext(TaskHooks<T> hooks, StreamDefinition definition, StreamSettings settings, String consumerName,
            ConsumerResources resources) {
        this.hooks = hooks;
        this.definition = definition;
        this.settings = settings;
        this.consumerName = consumerName;
        this.redis = resources.redis();
        this.claims = resources.claims();
        this.sweeps = resources.sweeps();
        this.sender = resources.sender();
        this.metrics = resources.metrics();
        this.transactions = resources.transactions();
        this.events = resources.events();
        this.slots = new WorkerSlots(settings);
    }

    /** A status change of one of this stream's tasks, for live events (after its transaction committed). */
    void publish(long entityId, TaskStatus status, int attempt, String error) {
        events.accept(new TaskStatusChanged(definition.taskType(), definition.entityType(), entityId, status,
                attempt, error, Instant.now()));
    }

    /**
     * XACK that only logs a failure, and does not wait for Redis: the ledger decided already, and a
     * redelivery is a duplicate the claim skips. Not waiting keeps the round trip off the worker that
     * completes a batch (and off the reader for stale entries); acks stay in order on the connection.
     */
    void ackQuietly(Collection<StreamMessageId> ids) {
        try {
            redis.ack(ids).whenComplete((acked, error) -> {
                if (error != null) {
                    ackFailed(ids.size(), error);
                }
            });
        } catch (RuntimeException e) {
            ackFailed(ids.size(), e);
        }
    }

    private void ackFailed(int count, Throwable error) {
        log.warn("Could not acknowledge {} entries on {}: {}", count, definition.stream(), error.toString());
    }

    /** Runs ledger work with its hook in one transaction; false when it changed nothing or the ledger failed. */
    boolean inTransaction(Supplier<Boolean> work) {
        try {
            return Boolean.TRUE.equals(transactions.execute(status -> work.get()));
        } catch (RuntimeException e) {
            // The ledger is unreachable: the lease will expire and the sweeper re-runs the task.
            log.warn("Could not record the outcome of a {} task: {}", definition.taskType(), e.toString());
            return false;
        }
    }

    void started() {
        stopping = false;
        stopped = new CountDownLatch(1);
    }

    void stopping() {
        stopping = true;
        stopped.countDown();
    }

    boolean isStopping() {
        return stopping;
    }

    /** Waits without sleeping through a stop. */
    void pause(long millis) {
        try {
            stopped.await(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
