package com.prepstream.chat;

import java.util.List;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.context.request.async.DeferredResult;

/** The same answer as one JSON reply ({@code Accept: application/json}); a failure is a problem with its status. */
final class JsonAnswerSink implements AnswerSink {

    /** The whole answer. */
    record WholeAnswer(long questionId, long messageId, String answer, List<SseAnswerSink.SourceEvent> sources,
            String model, String status, String searchQuery, java.util.Map<String, Long> timings) {
    }

    private final DeferredResult<ResponseEntity<Object>> result;
    private final StringBuilder text = new StringBuilder();
    private List<Source> sources = List.of();
    private volatile Runnable gone = () -> {
    };

    JsonAnswerSink(java.time.Duration timeout) {
        this.result = new DeferredResult<>(timeout.toMillis());
        result.onTimeout(() -> gone.run());
        result.onError(error -> gone.run());
    }

    DeferredResult<ResponseEntity<Object>> result() {
        return result;
    }

    @Override
    public void sources(List<Source> given) {
        this.sources = given;
    }

    @Override
    public synchronized void delta(String piece) {
        text.append(piece);
    }

    @Override
    public synchronized void done(Done done) {
        result.setResult(ResponseEntity.ok(new WholeAnswer(done.questionId(), done.messageId(), text.toString(),
                sources.stream().map(SseAnswerSink.SourceEvent::of).toList(), done.model(), done.status(),
                done.searchQuery(), done.timings())));
    }

    @Override
    public void error(ProblemDetail problem) {
        ResponseEntity.BodyBuilder reply = ResponseEntity.status(problem.getStatus())
                .contentType(MediaType.APPLICATION_PROBLEM_JSON);
        if (problem.getProperties() != null && problem.getProperties().get("retryAfter") != null) {
            reply.header(HttpHeaders.RETRY_AFTER, String.valueOf(problem.getProperties().get("retryAfter")));
        }
        result.setResult(reply.body(problem));
    }

    @Override
    public void onClientGone(Runnable action) {
        this.gone = action;
    }
}
