package com.prepstream.chat;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * An answer as Server-Sent Events: {@code sources}, {@code delta}s, then {@code done} or
 * {@code error}. A failed send, a timeout or a connection error means the client is gone.
 */
final class SseAnswerSink implements AnswerSink {

    private final SseEmitter emitter;
    private final URI instance;
    private volatile Runnable gone = () -> {
    };

    /** {@code instance}: the request's path, which Spring MVC would give a problem it returned (system.Problems). */
    SseAnswerSink(Duration timeout, URI instance) {
        this.instance = instance;
        this.emitter = new SseEmitter(timeout.toMillis());
        emitter.onTimeout(() -> gone.run());
        emitter.onError(error -> gone.run());
        emitter.onCompletion(() -> gone.run());
    }

    SseEmitter emitter() {
        return emitter;
    }

    @Override
    public void sources(List<Source> sources) {
        send("sources", Map.of("sources", sources.stream().map(SourceEvent::of).toList()));
    }

    @Override
    public void delta(String text) {
        send("delta", Map.of("text", text));
    }

    @Override
    public void done(Done done) {
        send("done", done);
        emitter.complete();
    }

    @Override
    public void error(ProblemDetail problem) {
        // the event is written by the emitter, not by Spring MVC's problem handling, so it is given here
        if (problem.getInstance() == null) {
            problem.setInstance(instance);
        }
        send("error", problem);
        emitter.complete();
    }

    @Override
    public void onClientGone(Runnable action) {
        this.gone = action;
    }

    private void send(String name, Object data) {
        try {
            emitter.send(SseEmitter.event().name(name).data(data, MediaType.APPLICATION_JSON));
        } catch (IOException | IllegalStateException e) {
            gone.run();
        }
    }

    /** A passage as the {@code sources} event shows it: a snippet for the list, the content to open. */
    record SourceEvent(int n, long knowledgeBaseId, String knowledgeBaseName, int chunkIndex, double score,
            String snippet, String content, String title) {

        private static final int SNIPPET_CHARS = 160;

        static SourceEvent of(Source source) {
            String content = source.content();
            String snippet = content.codePointCount(0, content.length()) <= SNIPPET_CHARS ? content
                    : content.substring(0, content.offsetByCodePoints(0, SNIPPET_CHARS)) + "…";
            return new SourceEvent(source.n(), source.knowledgeBaseId(), source.knowledgeBaseName(),
                    source.chunkIndex(), source.score(), snippet, content, source.title());
        }
    }
}
