package com.prepstream.resume;

import com.prepstream.stream.StreamDefinition;

/** The resume-analysis task type and its stream, named as docs/design.md fixes them. */
final class AnalyzeStream {

    static final StreamDefinition DEFINITION = new StreamDefinition("RESUME_ANALYZE", "RESUME",
            "resume:analyze:stream", "analyze-group", "analyze-consumer-");

    private AnalyzeStream() {
    }

    /** The message payload: identifiers only, the worker loads the rest. */
    record AnalyzeTask(long resumeId) {
    }
}
