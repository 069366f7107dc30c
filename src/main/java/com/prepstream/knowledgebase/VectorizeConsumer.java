package com.prepstream.knowledgebase;

import com.prepstream.stream.AbstractStreamConsumer;
import com.prepstream.stream.PermanentTaskException;
import com.prepstream.stream.StatusMove;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.TaskMessage;
import com.prepstream.system.ApiException;
import org.springframework.stereotype.Component;

/** The vectorize worker: hooks only; delivery, retries, leases and dead letters are the framework's. */
@Component
class VectorizeConsumer extends AbstractStreamConsumer<VectorizeTask> {

    private final Vectorizer vectorizer;
    private final VectorizeStatus status;

    VectorizeConsumer(StreamTaskFramework framework, Vectorizer vectorizer, VectorizeStatus status) {
        super(framework, VectorizeTask.DEFINITION);
        this.vectorizer = vectorizer;
        this.status = status;
    }

    @Override
    protected VectorizeTask parsePayload(TaskMessage message) {
        return new VectorizeTask(message.entityId());
    }

    @Override
    protected boolean entityExists(VectorizeTask task) {
        return status.exists(task.knowledgeBaseId());
    }

    /** Unreadable or missing documents are permanent by their type (parsing/, storage/); see below for the rest. */
    @Override
    protected void processBusiness(VectorizeTask task) {
        try {
            vectorizer.vectorize(task.knowledgeBaseId());
        } catch (ApiException e) {
            // the embedding model does not match the stored vectors: an operator must act first
            throw new PermanentTaskException(e.getMessage(), e);
        }
    }

    @Override
    protected void markProcessing(VectorizeTask task) {
        status.mirror(task.knowledgeBaseId(), StatusMove.PROCESSING_STARTED, null);
    }

    @Override
    protected void markCompleted(VectorizeTask task) {
        status.mirror(task.knowledgeBaseId(), StatusMove.COMPLETED_OK, null);
    }

    @Override
    protected void markFailed(VectorizeTask task, String error) {
        status.mirror(task.knowledgeBaseId(), StatusMove.FAILED_FOR_GOOD, error);
    }

    @Override
    protected void markRetrying(VectorizeTask task, String error) {
        status.mirror(task.knowledgeBaseId(), StatusMove.RETRY_SCHEDULED, error);
    }
}
