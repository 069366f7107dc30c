package com.prepstream.interview;

import com.prepstream.stream.TaskTransition;
import java.util.List;

/** The evaluation task of a session as the stream framework runs it. */
interface EvaluationTasks {

    /**
     * Records a PENDING evaluate task in the caller's transaction; the message follows after commit.
     *
     * @throws com.prepstream.stream.TaskAlreadyActiveException while one is PENDING or PROCESSING
     */
    void enqueue(long sessionId);

    /** Drops the task of a deleted session quietly (no FAILED status, no dead letter). */
    void cancel(long sessionId);

    List<TaskTransition> history(long sessionId);
}
