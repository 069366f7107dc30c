package com.prepstream.resume;

import com.prepstream.stream.AbstractStreamProducer;
import com.prepstream.stream.StreamDefinition;
import com.prepstream.stream.StreamSettings;
import com.prepstream.stream.StreamTaskFramework;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/** Enqueues resume analyses; settings under {@code prepstream.streams.analyze.*}. */
@Component
class AnalyzeProducer extends AbstractStreamProducer<AnalyzeStream.AnalyzeTask> {

    @Autowired
    AnalyzeProducer(StreamTaskFramework framework) {
        super(framework, AnalyzeStream.DEFINITION);
    }

    /** For tests that run a second, independently configured worker on a stream of their own. */
    AnalyzeProducer(StreamTaskFramework framework, StreamDefinition definition, StreamSettings settings) {
        super(framework, definition, settings);
    }

    @Override
    protected long entityId(AnalyzeStream.AnalyzeTask task) {
        return task.resumeId();
    }
}
