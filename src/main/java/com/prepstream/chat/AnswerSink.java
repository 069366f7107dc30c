package com.prepstream.chat;

import java.util.List;
import java.util.Map;
import org.springframework.http.ProblemDetail;

/** Where an answer goes as it is made: a Server-Sent Event stream or one JSON reply. */
interface AnswerSink {

    /** The end of a finished answer. */
    record Done(long questionId, long messageId, String model, String status, String searchQuery,
            Map<String, Long> timings) {
    }

    void sources(List<Source> sources);

    void delta(String text);

    void done(Done done);

    /** Ends the answer with a problem; {@code retryAfter} seconds may be in its properties. */
    void error(ProblemDetail problem);

    /** {@code action} runs when the client goes away before the end (it must stop the work). */
    void onClientGone(Runnable action);
}
