package com.prepstream.knowledgebase.ingestion;

import com.prepstream.knowledgebase.store.KnowledgeBaseRepository;
import com.prepstream.stream.EntityConsumer;
import com.prepstream.stream.EntityProducer;
import com.prepstream.stream.model.MirrorTable;
import com.prepstream.stream.model.PermanentTaskException;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.system.ApiException;
import org.springframework.stereotype.Component;

/** The vectorize worker: names, delivery, retries, leases, dead letters and the status mirror are the framework's. */
public final class VectorizeWorker {

    /** {@code knowledgebase:vectorize:stream}; tuning under {@code prepstream.streams.vectorize.*}. */
    public static final StreamDefinition DEFINITION = StreamDefinition.of("KNOWLEDGE_BASE", "vectorize");

    /** The item's copy of its vectorize status, which the framework moves (guarded) with the ledger. */
    public static final MirrorTable MIRROR = MirrorTable.of("knowledge_base", "id", "vector_status", "vector_error")
            .touching("updated_at");

    @Component
    public static class Producer extends EntityProducer {
        /** The JPA update: a re-run moves the status inside a transaction that holds the item loaded. */
        Producer(StreamTaskFramework framework, KnowledgeBaseRepository items) {
            super(framework, DEFINITION, items::transition);
        }
    }

    @Component
    public static class Consumer extends EntityConsumer {
        private final Vectorizer vectorizer;
        private final KnowledgeBaseRepository items;

        Consumer(StreamTaskFramework framework, Vectorizer vectorizer, KnowledgeBaseRepository items) {
            super(framework, DEFINITION, MIRROR);
            this.vectorizer = vectorizer;
            this.items = items;
        }

        @Override
        protected boolean exists(long id) {
            return items.existsById(id);
        }

        /** Unreadable or missing documents are permanent by their type (parsing/, storage/). */
        @Override
        protected void process(long id) {
            try {
                vectorizer.vectorize(id);
            } catch (ApiException e) {
                // the embedding model does not match the stored vectors: an operator must act first
                throw new PermanentTaskException(e.getMessage(), e);
            }
        }
    }
}
