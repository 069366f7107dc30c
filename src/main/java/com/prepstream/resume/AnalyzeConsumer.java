package com.prepstream.resume;

import com.prepstream.stream.AbstractStreamConsumer;
import com.prepstream.stream.StreamDefinition;
import com.prepstream.stream.StreamSettings;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.TaskMessage;
import com.prepstream.stream.TaskStatus;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * The analyze worker: hooks only, the framework does claiming, retries and acknowledgement.
 * Settings under {@code prepstream.streams.analyze.*}.
 */
@Component
class AnalyzeConsumer extends AbstractStreamConsumer<AnalyzeStream.AnalyzeTask> {

    private final ResumeAnalysisJob job;
    private final ResumeRepository resumes;

    @Autowired
    AnalyzeConsumer(StreamTaskFramework framework, ResumeAnalysisJob job, ResumeRepository resumes) {
        super(framework, AnalyzeStream.DEFINITION);
        this.job = job;
        this.resumes = resumes;
    }

    /** For tests that run a second, independently configured worker on a stream of their own. */
    AnalyzeConsumer(StreamTaskFramework framework, StreamDefinition definition, StreamSettings settings,
            ResumeAnalysisJob job, ResumeRepository resumes) {
        super(framework, definition, settings);
        this.job = job;
        this.resumes = resumes;
    }

    @Override
    protected AnalyzeStream.AnalyzeTask parsePayload(TaskMessage message) {
        return new AnalyzeStream.AnalyzeTask(message.entityId());
    }

    @Override
    protected boolean entityExists(AnalyzeStream.AnalyzeTask task) {
        return resumes.exists(task.resumeId());
    }

    @Override
    protected void processBusiness(AnalyzeStream.AnalyzeTask task) {
        job.analyze(task.resumeId());
    }

    @Override
    protected void markProcessing(AnalyzeStream.AnalyzeTask task) {
        resumes.updateStatus(task.resumeId(), TaskStatus.PROCESSING, null);
    }

    @Override
    protected void markCompleted(AnalyzeStream.AnalyzeTask task) {
        resumes.updateStatus(task.resumeId(), TaskStatus.COMPLETED, null);
    }

    @Override
    protected void markFailed(AnalyzeStream.AnalyzeTask task, String error) {
        resumes.updateStatus(task.resumeId(), TaskStatus.FAILED, error);
    }

    @Override
    protected void markRetrying(AnalyzeStream.AnalyzeTask task, String error) {
        resumes.updateStatus(task.resumeId(), TaskStatus.PENDING, "will retry: " + error);
    }
}
