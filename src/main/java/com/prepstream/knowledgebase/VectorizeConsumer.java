package com.prepstream.knowledgebase;

import com.prepstream.parsing.DocumentParseException;
import com.prepstream.storage.StoredObjectMissingException;
import com.prepstream.stream.AbstractStreamConsumer;
import com.prepstream.stream.PermanentTaskException;
import com.prepstream.stream.StreamSettings;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.TaskMessage;
import com.prepstream.system.ApiException;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/** The vectorize worker: hooks only; delivery, retries, leases and dead letters are the framework's. */
@Component
class VectorizeConsumer extends AbstractStreamConsumer<VectorizeTask> {

    private final Vectorizer vectorizer;
    private final VectorizeStatus status;
    private final KnowledgeBaseRepository items;

    VectorizeConsumer(StreamTaskFramework framework, Environment environment, Vectorizer vectorizer,
            VectorizeStatus status, KnowledgeBaseRepository items) {
        super(framework, VectorizeTask.DEFINITION, StreamSettings.bind(environment, VectorizeTask.SETTINGS));
        this.vectorizer = vectorizer;
        this.status = status;
        this.items = items;
    }

    @Override
    protected VectorizeTask parsePayload(TaskMessage message) {
        if (message.entityId() <= 0) {
            throw new IllegalArgumentException("entityId must be positive");
        }
        return new VectorizeTask(message.entityId());
    }

    @Override
    protected boolean entityExists(VectorizeTask task) {
        return items.existsById(task.knowledgeBaseId());
    }

    @Override
    protected void processBusiness(VectorizeTask task) {
        try {
            vectorizer.vectorize(task.knowledgeBaseId());
        } catch (DocumentParseException | StoredObjectMissingException e) {
            throw new PermanentTaskException(e.getMessage(), e);
        } catch (ApiException e) {
            // the embedding model does not match the stored vectors: an operator must act first
            throw new PermanentTaskException(e.getMessage(), e);
        }
    }

    @Override
    protected void markProcessing(VectorizeTask task) {
        status.processing(task.knowledgeBaseId());
    }

    @Override
    protected void markCompleted(VectorizeTask task) {
        status.completed(task.knowledgeBaseId());
    }

    @Override
    protected void markFailed(VectorizeTask task, String error) {
        status.failed(task.knowledgeBaseId(), error);
    }

    @Override
    protected void markRetrying(VectorizeTask task, String error) {
        status.retrying(task.knowledgeBaseId(), error);
    }
}
