package com.prepstream.resume;

import com.prepstream.stream.AbstractStreamConsumer;
import com.prepstream.stream.StatusMove;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.TaskMessage;
import org.springframework.stereotype.Component;

/** The analyze worker: hooks only; delivery, retries, leases and dead letters are the framework's. */
@Component
class AnalyzeConsumer extends AbstractStreamConsumer<AnalyzeTask> {

    private final ResumeAnalysisJob job;
    private final AnalyzeStatus status;

    AnalyzeConsumer(StreamTaskFramework framework, ResumeAnalysisJob job, AnalyzeStatus status) {
        super(framework, AnalyzeTask.DEFINITION);
        this.job = job;
        this.status = status;
    }

    @Override
    protected AnalyzeTask parsePayload(TaskMessage message) {
        return new AnalyzeTask(message.entityId());
    }

    @Override
    protected boolean entityExists(AnalyzeTask task) {
        return job.exists(task.resumeId());
    }

    @Override
    protected void processBusiness(AnalyzeTask task) {
        job.analyze(task.resumeId());
    }

    @Override
    protected void markProcessing(AnalyzeTask task) {
        status.mirror(task.resumeId(), StatusMove.PROCESSING_STARTED, null);
    }

    @Override
    protected void markCompleted(AnalyzeTask task) {
        status.mirror(task.resumeId(), StatusMove.COMPLETED_OK, null);
    }

    @Override
    protected void markFailed(AnalyzeTask task, String error) {
        status.mirror(task.resumeId(), StatusMove.FAILED_FOR_GOOD, error);
    }

    @Override
    protected void markRetrying(AnalyzeTask task, String error) {
        status.mirror(task.resumeId(), StatusMove.RETRY_SCHEDULED, "will retry: " + error);
    }
}
