package com.prepstream.stream;

import com.prepstream.stream.consumer.StreamMetrics;
import com.prepstream.stream.ledger.TaskLedger;
import com.prepstream.stream.model.OutgoingTask;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskStatusChanged;
import com.prepstream.stream.redis.TaskDispatcher;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Enqueues tasks of one type. Template method: {@link #enqueue} is final and does, in order,
 * buildMessage → ledger row (in the caller's transaction) → XADD after commit → onSendFailed.
 * PostgreSQL is the authority: if Redis is down the caller's transaction still commits, the task
 * stays PENDING and the sweeper sends it later.
 *
 * A feature whose payload is the entity's id extends {@link EntityProducer}:
 *
 * <pre>{@code
 * @Component
 * static class Producer extends EntityProducer {
 *     Producer(StreamTaskFramework framework, KnowledgeBaseRepository items) {
 *         super(framework, StreamDefinition.of("KNOWLEDGE_BASE", "vectorize"), items::transition); // or a MirrorTable
 *     }
 * }
 * // in the upload transaction:
 * producer.enqueue(item.getId());
 * }</pre>
 *
 * @param <T> the feature's payload record (identifiers only)
 */
public abstract class AbstractStreamProducer<T> {

    private final StreamTaskFramework framework;
    private final StreamDefinition definition;
    private final StreamSettings settings;
    private final TaskDispatcher dispatcher;
    private final StreamMetrics metrics;

    /** Settings bound from {@code prepstream.streams.<definition.settingsKey()>.*}. */
    protected AbstractStreamProducer(StreamTaskFramework framework, StreamDefinition definition) {
        this(framework, definition, framework.settings(definition));
    }

    protected AbstractStreamProducer(StreamTaskFramework framework, StreamDefinition definition,
            StreamSettings settings) {
        this.framework = Objects.requireNonNull(framework, "framework");
        this.definition = Objects.requireNonNull(definition, "definition");
        this.settings = Objects.requireNonNull(settings, "settings");
        framework.register(definition, settings);
        framework.onRequeue(definition, this::markRequeued);
        this.dispatcher = framework.dispatcher(definition);
        this.metrics = framework.metrics(definition);
    }

    /** The entity the task works on; one task per (type, entity) in the ledger. */
    protected abstract long entityId(T payload);

    /** Extra message fields beyond taskId, entityId and attempt. Identifiers only; default none. */
    protected Map<String, String> buildMessage(T payload) {
        return Map.of();
    }

    /**
     * An operator replayed the entity's dead letter: its FAILED task is PENDING again. Runs in the
     * transaction that resets the task (an exception undoes the replay), so the feature's own status
     * can say PENDING at the same moment as the ledger. Default: nothing.
     */
    protected void markRequeued(long entityId) {
    }

    /** Called when the XADD after commit failed; the sweeper will resend. Default: nothing. */
    protected void onSendFailed(T payload, Exception cause) {
    }

    /**
     * Creates the task (or resets a COMPLETED/FAILED one) as PENDING attempt 0 in the caller's
     * transaction, and sends it after commit (at once when no transaction is active). Never fails
     * because of Redis.
     *
     * @return the ledger id of the task
     * @throws TaskAlreadyActiveException when the entity's task is PENDING or PROCESSING (answer 409)
     */
    public final long enqueue(T payload) {
        long entityId = entityId(payload);
        Map<Long, Long> created = insert(List.of(payload));
        Long taskId = created.get(entityId);
        if (taskId == null) {
            throw new TaskAlreadyActiveException(definition.taskType(), entityId);
        }
        return taskId;
    }

    /**
     * Bulk form of {@link #enqueue}: one statement and one pipelined send for all payloads. Entities whose
     * task is already PENDING or PROCESSING are skipped, not an error.
     *
     * @return the number of tasks enqueued
     */
    public final int enqueueAll(Collection<T> payloads) {
        Map<Long, T> unique = new LinkedHashMap<>();
        for (T payload : payloads) {
            unique.putIfAbsent(entityId(payload), payload);
        }
        return unique.isEmpty() ? 0 : insert(List.copyOf(unique.values())).size();
    }

    /**
     * The feature deleted the entity: its task and history go; a run in flight finds no task and is
     * dropped quietly. Joins the caller's transaction.
     *
     * @return whether there was a task
     */
    public final boolean cancel(long entityId) {
        return framework.ledger().cancel(definition.taskType(), entityId);
    }

    public final StreamDefinition definition() {
        return definition;
    }

    private Map<Long, Long> insert(List<T> payloads) {
        List<Long> entityIds = new ArrayList<>(payloads.size());
        List<String> fields = new ArrayList<>(payloads.size());
        List<Map<String, String>> extras = new ArrayList<>(payloads.size());
        for (T payload : payloads) {
            Map<String, String> extra = Objects.requireNonNullElse(buildMessage(payload), Map.of());
            entityIds.add(entityId(payload));
            fields.add(TaskLedger.toJson(extra));
            extras.add(extra);
        }
        Map<Long, Long> created = framework.ledger().enqueue(definition.taskType(), settings.maxAttempts(),
                entityIds, fields);
        List<OutgoingTask> outgoing = new ArrayList<>(created.size());
        List<T> sent = new ArrayList<>(created.size());
        for (int i = 0; i < payloads.size(); i++) {
            Long taskId = created.get(entityIds.get(i));
            if (taskId != null) {
                outgoing.add(new OutgoingTask(taskId, entityIds.get(i), 0, extras.get(i)));
                sent.add(payloads.get(i));
            }
        }
        if (!outgoing.isEmpty()) {
            afterCommit(() -> send(outgoing, sent));
        }
        return created;
    }

    private void send(List<OutgoingTask> outgoing, List<T> payloads) {
        metrics.enqueued.increment(outgoing.size());
        Instant now = Instant.now();
        for (OutgoingTask task : outgoing) {
            framework.publish(new TaskStatusChanged(definition.taskType(), definition.entityType(), task.entityId(),
                    TaskStatus.PENDING, 0, null, now));
        }
        dispatcher.send(outgoing, error -> payloads.forEach(payload -> {
            try {
                onSendFailed(payload, error);
            } catch (RuntimeException hookError) {
                org.slf4j.LoggerFactory.getLogger(getClass()).warn("onSendFailed failed", hookError);
            }
        }));
    }

    private static void afterCommit(Runnable action) {
        if (TransactionSynchronizationManager.isSynchronizationActive()) {
            TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
                @Override
                public void afterCommit() {
                    action.run();
                }
            });
        } else {
            action.run();
        }
    }
}
