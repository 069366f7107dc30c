package com.prepstream.resume;

import com.prepstream.stream.EntityConsumer;
import com.prepstream.stream.EntityProducer;
import com.prepstream.stream.model.MirrorTable;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.StreamTaskFramework;
import org.springframework.stereotype.Component;

/** The resume-analysis worker: names, delivery, retries, leases, dead letters and the status mirror are the framework's. */
final class AnalyzeWorker {

    /** {@code resume:analyze:stream}; tuning under {@code prepstream.streams.analyze.*}. */
    static final StreamDefinition DEFINITION = StreamDefinition.of("RESUME", "analyze");

    /** The resume's copy of its analysis status, which the framework moves (guarded) with the ledger. */
    static final MirrorTable MIRROR = MirrorTable.of("resume", "id", "analyze_status", "analyze_error")
            .touching("updated_at");

    @Component
    static class Producer extends EntityProducer {
        Producer(StreamTaskFramework framework) {
            super(framework, DEFINITION, MIRROR);
        }
    }

    @Component
    static class Consumer extends EntityConsumer {
        private final ResumeAnalysisJob job;

        Consumer(StreamTaskFramework framework, ResumeAnalysisJob job) {
            super(framework, DEFINITION, MIRROR);
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
