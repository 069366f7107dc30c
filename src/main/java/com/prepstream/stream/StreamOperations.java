package com.prepstream.stream;

import com.prepstream.stream.ledger.TaskSweeps;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskStatusChanged;
import com.prepstream.stream.redis.StreamRedis;
import com.prepstream.stream.redis.WireFormat;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.redisson.api.stream.PendingEntry;
import org.redisson.api.stream.StreamGroup;
import org.redisson.api.stream.StreamMessageId;

/**
 * What operators see and do: per-stream figures, dead letters, replay. Knows streams only through the
 * definitions producers and consumers registered, never a feature.
 */
public final class StreamOperations {

    /** One consumer of a group. */
    public record ConsumerStats(String name, long pending, long idleMs) {
    }

    /** Figures of one stream; {@code lag} is entries not yet delivered to the group. */
    public record StreamStats(String stream, String group, long length, long pending, long lag,
            long oldestPendingAgeMs, long deadLetters, List<ConsumerStats> consumers) {
    }

    /** An entry of {@code <stream>:dlq}; {@code fields} are the original entry's fields. */
    public record DeadLetter(String id, Map<String, String> fields, String error, int attempts, Instant failedAt) {
    }

    /** What a replay request came to. */
    public enum ReplayResult { REPLAYED, NOT_FOUND, NOT_REPLAYABLE }

    private final StreamTaskFramework framework;

    StreamOperations(StreamTaskFramework framework) {
        this.framework = framework;
    }

    public List<StreamStats> streams() {
        return framework.streams().stream().sorted(Comparator.comparing(StreamDefinition::stream))
                .map(this::stats).toList();
    }

    public Optional<StreamDefinition> find(String stream) {
        return Optional.ofNullable(framework.definition(stream));
    }

    /** Newest first, at most {@code limit}. */
    public List<DeadLetter> deadLetters(StreamDefinition definition, int limit) {
        var entries = framework.redis(definition).deadLetterStream()
                .rangeReversed(limit, StreamMessageId.MAX, StreamMessageId.MIN);
        List<DeadLetter> letters = new ArrayList<>();
        entries.forEach((id, fields) -> {
            WireFormat.Letter letter = WireFormat.readDeadLetter(id, fields);
            letters.add(new DeadLetter(letter.id(), letter.fields(), letter.error(), letter.attempts(),
                    letter.failedAt()));
        });
        return letters;
    }

    /**
     * Resets the dead letter's task to PENDING attempt 0 and sends it; the dead letter is removed. Not
     * replayable: a malformed entry (no task id), or a task that no longer exists or is not FAILED.
     */
    public ReplayResult replay(StreamDefinition definition, String deadLetterId) {
        StreamRedis redis = framework.redis(definition);
        StreamMessageId id;
        try {
            id = WireFormat.parseId(deadLetterId);
        } catch (RuntimeException e) {
            return ReplayResult.NOT_FOUND;
        }
        Map<String, String> fields = redis.deadLetterStream().range(id, id).get(id);
        if (fields == null) {
            return ReplayResult.NOT_FOUND;
        }
        Long taskId = WireFormat.invalidReason(fields) == null ? WireFormat.taskId(fields) : null;
        Optional<TaskSweeps.SweptTask> task = taskId == null ? Optional.empty()
                : framework.transactions().execute(tx -> resetFailed(definition, taskId));
        if (task.isEmpty()) {
            return ReplayResult.NOT_REPLAYABLE;
        }
        framework.publish(new TaskStatusChanged(definition.taskType(), definition.entityType(), task.get().entityId(),
                TaskStatus.PENDING, 0, null, Instant.now()));
        framework.dispatcher(definition).send(List.of(task.get().outgoing()), error -> { }).join();
        redis.deadLetterStream().remove(id);
        return ReplayResult.REPLAYED;
    }

    private Optional<TaskSweeps.SweptTask> resetFailed(StreamDefinition definition, long taskId) {
        Optional<TaskSweeps.SweptTask> task = framework.ledger().resetFailed(definition.taskType(), taskId);
        task.ifPresent(reset -> framework.requeueHook(definition).accept(reset.entityId()));
        return task;
    }

    private StreamStats stats(StreamDefinition definition) {
        StreamRedis redis = framework.redis(definition);
        long deadLetters = redis.deadLetterStream().isExists() ? redis.deadLetterStream().size() : 0;
        StreamGroup group = redis.group();
        if (group == null) {
            long length = redis.length();
            return new StreamStats(definition.stream(), definition.group(), length, 0, length, 0, deadLetters, List.of());
        }
        PendingEntry oldest = group.getPending() == 0 ? null : redis.oldestPending();
        long oldestAge = oldest == null ? 0 : Math.max(0, System.currentTimeMillis() - oldest.getId().getId0());
        List<ConsumerStats> consumers = redis.consumers().stream()
                .map(c -> new ConsumerStats(c.getName(), c.getPending(), c.getIdleTime())).toList();
        return new StreamStats(definition.stream(), definition.group(), redis.length(), group.getPending(),
                Math.max(0, group.getLag()), oldestAge, deadLetters, consumers);
    }
}
