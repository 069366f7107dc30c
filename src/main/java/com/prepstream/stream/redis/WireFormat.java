package com.prepstream.stream.redis;

import com.prepstream.stream.model.ClaimedTask;
import com.prepstream.stream.model.OutgoingTask;
import com.prepstream.stream.model.TaskMessage;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.redisson.api.stream.StreamMessageId;

/**
 * Every name that travels through Redis, in one place: the fields of a stream entry, the fields of a
 * dead letter, and how both are read back. Entries are plain field/value strings anyone can read with
 * redis-cli; docs/worker-protocol.md describes them for workers in other languages.
 */
public final class WireFormat {

    /** Entry field: the ledger id of the task ({@code stream_task.id}); the claim is by this id. */
    public static final String TASK_ID = "taskId";
    /** Entry field: the entity the task works on; the ledger's value is authoritative. */
    public static final String ENTITY_ID = "entityId";
    /** Entry field: the ledger's attempt count when the entry was sent (informational). */
    public static final String ATTEMPT = "attempt";

    /** Dead-letter field: readable, single-line error. */
    public static final String ERROR = "error";
    /** Dead-letter field: the attempt that failed (0 for a malformed entry). */
    public static final String ATTEMPTS = "attempts";
    /** Dead-letter field: when the task failed, ISO-8601. */
    public static final String FAILED_AT = "failedAt";
    /** Dead-letter field: id of the entry whose run failed; empty when the sweeper found the failure. */
    public static final String ORIGINAL_ID = "originalId";

    private static final List<String> LETTER_FIELDS = List.of(ERROR, ATTEMPTS, FAILED_AT, ORIGINAL_ID);

    private WireFormat() {
    }

    /** The entry of a task to send: its ids first, then the producer's extra fields. */
    public static Map<String, String> entry(OutgoingTask task) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put(TASK_ID, Long.toString(task.taskId()));
        fields.put(ENTITY_ID, Long.toString(task.entityId()));
        fields.put(ATTEMPT, Long.toString(task.attempt()));
        task.extra().forEach(fields::putIfAbsent);
        return fields;
    }

    /** Why the entry cannot be claimed, or null when its ids are usable. Runs per entry: allocates nothing. */
    public static String invalidReason(Map<String, String> fields) {
        String reason = invalidId(fields, TASK_ID);
        if (reason == null) {
            reason = invalidId(fields, ENTITY_ID);
        }
        if (reason == null) {
            String attempt = fields.get(ATTEMPT);
            if (attempt != null && !isLong(attempt)) {
                reason = "Malformed entry: field '" + ATTEMPT + "' is not a number";
            }
        }
        return reason;
    }

    private static String invalidId(Map<String, String> fields, String field) {
        String value = fields == null ? null : fields.get(field);
        if (value == null || value.isBlank()) {
            return "Malformed entry: missing field '" + field + "'";
        }
        return isLong(value) ? null : "Malformed entry: field '" + field + "' is not a number";
    }

    public static Long taskId(Map<String, String> fields) {
        return parse(fields.get(TASK_ID));
    }

    /**
     * The message the hooks see: ids from the ledger (authoritative), attempt = this run's attempt. The fields
     * are a read-only view, not a copy: the entry's map was decoded for this read batch and nothing else holds it.
     */
    public static TaskMessage message(StreamMessageId id, ClaimedTask task, Map<String, String> fields) {
        return new TaskMessage(id.toString(), task.taskId(), task.entityId(), task.attempt(),
                java.util.Collections.unmodifiableMap(fields));
    }

    /** A dead letter: the original entry's fields plus why, which attempt, when and which entry. */
    public static Map<String, String> deadLetter(Map<String, String> entry, String error, int attempts, Instant failedAt,
            String originalId) {
        Map<String, String> letter = new LinkedHashMap<>(entry);
        letter.put(ERROR, error == null ? "" : error);
        letter.put(ATTEMPTS, Integer.toString(attempts));
        letter.put(FAILED_AT, failedAt.toString());
        letter.put(ORIGINAL_ID, originalId == null ? "" : originalId);
        return letter;
    }

    /** A stored dead letter: its id, the original entry's fields, the error, attempts and when it failed. */
    public record Letter(String id, Map<String, String> fields, String error, int attempts, Instant failedAt) {
    }

    /** A stored dead letter as operators see it; unreadable numbers and times fall back to safe values. */
    public static Letter readDeadLetter(StreamMessageId id, Map<String, String> stored) {
        Map<String, String> original = new LinkedHashMap<>(stored);
        LETTER_FIELDS.forEach(original::remove);
        Long attempts = parse(stored.get(ATTEMPTS));
        Instant failedAt;
        try {
            failedAt = Instant.parse(stored.get(FAILED_AT));
        } catch (RuntimeException e) {
            failedAt = Instant.ofEpochMilli(id.getId0());
        }
        return new Letter(id.toString(), original, stored.get(ERROR),
                attempts == null ? 0 : attempts.intValue(), failedAt);
    }

    /** One task attempt's dead letter, from the ledger's numbers or from a letter's own fields. */
    public static String letterKey(Object taskId, Object attempt) {
        return taskId + ":" + attempt;
    }

    public static String letterKey(Map<String, String> letter) {
        return letterKey(letter.get(TASK_ID), letter.get(ATTEMPTS));
    }

    /** A stream entry id as Redis prints it ({@code <ms>-<seq>}). */
    public static StreamMessageId parseId(String id) {
        String[] parts = id.split("-");
        return new StreamMessageId(Long.parseLong(parts[0]), parts.length > 1 ? Long.parseLong(parts[1]) : 0);
    }

    private static boolean isLong(String value) {
        try {
            Long.parseLong(value.trim());
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static Long parse(String value) {
        try {
            return value == null ? null : Long.valueOf(value.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
