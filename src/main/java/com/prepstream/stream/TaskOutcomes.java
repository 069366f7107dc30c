package com.prepstream.stream;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.redisson.api.stream.StreamMessageId;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The decision points of a run other than plain success: retry with backoff, final failure with a dead
 * letter, entity gone, malformed entry. Each ends with the ledger decided first and the entry
 * acknowledged last (process, decide, then ack).
 */
final class TaskOutcomes<T> {

    static final int MAX_ERROR_LENGTH = 500;

    private static final Logger log = LoggerFactory.getLogger(TaskOutcomes.class);

    private final AbstractStreamConsumer<T> consumer;
    private final ConsumerEngine<T> engine;
    private final StreamTaskFramework framework;
    private final StreamDefinition definition;
    private final StreamSettings settings;
    private final StreamRedis redis;
    private final TaskClaims claims;
    private final StreamMetrics metrics;

    TaskOutcomes(AbstractStreamConsumer<T> consumer, ConsumerEngine<T> engine, StreamTaskFramework framework,
            StreamRedis redis) {
        this.consumer = consumer;
        this.engine = engine;
        this.framework = framework;
        this.definition = consumer.definition();
        this.settings = consumer.settings();
        this.redis = redis;
        this.claims = framework.ledger().claims();
        this.metrics = framework.metrics(definition);
    }

    void succeeded(Delivery delivery, T payload, long elapsedNanos) {
        if (engine.isCrashed()) {
            return;
        }
        metrics.processing.record(Duration.ofNanos(elapsedNanos));
        engine.completed(delivery, payload);
    }

    /** Transient: PENDING again after backoff (the sweeper sends it when due), or FAILED when exhausted. */
    void failedTransiently(Delivery delivery, T payload, Throwable error) {
        if (engine.isStopping()) {
            return; // failed while shutting down (typically interrupted): left in flight, released as PENDING
        }
        String message = describe(error);
        if (delivery.attempt() >= delivery.claim().maxAttempts()) {
            fail(delivery, payload, message);
            return;
        }
        long delay = backoffMillis(delivery.attempt());
        boolean retried = inTransaction(() -> {
            boolean changed = claims.retry(delivery.taskId(), delivery.attempt(), consumer.consumerName(), delay, message);
            if (changed && payload != null) {
                consumer.markRetrying(payload, message);
            }
            return changed;
        });
        if (retried) {
            metrics.retried.increment();
            publish(delivery, TaskStatus.PENDING, message);
            log.info("{} task {} attempt {} failed, retrying in {} ms: {}", definition.taskType(),
                    delivery.taskId(), delivery.attempt(), delay, message);
        }
        acknowledge(delivery);
    }

    /** Final failure: FAILED with a readable error, a dead letter, then the ack. */
    void fail(Delivery delivery, T payload, String error) {
        if (engine.isCrashed()) {
            return;
        }
        boolean failed = inTransaction(() -> {
            boolean changed = claims.fail(delivery.taskId(), delivery.attempt(), consumer.consumerName(), error);
            if (changed && payload != null) {
                consumer.markFailed(payload, error);
            }
            return changed;
        });
        if (failed) {
            metrics.failed.increment();
            deadLetterTask(delivery.taskId(), delivery.attempt(), delivery.fields(), delivery.entryId().toString(),
                    error, Instant.now());
            publish(delivery, TaskStatus.FAILED, error);
            log.warn("{} task {} failed for good after {} attempt(s): {}", definition.taskType(), delivery.taskId(),
                    delivery.attempt(), error);
        }
        acknowledge(delivery);
    }

    void entityGone(Delivery delivery) {
        if (engine.isCrashed()) {
            return;
        }
        claims.drop(delivery.taskId(), delivery.attempt(), consumer.consumerName());
        acknowledge(delivery);
    }

    /**
     * An entry without usable ids cannot be claimed: straight to the dead letters, then acked. It has no
     * ledger row to remember the letter, so it stays pending until the letter is written (it is reclaimed
     * and dead-lettered again after {@code reclaimIdle}).
     */
    void malformed(StreamMessageId entryId, Map<String, String> fields, String reason) {
        log.warn("Malformed entry {} on {}: {}", entryId, definition.stream(), reason);
        if (deadLetter(fields, entryId.toString(), reason, 0, Instant.now())) {
            redis.ack(List.of(entryId));
        }
    }

    /**
     * The dead letter of a task the ledger says FAILED, which owes it until it is recorded as written.
     * Should the XADD fail, the sweeper writes it later; should only the record fail, the sweeper finds
     * the letter in the dead-letter stream and records it instead of writing it again.
     * Returns whether the letter was written and recorded.
     */
    boolean deadLetterTask(long taskId, int attempt, Map<String, String> fields, String originalId, String error,
            Instant failedAt) {
        if (!deadLetter(fields, originalId, error, attempt, failedAt)) {
            return false;
        }
        try {
            framework.ledger().sweeps().markDeadLettered(taskId, attempt);
            return true;
        } catch (RuntimeException e) {
            log.warn("Could not record the dead letter of {} task {}: {}", definition.taskType(), taskId, e.toString());
            return false;
        }
    }

    private boolean deadLetter(Map<String, String> fields, String originalId, String error, int attempts,
            Instant failedAt) {
        Map<String, String> letter = new LinkedHashMap<>(fields);
        letter.put("error", error == null ? "" : error);
        letter.put("attempts", Integer.toString(attempts));
        letter.put("failedAt", failedAt.toString());
        letter.put("originalId", originalId == null ? "" : originalId);
        try {
            redis.deadLetter(letter, settings.deadLetterMaxLen());
            metrics.deadLettered.increment();
            return true;
        } catch (RuntimeException e) {
            log.warn("Could not add a dead letter to {} (written later): {}", definition.deadLetterStream(),
                    e.toString());
            return false;
        }
    }

    long backoffMillis(int attempt) {
        long base = settings.backoffAfter(attempt).toMillis();
        double spread = settings.jitter() * (2 * ThreadLocalRandom.current().nextDouble() - 1);
        return Math.max(0, Math.round(base * (1 + spread)));
    }

    private void acknowledge(Delivery delivery) {
        engine.finished(delivery);
        try {
            redis.ack(List.of(delivery.entryId()));
        } catch (RuntimeException e) {
            // Decided in the ledger already: a redelivery is a duplicate the claim skips.
            log.warn("Could not acknowledge {} on {}: {}", delivery.entryId(), definition.stream(), e.toString());
        }
    }

    private boolean inTransaction(java.util.function.Supplier<Boolean> work) {
        try {
            return Boolean.TRUE.equals(framework.transactions().execute(status -> work.get()));
        } catch (RuntimeException e) {
            // The ledger is unreachable: the lease will expire and the sweeper re-runs the task.
            log.warn("Could not record the outcome of a {} task: {}", definition.taskType(), e.toString());
            return false;
        }
    }

    private void publish(Delivery delivery, TaskStatus status, String error) {
        framework.publish(new TaskStatusChanged(definition.taskType(), definition.entityType(),
                delivery.claim().entityId(), status, delivery.attempt(), error, Instant.now()));
    }

    /** A readable, single-line, truncated error for users: the message, never a stack trace. */
    static String describe(Throwable error) {
        String message = error.getMessage();
        String text = error instanceof PermanentTaskException && message != null ? message
                : error.getClass().getSimpleName() + (message == null ? "" : ": " + message);
        text = text.replaceAll("\\s+", " ").trim();
        return text.length() <= MAX_ERROR_LENGTH ? text : text.substring(0, MAX_ERROR_LENGTH - 1) + "…";
    }
}
