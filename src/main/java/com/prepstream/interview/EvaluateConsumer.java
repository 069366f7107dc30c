package com.prepstream.interview;

import com.prepstream.stream.AbstractStreamConsumer;
import com.prepstream.stream.StatusMove;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.TaskMessage;
import org.springframework.stereotype.Component;

/** The evaluate worker: hooks only; delivery, retries, leases and dead letters are the framework's. */
@Component
class EvaluateConsumer extends AbstractStreamConsumer<EvaluateTask> {

    private final InterviewEvaluationWork work;
    private final EvaluationStatus status;

    EvaluateConsumer(StreamTaskFramework framework, InterviewEvaluationWork work, EvaluationStatus status) {
        super(framework, EvaluateTask.DEFINITION);
        this.work = work;
        this.status = status;
    }

    @Override
    protected EvaluateTask parsePayload(TaskMessage message) {
        return new EvaluateTask(message.entityId());
    }

    @Override
    protected boolean entityExists(EvaluateTask task) {
        return work.sessionExists(task.sessionId());
    }

    @Override
    protected void processBusiness(EvaluateTask task) {
        work.run(task.sessionId()); // a session deleted meanwhile is skipped inside; its task was cancelled with it
    }

    @Override
    protected void markProcessing(EvaluateTask task) {
        status.mirror(task.sessionId(), StatusMove.PROCESSING_STARTED, null);
    }

    @Override
    protected void markCompleted(EvaluateTask task) {
        status.mirror(task.sessionId(), StatusMove.COMPLETED_OK, null);
    }

    @Override
    protected void markFailed(EvaluateTask task, String error) {
        status.mirror(task.sessionId(), StatusMove.FAILED_FOR_GOOD, error);
    }

    @Override
    protected void markRetrying(EvaluateTask task, String error) {
        status.mirror(task.sessionId(), StatusMove.RETRY_SCHEDULED, error);
    }
}
