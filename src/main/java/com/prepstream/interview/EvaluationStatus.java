package com.prepstream.interview;

import com.prepstream.stream.StatusMove;
import java.time.Clock;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * The session's own copy of its evaluation status (evaluate_status mirrors the ledger so reads need no
 * join), moved only by the one guarded update of the repository; joins the framework's transaction.
 */
@Component
class EvaluationStatus {

    private final InterviewSessionRepository sessions;
    private final Clock clock = Clock.systemUTC();

    EvaluationStatus(InterviewSessionRepository sessions) {
        this.sessions = sessions;
    }

    /** Moves the session's status when it is in {@code move.from()}; whether it moved. */
    @Transactional
    public boolean mirror(long sessionId, StatusMove move, String error) {
        return sessions.mirrorEvaluateStatus(sessionId, move.from(), move.to(), error, clock.instant()) == 1;
    }
}
