package com.prepstream.interview;

import com.prepstream.stream.TaskTransition;
import java.util.List;
import org.springframework.stereotype.Component;

/** Placeholder until the stream framework is merged: records nothing, sends nothing. */
@Component
class PendingEvaluationTasks implements EvaluationTasks {

    @Override
    public void enqueue(long sessionId) {
    }

    @Override
    public void cancel(long sessionId) {
    }

    @Override
    public List<TaskTransition> history(long sessionId) {
        return List.of();
    }
}
