package com.prepstream.knowledgebase;

import com.prepstream.parsing.DocumentParseException;
import com.prepstream.stream.TaskTransition;
import jakarta.annotation.PreDestroy;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/** Stand-in until the stream framework lands: runs vectorize after commit on one local thread. */
@Component
class LocalVectorizeTasks implements VectorizeTasks {

    private static final Logger log = LoggerFactory.getLogger(LocalVectorizeTasks.class);

    private final Vectorizer vectorizer;
    private final VectorizeStatus status;
    private final ExecutorService executor = Executors.newSingleThreadExecutor();

    LocalVectorizeTasks(Vectorizer vectorizer, VectorizeStatus status) {
        this.vectorizer = vectorizer;
        this.status = status;
    }

    @Override
    public void enqueue(long id) {
        Runnable submit = () -> executor.submit(() -> run(id));
        if (TransactionSynchronizationManager.isSynchronizationActive()) {
            TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
                @Override
                public void afterCommit() {
                    submit.run();
                }
            });
        } else {
            submit.run();
        }
    }

    @Override
    public int enqueueAll(Collection<Long> ids) {
        ids.forEach(this::enqueue);
        return ids.size();
    }

    @Override
    public void cancel(long id) {
    }

    @Override
    public List<TaskTransition> history(long id) {
        return List.of();
    }

    private void run(long id) {
        status.processing(id);
        try {
            if (vectorizer.vectorize(id) >= 0) {
                status.completed(id);
            }
        } catch (DocumentParseException e) {
            status.failed(id, e.getMessage());
        } catch (RuntimeException e) {
            log.warn("Vectorize {} failed", id, e);
            status.failed(id, e.getMessage());
        }
    }

    @PreDestroy
    void shutdown() {
        executor.shutdownNow();
    }
}
