package com.prepstream.interview;

import com.prepstream.stream.AbstractStreamConsumer;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.TaskMessage;
import com.prepstream.stream.TaskStatus;
import org.springframework.stereotype.Component;

/**
 * The evaluate worker: hooks only; the framework owns claiming, retries, dead letters and acks.
 * The evaluate_status column mirrors the ledger so reads need no join.
 */
@Component
class EvaluateConsumer extends AbstractStreamConsumer<EvaluateTask> {

    private final InterviewEvaluationWork work;
    private final EvaluationStatus status;

    EvaluateConsumer(StreamTaskFramework framework, InterviewEvaluationWork work, EvaluationStatus status) {
        super(framework, EvaluateTask.STREAM);
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
        // a session deleted meanwhile is skipped inside; its task was cancelled with it
        work.run(task.sessionId());
    }

    @Override
    protected void markProcessing(EvaluateTask task) {
        status.mark(task.sessionId(), TaskStatus.PROCESSING, null);
    }

    @Override
    protected void markCompleted(EvaluateTask task) {
        status.mark(task.sessionId(), TaskStatus.COMPLETED, null);
    }

    @Override
    protected void markFailed(EvaluateTask task, String error) {
        status.mark(task.sessionId(), TaskStatus.FAILED, error);
    }

    @Override
    protected void markRetrying(EvaluateTask task, String error) {
        status.mark(task.sessionId(), TaskStatus.PENDING, error);
    }
}
