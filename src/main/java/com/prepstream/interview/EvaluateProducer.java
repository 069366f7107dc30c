package com.prepstream.interview;

import com.prepstream.stream.AbstractStreamProducer;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.TaskStatus;
import com.prepstream.stream.TaskTransition;
import java.util.List;
import org.springframework.stereotype.Component;

/** Queues evaluations on {@code interview:evaluate:stream} (settings: prepstream.streams.evaluate.*). */
@Component
class EvaluateProducer extends AbstractStreamProducer<EvaluateTask> {

    private final StreamTaskFramework framework;
    private final EvaluationStatus status;

    EvaluateProducer(StreamTaskFramework framework, EvaluationStatus status) {
        super(framework, EvaluateTask.STREAM);
        this.framework = framework;
        this.status = status;
    }

    @Override
    protected long entityId(EvaluateTask task) {
        return task.sessionId();
    }

    @Override
    protected void markRequeued(long sessionId) {
        status.mark(sessionId, TaskStatus.PENDING, null);
    }

    List<TaskTransition> history(long sessionId) {
        return framework.ledger().history(EvaluateTask.STREAM.taskType(), sessionId);
    }
}
