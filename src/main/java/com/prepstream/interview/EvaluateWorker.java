package com.prepstream.interview;

import com.prepstream.stream.EntityConsumer;
import com.prepstream.stream.EntityProducer;
import com.prepstream.stream.model.MirrorTable;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.StreamTaskFramework;
import org.springframework.stereotype.Component;

/** The evaluate worker: names, delivery, retries, leases, dead letters and the status mirror are the framework's. */
final class EvaluateWorker {

    /** {@code interview:evaluate:stream}; tuning under {@code prepstream.streams.evaluate.*}. */
    static final StreamDefinition DEFINITION = StreamDefinition.of("INTERVIEW", "evaluate");

    /** The session's copy of its evaluation status, which the framework moves (guarded) with the ledger. */
    static final MirrorTable MIRROR = MirrorTable.of("interview_session", "id", "evaluate_status", "evaluate_error")
            .touching("updated_at");

    @Component
    static class Producer extends EntityProducer {
        /** The JPA update: a re-run moves the status inside a transaction that holds the session loaded. */
        Producer(StreamTaskFramework framework, InterviewSessionRepository sessions) {
            super(framework, DEFINITION, sessions::mirrorEvaluateStatus);
        }
    }

    @Component
    static class Consumer extends EntityConsumer {
        private final InterviewEvaluationWork work;

        Consumer(StreamTaskFramework framework, InterviewEvaluationWork work) {
            super(framework, DEFINITION, MIRROR);
            this.work = work;
        }

        @Override
        protected boolean exists(long sessionId) {
            return work.sessionExists(sessionId);
        }

        @Override
        protected void process(long sessionId) {
            work.run(sessionId); // a session deleted meanwhile is skipped inside; its task was cancelled with it
        }
    }
}
