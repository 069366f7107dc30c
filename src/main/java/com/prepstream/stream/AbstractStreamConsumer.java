package com.prepstream.stream;

/**
 * Consumes one stream with every reliability concern handled here, once: consumer group creation
 * (and re-creation after Redis lost its data), the read loop, claiming the task in the ledger
 * (compare-and-set, so duplicates are skipped), leases with heartbeat, process-then-ack, retries
 * with exponential backoff and jitter, dead letters, reclaiming entries of dead consumers, safe
 * trimming, graceful shutdown, metrics and status events. The template methods are final; a
 * feature implements only the hooks below.
 *
 * <p>Hooks that mark status are called by the framework right after the ledger transition
 * committed or inside its transaction; they should only update the feature's own status columns.
 *
 * @param <T> the feature's payload record (identifiers only)
 */
public abstract class AbstractStreamConsumer<T> {

    // Fields, lifecycle (SmartLifecycle start/stop) and the final template methods are provided
    // by the framework implementation.

    /**
     * Builds the payload from a stream entry. Throw {@link IllegalArgumentException} when the entry
     * is malformed: it is acknowledged and dead-lettered, and the loop goes on.
     */
    protected abstract T parsePayload(TaskMessage message);

    /** False when the entity was deleted: the task is dropped quietly, no FAILED status, no dead letter. */
    protected abstract boolean entityExists(T payload);

    /** The business work. Throw {@link PermanentTaskException} to fail without retry. */
    protected abstract void processBusiness(T payload) throws Exception;

    protected abstract void markProcessing(T payload);

    protected abstract void markCompleted(T payload);

    /** Final failure (permanent, or retries exhausted); {@code error} is readable and truncated. */
    protected abstract void markFailed(T payload, String error);

    /** A transient failure will be retried later; the task is PENDING again. Default: nothing. */
    protected void markRetrying(T payload, String error) {
    }
}
