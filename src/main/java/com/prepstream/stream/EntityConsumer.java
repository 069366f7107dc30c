package com.prepstream.stream;

import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.model.TaskMessage;

/**
 * A consumer whose payload is the entity's id and whose status hooks all go through one
 * {@link StatusMirror}: a feature supplies only what differs, whether the entity still exists and the
 * work itself.
 */
public abstract class EntityConsumer extends AbstractStreamConsumer<Long> {

    private final StatusMirror mirror;

    /** {@code update}: the feature's one guarded status update, behind its {@link StatusMirror}. */
    protected EntityConsumer(StreamTaskFramework framework, StreamDefinition definition,
            StatusMirror.GuardedUpdate update) {
        super(framework, definition);
        this.mirror = new StatusMirror(update);
    }

    /** False when the entity was deleted: the task is dropped quietly. */
    protected abstract boolean exists(long entityId);

    /** The business work. Throw {@link PermanentTaskException} to fail without retry. */
    protected abstract void process(long entityId) throws Exception;

    @Override
    protected final Long parsePayload(TaskMessage message) {
        return message.entityId();
    }

    @Override
    protected final boolean entityExists(Long entityId) {
        return exists(entityId);
    }

    @Override
    protected final void processBusiness(Long entityId) throws Exception {
        process(entityId);
    }

    @Override
    protected final void markProcessing(Long entityId) {
        mirror.mirror(entityId, StatusMove.PROCESSING_STARTED, null);
    }

    @Override
    protected final void markCompleted(Long entityId) {
        mirror.mirror(entityId, StatusMove.COMPLETED_OK, null);
    }

    @Override
    protected final void markFailed(Long entityId, String error) {
        mirror.mirror(entityId, StatusMove.FAILED_FOR_GOOD, error);
    }

    /** The task is PENDING again; the feature's copy shows {@link #retryNote}. */
    @Override
    protected final void markRetrying(Long entityId, String error) {
        mirror.mirror(entityId, StatusMove.RETRY_SCHEDULED, retryNote(error));
    }

    /** What the feature's copy says while a retry is due; default the error as it is. */
    protected String retryNote(String error) {
        return error;
    }
}
