package com.prepstream.stream;

import java.util.Map;
import org.redisson.api.stream.StreamMessageId;

/** A stream entry whose task this consumer claimed: the run identified by (taskId, attempt, owner). */
record Delivery(StreamMessageId entryId, Map<String, String> fields, TaskMessage message,
        TaskClaims.ClaimedTask claim) {

    long taskId() {
        return claim.taskId();
    }

    int attempt() {
        return claim.attempt();
    }
}
