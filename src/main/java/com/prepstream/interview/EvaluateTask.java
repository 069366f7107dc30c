package com.prepstream.interview;

import com.prepstream.stream.StreamDefinition;

/** Payload of an evaluate task: the session id only; the worker reads the answers from PostgreSQL. */
record EvaluateTask(long sessionId) {

    static final StreamDefinition STREAM = new StreamDefinition("INTERVIEW_EVALUATE", "INTERVIEW",
            "interview:evaluate:stream", "evaluate-group", "evaluate-consumer-");
}
