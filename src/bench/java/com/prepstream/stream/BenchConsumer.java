package com.prepstream.stream;

import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.model.TaskMessage;
import java.util.function.LongConsumer;

/** A no-op consumer of the test task type for the benchmark: it only reports pickups and completions. */
final class BenchConsumer extends AbstractStreamConsumer<TestTask> {

    private final LongConsumer picked;
    private final Runnable completed;

    BenchConsumer(StreamTaskFramework framework, StreamSettings settings, LongConsumer picked, Runnable completed) {
        super(framework, TestTask.DEFINITION, settings);
        this.picked = picked;
        this.completed = completed;
    }

    @Override
    protected TestTask parsePayload(TaskMessage message) {
        return new TestTask(message.entityId());
    }

    @Override
    protected boolean entityExists(TestTask payload) {
        return true;
    }

    @Override
    protected void processBusiness(TestTask payload) {
        picked.accept(payload.entityId());
    }

    @Override
    protected void markProcessing(TestTask payload) {
    }

    @Override
    protected void markCompleted(TestTask payload) {
        completed.run();
    }

    @Override
    protected void markFailed(TestTask payload, String error) {
    }
}
