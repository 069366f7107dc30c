package com.prepstream.stream.model;

import java.util.Map;

/**
 * A task a consumer now owns by its claim: the run is (taskId, runId). {@code pickupMs} is the time from
 * "sent and due" to the claim.
 */
public record ClaimedTask(long taskId, long entityId, int attempt, int maxAttempts, Map<String, String> fields,
        double pickupMs, long runId) {
}
