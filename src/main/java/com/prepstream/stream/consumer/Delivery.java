package com.prepstream.stream.consumer;

import com.prepstream.stream.ledger.TaskClaims;
import com.prepstream.stream.model.ClaimedTask;
import com.prepstream.stream.model.TaskMessage;
import java.util.Map;
import org.redisson.api.stream.StreamMessageId;

/**
 * A stream entry whose task this consumer claimed: the run identified by (taskId, runId), and
 * its {@link RunControl} shared between the worker and the deadline watch.
 */
record Delivery(StreamMessageId entryId, Map<String, String> fields, TaskMessage message,
        ClaimedTask claim, RunControl control) {

    Delivery(StreamMessageId entryId, Map<String, String> fields, TaskMessage message, ClaimedTask claim) {
        this(entryId, fields, message, claim, new RunControl());
    }

    long taskId() {
        return claim.taskId();
    }

    int attempt() {
        return claim.attempt();
    }

    long runId() {
        return claim.runId();
    }

    TaskClaims.RunToken token() {
        return new TaskClaims.RunToken(taskId(), runId());
    }
}
