package com.prepstream.chat;

import com.prepstream.chat.ChatStore.AnswerRecord;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.springframework.http.ProblemDetail;
import reactor.core.Disposable;

/**
 * One answer being produced: collects its text, ends exactly once (done, error or the client
 * leaving), stores the answer and frees the session for the next question, whichever thread ends it.
 */
final class AnswerRun {

    static final String COMPLETE = "COMPLETE";
    static final String NOT_FOUND = "NOT_FOUND";
    static final String FAILED = "FAILED";
    static final String INTERRUPTED = "INTERRUPTED";

    private final ChatStore store;
    private final long sessionId;
    private final String token;
    private final AnswerSink sink;
    private final long startNanos;
    private final String language;
    private final Clock clock = Clock.systemUTC();
    private final StringBuilder text = new StringBuilder();
    private final AtomicBoolean ended = new AtomicBoolean();
    private final Map<String, Long> timings = new LinkedHashMap<>();

    private long questionId;
    private String searchQuery;
    private List<Source> sources = List.of();
    private String model = "offline";
    private volatile Disposable upstream;

    AnswerRun(ChatStore store, long sessionId, String token, AnswerSink sink, long startNanos, String language) {
        this.store = store;
        this.sessionId = sessionId;
        this.token = token;
        this.sink = sink;
        this.startNanos = startNanos;
        this.language = language;
        sink.onClientGone(this::clientGone);
    }

    void question(long id) {
        this.questionId = id;
    }

    void retrieved(String query, List<Source> given) {
        this.searchQuery = query;
        this.sources = given;
        mark("retrievalMs");
        sink.sources(given);
    }

    void model(String name) {
        this.model = name;
    }

    /** Stops the model call when the answer ends early (client gone, timeout). */
    void upstream(Disposable disposable) {
        this.upstream = disposable;
        if (ended.get()) {
            disposable.dispose();
        }
    }

    void mark(String timing) {
        timings.putIfAbsent(timing, (System.nanoTime() - startNanos) / 1_000_000);
    }

    synchronized void delta(String piece) {
        if (ended.get() || piece.isEmpty()) {
            return;
        }
        text.append(piece);
        mark("firstDeltaMs");
        sink.delta(piece);
    }

    void complete(String status) {
        if (!ended.compareAndSet(false, true)) {
            return;
        }
        mark("totalMs");
        long messageId = save(status, text.toString());
        sink.done(new AnswerSink.Done(questionId, messageId, model, status, searchQuery, Map.copyOf(timings)));
    }

    void fail(ProblemDetail problem) {
        if (!ended.compareAndSet(false, true)) {
            return;
        }
        stopUpstream();
        mark("totalMs");
        save(FAILED, text.isEmpty() ? String.valueOf(problem.getDetail()) : text.toString());
        sink.error(problem);
    }

    private void clientGone() {
        if (!ended.compareAndSet(false, true)) {
            return;
        }
        stopUpstream();
        save(INTERRUPTED, text.toString());
    }

    synchronized boolean blank() {
        return text.toString().isBlank();
    }

    boolean ended() {
        return ended.get();
    }

    private void stopUpstream() {
        Disposable current = upstream;
        if (current != null) {
            current.dispose();
        }
    }

    private long save(String status, String content) {
        try {
            return store.addAnswer(sessionId, new AnswerRecord(content, sources, model, status, language, searchQuery,
                    timingsJson()), clock.instant());
        } finally {
            store.finishAnswer(sessionId, token);
        }
    }

    private String timingsJson() {
        StringBuilder json = new StringBuilder("{");
        timings.forEach((name, value) -> json.append(json.length() > 1 ? "," : "").append('"').append(name)
                .append("\":").append(value));
        return json.append('}').toString();
    }
}
