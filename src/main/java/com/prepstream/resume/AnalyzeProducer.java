package com.prepstream.resume;

import com.prepstream.stream.AbstractStreamProducer;
import com.prepstream.stream.StatusMove;
import com.prepstream.stream.StreamTaskFramework;
import org.springframework.stereotype.Component;

/** Enqueues resume analyses on {@code resume:analyze:stream} (ledger row in the caller's transaction). */
@Component
class AnalyzeProducer extends AbstractStreamProducer<AnalyzeTask> {

    private final AnalyzeStatus status;

    AnalyzeProducer(StreamTaskFramework framework, AnalyzeStatus status) {
        super(framework, AnalyzeTask.DEFINITION);
        this.status = status;
    }

    @Override
    protected long entityId(AnalyzeTask task) {
        return task.resumeId();
    }

    @Override
    protected void markRequeued(long resumeId) {
        status.mirror(resumeId, StatusMove.REQUEUED, null);
    }
}
