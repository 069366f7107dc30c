package com.prepstream.chat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.springframework.http.ProblemDetail;

/** Records what an answer sends, and plays the client hanging up. */
final class RecordingSink implements AnswerSink {

    final List<String> events = new CopyOnWriteArrayList<>();
    final StringBuilder text = new StringBuilder();
    final CountDownLatch ended = new CountDownLatch(1);
    volatile List<Source> sources;
    volatile Done done;
    volatile ProblemDetail problem;
    private volatile Runnable gone;

    @Override
    public void sources(List<Source> given) {
        events.add("sources");
        sources = given;
    }

    @Override
    public synchronized void delta(String piece) {
        events.add("delta");
        text.append(piece);
    }

    @Override
    public void done(Done finished) {
        events.add("done");
        done = finished;
        ended.countDown();
    }

    @Override
    public void error(ProblemDetail failure) {
        events.add("error");
        problem = failure;
        ended.countDown();
    }

    @Override
    public void onClientGone(Runnable action) {
        gone = action;
    }

    void hangUp() {
        gone.run();
    }

    synchronized String text() {
        return text.toString();
    }

    RecordingSink await(Duration within) {
        try {
            if (!ended.await(within.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new AssertionError("the answer did not end within " + within + "; events " + events);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        return this;
    }
}
