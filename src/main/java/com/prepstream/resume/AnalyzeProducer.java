package com.prepstream.resume;

import com.prepstream.stream.AbstractStreamProducer;
import com.prepstream.stream.StreamTaskFramework;
import org.springframework.stereotype.Component;

/** Enqueues resume analyses; settings under {@code prepstream.streams.analyze.*}. */
@Component
class AnalyzeProducer extends AbstractStreamProducer<AnalyzeStream.AnalyzeTask> {

    AnalyzeProducer(StreamTaskFramework framework) {
        super(framework, AnalyzeStream.DEFINITION);
    }

    @Override
    protected long entityId(AnalyzeStream.AnalyzeTask task) {
        return task.resumeId();
    }
}
