package com.prepstream.interview;

import com.prepstream.stream.TaskStatus;
import java.time.Clock;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** Writes the session's evaluate_status; joins the framework's transaction when it has one. */
@Component
class EvaluationStatus {

    private final InterviewSessionRepository sessions;
    private final Clock clock = Clock.systemUTC();

    EvaluationStatus(InterviewSessionRepository sessions) {
        this.sessions = sessions;
    }

    @Transactional
    public void mark(long sessionId, TaskStatus status, String error) {
        sessions.updateEvaluateStatus(sessionId, status, error, clock.instant());
    }
}
