package com.prepstream.chat;

import java.util.List;
import org.springframework.http.ProblemDetail;

/** Collects one offline answer, which is made on the asking thread. */
final class BenchSink implements AnswerSink {

    final StringBuilder text = new StringBuilder();
    List<Source> sources = List.of();
    Done done;
    ProblemDetail problem;

    @Override
    public void sources(List<Source> given) {
        sources = given;
    }

    @Override
    public void delta(String piece) {
        text.append(piece);
    }

    @Override
    public void done(Done finished) {
        done = finished;
    }

    @Override
    public void error(ProblemDetail failure) {
        problem = failure;
    }

    @Override
    public void onClientGone(Runnable action) {
    }

    boolean refused() {
        return done != null && AnswerRun.NOT_FOUND.equals(done.status());
    }

    /** The quoted part: what follows the one-line note that no model is configured. */
    String body() {
        int note = text.indexOf("\n\n");
        return note < 0 ? text.toString() : text.substring(note + 2);
    }
}
