package com.prepstream.stream;

import java.util.Map;
import org.redisson.api.stream.StreamMessageId;

/** Reading the identifier fields of an entry; anything unusable makes the entry malformed. */
final class TaskMessages {

    private TaskMessages() {
    }

    /** Why the entry cannot be claimed, or null when its ids are usable. */
    static String invalidReason(Map<String, String> fields) {
        for (String field : new String[] {TaskDispatcher.TASK_ID, TaskDispatcher.ENTITY_ID}) {
            String value = fields == null ? null : fields.get(field);
            if (value == null || value.isBlank()) {
                return "Malformed entry: missing field '" + field + "'";
            }
            if (parse(value) == null) {
                return "Malformed entry: field '" + field + "' is not a number";
            }
        }
        String attempt = fields.get(TaskDispatcher.ATTEMPT);
        if (attempt != null && parse(attempt) == null) {
            return "Malformed entry: field 'attempt' is not a number";
        }
        return null;
    }

    static Long taskId(Map<String, String> fields) {
        return parse(fields.get(TaskDispatcher.TASK_ID));
    }

    /** The message the hooks see: ids from the ledger (authoritative), attempt = this run's attempt. */
    static TaskMessage message(StreamMessageId id, TaskClaims.ClaimedTask task, Map<String, String> fields) {
        return new TaskMessage(id.toString(), task.taskId(), task.entityId(), task.attempt(), Map.copyOf(fields));
    }

    private static Long parse(String value) {
        try {
            return value == null ? null : Long.valueOf(value.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
