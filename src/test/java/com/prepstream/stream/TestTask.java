package com.prepstream.stream;

import com.prepstream.stream.model.StreamDefinition;

/** Payload of the test-only task type that drives the contract suite and the benchmark. */
record TestTask(long entityId) {

    static final StreamDefinition DEFINITION = new StreamDefinition("TEST_TASK", "TEST", "test:task:stream",
            "test-group", "test-consumer-", "test");
}
