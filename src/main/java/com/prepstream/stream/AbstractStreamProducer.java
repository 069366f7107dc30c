package com.prepstream.stream;

import java.util.Map;

/**
 * Enqueues tasks of one type. Template method: {@link #enqueue} is final and does, in order,
 * buildMessage → ledger row (in the caller's transaction) → XADD after commit → onSendFailed.
 * PostgreSQL is the authority: if Redis is down the caller's transaction still commits, the task
 * stays PENDING and the sweeper sends it later.
 *
 * <pre>{@code
 * @Component
 * class VectorizeProducer extends AbstractStreamProducer<VectorizeTask> {
 *     VectorizeProducer(StreamTaskFramework framework) { super(framework, VectorizeStream.DEFINITION); }
 *     protected long entityId(VectorizeTask task) { return task.knowledgeBaseId(); }
 * }
 * // in the upload transaction:
 * producer.enqueue(new VectorizeTask(item.getId()));
 * }</pre>
 *
 * @param <T> the feature's payload record (identifiers only)
 */
public abstract class AbstractStreamProducer<T> {

    // Fields and the body of enqueue/cancel are provided by the framework implementation.

    /** The entity the task works on; one task per (type, entity) in the ledger. */
    protected abstract long entityId(T payload);

    /** Extra message fields beyond taskId, entityId and attempt. Identifiers only; default none. */
    protected Map<String, String> buildMessage(T payload) {
        return Map.of();
    }

    /** Called when the XADD after commit failed; the sweeper will resend. Default: nothing. */
    protected void onSendFailed(T payload, Exception cause) {
    }
}
