package com.prepstream.stream;

import com.prepstream.stream.consumer.TaskHooks;
import com.prepstream.stream.model.MirrorTable;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.model.TaskMessage;

/**
 * A consumer whose payload is the entity's id and whose status hooks all go through one
 * {@link StatusMirror}: a feature supplies only what differs, its mirror's {@link MirrorTable}, whether
 * the entity still exists and the work itself.
 */
public abstract class EntityConsumer extends AbstractStreamConsumer<Long> {

    private final StatusMirror mirror;
    private final TaskHooks.CompletionMirror completion;

    /**
     * {@code table}: the feature's declared status mirror, which the framework updates itself; the
     * completion then writes it in the ledger's statement, one autocommit statement per batch.
     */
    protected EntityConsumer(StreamTaskFramework framework, StreamDefinition definition, MirrorTable table) {
        this(framework, definition, framework.settings(definition), table);
    }

    /** As above with explicit settings (tests, benchmarks). */
    protected EntityConsumer(StreamTaskFramework framework, StreamDefinition definition, StreamSettings settings,
            MirrorTable table) {
        this(framework, definition, settings, framework.mirror(table));
    }

    /**
     * {@code update}: the feature's own guarded status update, for a mirror a {@link MirrorTable} cannot
     * declare; the completion then runs {@code markCompleted} in the ledger change's transaction.
     */
    protected EntityConsumer(StreamTaskFramework framework, StreamDefinition definition,
            StatusMirror.GuardedUpdate update) {
        this(framework, definition, framework.settings(definition), new StatusMirror(update));
    }

    private EntityConsumer(StreamTaskFramework framework, StreamDefinition definition, StreamSettings settings,
            StatusMirror mirror) {
        super(framework, definition, settings);
        this.mirror = mirror;
        this.completion = mirror.table() == null ? null
                : new TaskHooks.CompletionMirror(mirror.table(), StatusMove.COMPLETED_OK.from());
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

    /** With a declared table the framework writes this move in its completion statement instead. */
    @Override
    protected final void markCompleted(Long entityId) {
        mirror.mirror(entityId, StatusMove.COMPLETED_OK, null);
    }

    @Override
    final TaskHooks.CompletionMirror completionMirror() {
        return completion;
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
