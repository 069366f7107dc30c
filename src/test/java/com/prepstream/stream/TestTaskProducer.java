package com.prepstream.stream;

/** The test task type's producer. */
class TestTaskProducer extends AbstractStreamProducer<TestTask> {

    TestTaskProducer(StreamTaskFramework framework, StreamSettings settings) {
        super(framework, TestTask.DEFINITION, settings);
    }

    @Override
    protected long entityId(TestTask payload) {
        return payload.entityId();
    }
}
