package com.prepstream.interview;

import com.prepstream.stream.AbstractStreamProducer;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.TaskTransition;
import java.util.List;
import org.springframework.stereotype.Component;

/** Queues evaluations on {@code interview:evaluate:stream} (settings: prepstream.streams.evaluate.*). */
@Component
class EvaluateProducer extends AbstractStreamProducer<EvaluateTask> {

    private final StreamTaskFramework framework;

    EvaluateProducer(StreamTaskFramework framework) {
        super(framework, EvaluateTask.STREAM);
        this.framework = framework;
    }

    @Override
    protected long entityId(EvaluateTask task) {
        return task.sessionId();
    }

    List<TaskTransition> history(long sessionId) {
        return framework.ledger().history(EvaluateTask.STREAM.taskType(), sessionId);
    }
}
