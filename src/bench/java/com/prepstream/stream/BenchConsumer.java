package com.prepstream.stream;

import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.model.TaskMessage;
import java.util.function.LongConsumer;

/**
 * A no-op consumer of the test task type for the benchmark: it only reports pickups (completions: the framework's
 * events). It keeps no status copy, as the bare harness keeps none, so its completion batch is the ledger's one
 * autocommit statement ({@link #keepsNoStatusCopy}); a product consumer's declared mirror rides in that same
 * statement (StreamMirroredCompletionIntegrationTests), so the figures are the framework's own cost per task.
 */
final class BenchConsumer extends AbstractStreamConsumer<TestTask> {

    private final LongConsumer picked;

    BenchConsumer(StreamTaskFramework framework, StreamSettings settings, LongConsumer picked) {
        super(framework, TestTask.DEFINITION, settings);
        this.picked = picked;
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
    }

    @Override
    protected boolean keepsNoStatusCopy() {
        return true;
    }

    @Override
    protected void markFailed(TestTask payload, String error) {
    }
}
