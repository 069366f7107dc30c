package com.prepstream.ops;

import com.prepstream.stream.AbstractStreamConsumer;
import com.prepstream.stream.AbstractStreamProducer;
import com.prepstream.stream.model.PermanentTaskException;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.model.TaskMessage;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A task type built only from the framework's public API, as a feature in another package would:
 * it fails permanently for the entities in {@link #failing}.
 */
final class OpsTestTasks {

    static final StreamDefinition DEFINITION = new StreamDefinition("OPS_TEST", "OPS_TEST", "test:ops:stream",
            "ops-group", "ops-consumer-", "ops-test");

    record OpsTask(long entityId) {
    }

    final Set<Long> failing = ConcurrentHashMap.newKeySet();
    /** Entities whose replay reached the producer's hook. */
    final Set<Long> requeued = ConcurrentHashMap.newKeySet();
    /** When set, the hook fails as a feature's status update could. */
    volatile boolean requeueFails;
    final Producer producer;
    final Consumer consumer;

    OpsTestTasks(StreamTaskFramework framework) {
        StreamSettings settings = StreamSettings.defaults();
        producer = new Producer(framework, settings);
        consumer = new Consumer(framework, settings);
    }

    final class Producer extends AbstractStreamProducer<OpsTask> {
        Producer(StreamTaskFramework framework, StreamSettings settings) {
            super(framework, DEFINITION, settings);
        }

        @Override
        protected long entityId(OpsTask payload) {
            return payload.entityId();
        }

        @Override
        protected void markRequeued(long entityId) {
            if (requeueFails) {
                throw new IllegalStateException("the feature's status update failed");
            }
            requeued.add(entityId);
        }
    }

    final class Consumer extends AbstractStreamConsumer<OpsTask> {
        Consumer(StreamTaskFramework framework, StreamSettings settings) {
            super(framework, DEFINITION, settings);
        }

        @Override
        protected OpsTask parsePayload(TaskMessage message) {
            return new OpsTask(message.entityId());
        }

        @Override
        protected boolean entityExists(OpsTask payload) {
            return true;
        }

        @Override
        protected void processBusiness(OpsTask payload) {
            if (failing.contains(payload.entityId())) {
                throw new PermanentTaskException("The document " + payload.entityId() + " is unreadable");
            }
        }

        @Override
        protected void markProcessing(OpsTask payload) {
        }

        @Override
        protected void markCompleted(OpsTask payload) {
        }

        @Override
        protected void markFailed(OpsTask payload, String error) {
        }
    }
}
