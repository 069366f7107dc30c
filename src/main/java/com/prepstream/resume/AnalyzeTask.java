package com.prepstream.resume;

import com.prepstream.stream.StreamDefinition;

/** Payload of a resume-analysis task: the resume id only; the worker loads the rest. */
record AnalyzeTask(long resumeId) {

    /** Names fixed by docs/design.md; tuning under {@code prepstream.streams.analyze.*}. */
    static final StreamDefinition DEFINITION = new StreamDefinition("RESUME_ANALYZE", "RESUME",
            "resume:analyze:stream", "analyze-group", "analyze-consumer-", "analyze");
}
