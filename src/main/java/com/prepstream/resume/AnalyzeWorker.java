package com.prepstream.resume;

import com.prepstream.stream.EntityConsumer;
import com.prepstream.stream.EntityProducer;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.StreamTaskFramework;
import org.springframework.stereotype.Component;

/** The resume-analysis worker: names, delivery, retries, leases, dead letters and the status mirror are the framework's. */
final class AnalyzeWorker {

    /** {@code resume:analyze:stream}; tuning under {@code prepstream.streams.analyze.*}. */
    static final StreamDefinition DEFINITION = StreamDefinition.of("RESUME", "analyze");

    @Component
    static class Producer extends EntityProducer {
        Producer(StreamTaskFramework framework, ResumeRepository resumes) {
            super(framework, DEFINITION, resumes::mirrorStatus);
        }
    }

    @Component
    static class Consumer extends EntityConsumer {
        private final ResumeAnalysisJob job;

        Consumer(StreamTaskFramework framework, ResumeAnalysisJob job, ResumeRepository resumes) {
            super(framework, DEFINITION, resumes::mirrorStatus);
            this.job = job;
        }

        @Override
        protected boolean exists(long resumeId) {
            return job.exists(resumeId);
        }

        @Override
        protected void process(long resumeId) {
            job.analyze(resumeId);
        }

        @Override
        protected String retryNote(String error) {
            return "will retry: " + error;
        }
    }
}
