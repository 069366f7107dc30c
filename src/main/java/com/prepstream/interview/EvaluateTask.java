package com.prepstream.interview;

import com.prepstream.stream.StreamDefinition;

/** Payload of an evaluate task: the session id only; the worker reads the answers from PostgreSQL. */
record EvaluateTask(long sessionId) {

    /** Names fixed by docs/design.md; tuning under {@code prepstream.streams.evaluate.*}. */
    static final StreamDefinition DEFINITION = new StreamDefinition("INTERVIEW_EVALUATE", "INTERVIEW",
            "interview:evaluate:stream", "evaluate-group", "evaluate-consumer-", "evaluate");
}
