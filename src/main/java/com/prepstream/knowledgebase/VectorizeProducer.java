package com.prepstream.knowledgebase;

import com.prepstream.stream.AbstractStreamProducer;
import com.prepstream.stream.StatusMove;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.TaskTransition;
import java.util.List;
import org.springframework.stereotype.Component;

/** Enqueues vectorize tasks on {@code knowledgebase:vectorize:stream} (ledger row in the caller's transaction). */
@Component
class VectorizeProducer extends AbstractStreamProducer<VectorizeTask> {

    private final StreamTaskFramework framework;
    private final VectorizeStatus status;

    VectorizeProducer(StreamTaskFramework framework, VectorizeStatus status) {
        super(framework, VectorizeTask.DEFINITION);
        this.framework = framework;
        this.status = status;
    }

    @Override
    protected long entityId(VectorizeTask task) {
        return task.knowledgeBaseId();
    }

    @Override
    protected void markRequeued(long knowledgeBaseId) {
        status.mirror(knowledgeBaseId, StatusMove.REQUEUED, null);
    }

    /** The item's recorded status transitions, oldest first. */
    List<TaskTransition> history(long knowledgeBaseId) {
        return framework.ledger().history(VectorizeTask.DEFINITION.taskType(), knowledgeBaseId);
    }
}
