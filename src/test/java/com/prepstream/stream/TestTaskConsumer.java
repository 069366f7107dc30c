package com.prepstream.stream;

import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.model.TaskMessage;

/** The test task type's consumer: ~30 lines of hooks, as a feature's would be. */
class TestTaskConsumer extends AbstractStreamConsumer<TestTask> {

    private final TestWorld world;

    TestTaskConsumer(StreamTaskFramework framework, StreamSettings settings, TestWorld world) {
        super(framework, TestTask.DEFINITION, settings);
        this.world = world;
    }

    @Override
    protected TestTask parsePayload(TaskMessage message) {
        if ("yes".equals(message.fields().get("poison"))) {
            throw new IllegalArgumentException("poison payload");
        }
        return new TestTask(message.entityId());
    }

    @Override
    protected boolean entityExists(TestTask payload) {
        return !world.deleted.contains(payload.entityId());
    }

    @Override
    protected void processBusiness(TestTask payload) throws Exception {
        world.process(payload, consumerName());
    }

    @Override
    protected void markProcessing(TestTask payload) {
        world.marks.add("processing:" + payload.entityId());
    }

    @Override
    protected void markCompleted(TestTask payload) {
        world.awaitCompletionGate(payload.entityId());
        world.marks.add("completed:" + payload.entityId());
    }

    @Override
    protected void markFailed(TestTask payload, String error) {
        world.mark("failed:" + payload.entityId());
    }

    @Override
    protected void markRetrying(TestTask payload, String error) {
        world.mark("retrying:" + payload.entityId());
    }
}
