package com.prepstream.stream;

import static com.prepstream.stream.model.TaskStatus.COMPLETED;
import static com.prepstream.stream.model.TaskStatus.FAILED;
import static com.prepstream.stream.model.TaskStatus.PENDING;
import static com.prepstream.stream.model.TaskStatus.PROCESSING;

import com.prepstream.stream.model.TaskStatus;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * How a feature's own copy of its task status follows the ledger, one move per status hook. Every feature
 * mirrors through one guarded update ({@code update ... set status = to() where id = ? and status in
 * from()}), so a late or repeated hook call never moves an item backwards: a retry scheduled after the
 * item was deleted and re-created, or a replay of a task that a user already re-ran, changes nothing.
 */
public enum StatusMove {

    /** {@code markProcessing}: a worker claimed the task. */
    PROCESSING_STARTED(EnumSet.of(PENDING, PROCESSING), PROCESSING),
    /** {@code markCompleted}, in the transaction that completes the ledger row. */
    COMPLETED_OK(EnumSet.of(PENDING, PROCESSING), COMPLETED),
    /** {@code markFailed}: permanent failure, retries exhausted, or the last lease expired. */
    FAILED_FOR_GOOD(EnumSet.of(PENDING, PROCESSING), FAILED),
    /** {@code markRetrying}: a transient failure or an expired lease; the task is PENDING again. */
    RETRY_SCHEDULED(EnumSet.of(PROCESSING), PENDING),
    /** {@code markRequeued} (an operator replayed the dead letter) or a user's re-run of a finished task. */
    REQUEUED(EnumSet.of(COMPLETED, FAILED), PENDING);

    private final Set<TaskStatus> from;
    private final TaskStatus to;

    StatusMove(Set<TaskStatus> from, TaskStatus to) {
        this.from = Collections.unmodifiableSet(from);
        this.to = to;
    }

    /** The statuses the feature's copy may be in for this move to apply. */
    public Set<TaskStatus> from() {
        return from;
    }

    public TaskStatus to() {
        return to;
    }
}
