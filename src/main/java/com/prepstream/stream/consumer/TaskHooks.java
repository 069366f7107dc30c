package com.prepstream.stream.consumer;

import com.prepstream.stream.model.MirrorTable;
import com.prepstream.stream.model.TaskMessage;
import com.prepstream.stream.model.TaskStatus;
import java.util.Set;

/**
 * The feature's side of a consumer, as the engine calls it. {@code AbstractStreamConsumer} implements it
 * with its protected template methods, so the engine needs nothing of the public API above it; only
 * {@link TaskOutcomes} calls these, in the order written there.
 */
public interface TaskHooks<T> {

    T parsePayload(TaskMessage message);

    boolean entityExists(T payload);

    void processBusiness(T payload) throws Exception;

    void markProcessing(T payload);

    void markCompleted(T payload);

    void markFailed(T payload, String error);

    void markRetrying(T payload, String error);

    /**
     * When {@link #markCompleted} is exactly this declared mirror's move (to COMPLETED from {@code from},
     * error cleared), the completion writes it in the ledger's own statement and does not call the hook.
     */
    record CompletionMirror(MirrorTable table, Set<TaskStatus> from) {

        /** No mirror at all: the feature's status is the ledger's, and the completion is the ledger's statement alone. */
        public static final CompletionMirror LEDGER_ONLY = new CompletionMirror(null, Set.of());
    }

    /** The declared mirror that {@link #markCompleted} is, or null: the hook runs in a transaction. */
    default CompletionMirror completionMirror() {
        return null;
    }
}
