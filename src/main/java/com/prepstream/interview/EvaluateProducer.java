package com.prepstream.interview;

import com.prepstream.stream.AbstractStreamProducer;
import com.prepstream.stream.StatusMove;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.TaskTransition;
import java.util.List;
import org.springframework.stereotype.Component;

/** Enqueues evaluations on {@code interview:evaluate:stream} (ledger row in the caller's transaction). */
@Component
class EvaluateProducer extends AbstractStreamProducer<EvaluateTask> {

    private final StreamTaskFramework framework;
    private final EvaluationStatus status;

    EvaluateProducer(StreamTaskFramework framework, EvaluationStatus status) {
        super(framework, EvaluateTask.DEFINITION);
        this.framework = framework;
        this.status = status;
    }

    @Override
    protected long entityId(EvaluateTask task) {
        return task.sessionId();
    }

    @Override
    protected void markRequeued(long sessionId) {
        status.mirror(sessionId, StatusMove.REQUEUED, null);
    }

    List<TaskTransition> history(long sessionId) {
        return framework.ledger().history(EvaluateTask.DEFINITION.taskType(), sessionId);
    }
}
