package com.prepstream.resume;

import com.prepstream.stream.AbstractStreamProducer;
import com.prepstream.stream.StreamDefinition;
import com.prepstream.stream.StreamSettings;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.TaskStatus;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/** Enqueues resume analyses; settings under {@code prepstream.streams.analyze.*}. */
@Component
class AnalyzeProducer extends AbstractStreamProducer<AnalyzeStream.AnalyzeTask> {

    private final ResumeRepository resumes;

    @Autowired
    AnalyzeProducer(StreamTaskFramework framework, ResumeRepository resumes) {
        super(framework, AnalyzeStream.DEFINITION);
        this.resumes = resumes;
    }

    /** For tests that run a second, independently configured worker on a stream of their own. */
    AnalyzeProducer(StreamTaskFramework framework, StreamDefinition definition, StreamSettings settings,
            ResumeRepository resumes) {
        super(framework, definition, settings);
        this.resumes = resumes;
    }

    @Override
    protected long entityId(AnalyzeStream.AnalyzeTask task) {
        return task.resumeId();
    }

    @Override
    protected void markRequeued(long resumeId) {
        resumes.updateStatus(resumeId, TaskStatus.PENDING, null);
    }
}
