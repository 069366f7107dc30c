package com.prepstream.stream.model;

import java.time.Instant;

/**
 * Published (as a Spring application event on the instance that made the change, and relayed to
 * every instance for {@code GET /api/events}) after each committed status transition.
 */
public record TaskStatusChanged(String taskType, String entityType, long entityId, TaskStatus status,
        int attempt, String error, Instant at) {
}
