package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.prepstream.stream.model.TaskStatus;
import com.prepstream.system.Language;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The session writes its evaluation status itself only once, for the first queueing; every later move
 * (hooks, replay, re-evaluate) goes through the evaluate worker's guarded status mirror.
 */
class InterviewSessionStatusTests {

    @Test
    void onlyTheFirstQueueingIsWrittenByTheSession() {
        Instant now = Instant.parse("2026-12-06T12:00:00Z");
        InterviewSession session = new InterviewSession(1, null, "backend", Difficulty.EASY, Language.EN, 7, now);

        session.evaluationQueued(now);

        assertThat(session.getEvaluateStatus()).isEqualTo(TaskStatus.PENDING);
        assertThatThrownBy(() -> session.evaluationQueued(now)).isInstanceOf(IllegalStateException.class);
    }
}
