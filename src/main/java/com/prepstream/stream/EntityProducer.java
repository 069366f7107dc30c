package com.prepstream.stream;

import com.prepstream.stream.model.MirrorTable;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.model.TaskTransition;
import java.util.List;

/**
 * A producer whose payload is the entity's id, for a worker declared by its {@link StreamDefinition}
 * and its guarded status update: a dead letter's replay and a user's re-run move the feature's status
 * through the same guarded mirror as the consumer's hooks.
 */
public abstract class EntityProducer extends AbstractStreamProducer<Long> {

    private final StreamTaskFramework framework;
    private final StatusMirror mirror;

    /** {@code table}: the feature's declared status mirror, the same its {@link EntityConsumer} declares. */
    protected EntityProducer(StreamTaskFramework framework, StreamDefinition definition, MirrorTable table) {
        this(framework, definition, framework.mirror(table));
    }

    /**
     * {@code update}: the feature's own guarded status update, e.g. one that also keeps the caller's JPA
     * persistence context in step ({@code @Modifying(flushAutomatically, clearAutomatically)}).
     */
    protected EntityProducer(StreamTaskFramework framework, StreamDefinition definition,
            StatusMirror.GuardedUpdate update) {
        this(framework, definition, new StatusMirror(update));
    }

    private EntityProducer(StreamTaskFramework framework, StreamDefinition definition, StatusMirror mirror) {
        super(framework, definition);
        this.framework = framework;
        this.mirror = mirror;
    }

    @Override
    protected final long entityId(Long entityId) {
        return entityId;
    }

    @Override
    protected final void markRequeued(long entityId) {
        mirror.mirror(entityId, StatusMove.REQUEUED, null);
    }

    /**
     * A finished item's status goes back to PENDING (the guarded {@link StatusMove#REQUEUED}); whether it
     * moved. Call {@link #enqueue} in the same transaction.
     */
    public final boolean restart(long entityId) {
        return mirror.mirror(entityId, StatusMove.REQUEUED, null);
    }

    /**
     * Runs a finished item again: {@link #restart} then {@link #enqueue}, in the caller's transaction.
     *
     * @throws TaskAlreadyActiveException when the item is not finished (answer 409)
     */
    public final long rerun(long entityId) {
        if (!restart(entityId)) {
            throw new TaskAlreadyActiveException(definition().taskType(), entityId);
        }
        return enqueue(entityId);
    }

    /** The item's recorded status transitions, oldest first. */
    public final List<TaskTransition> history(long entityId) {
        return framework.ledger().history(definition().taskType(), entityId);
    }
}
