package com.prepstream.stream;

import com.prepstream.stream.model.StreamSettings;
import java.util.Map;
import java.util.function.Function;

/** The test task type's producer; {@code extras} adds message fields (to send a poisoned payload). */
class TestTaskProducer extends AbstractStreamProducer<TestTask> {

    private final Function<TestTask, Map<String, String>> extras;

    TestTaskProducer(StreamTaskFramework framework, StreamSettings settings) {
        this(framework, settings, task -> Map.of());
    }

    TestTaskProducer(StreamTaskFramework framework, StreamSettings settings,
            Function<TestTask, Map<String, String>> extras) {
        super(framework, TestTask.DEFINITION, settings);
        this.extras = extras;
    }

    @Override
    protected long entityId(TestTask payload) {
        return payload.entityId();
    }

    @Override
    protected Map<String, String> buildMessage(TestTask payload) {
        return extras.apply(payload);
    }
}
