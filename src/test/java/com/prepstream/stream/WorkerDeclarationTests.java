package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.model.TaskStatus;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A worker is declared by one name: every other name follows from it, and they must stay exactly those
 * docs/worker-protocol.md gives (a worker in another language is written against that page).
 */
class WorkerDeclarationTests {

    @Test
    void oneNameGivesTheNamesThePagePins() {
        assertThat(StreamDefinition.of("KNOWLEDGE_BASE", "vectorize")).isEqualTo(new StreamDefinition(
                "KNOWLEDGE_BASE_VECTORIZE", "KNOWLEDGE_BASE", "knowledgebase:vectorize:stream", "vectorize-group",
                "vectorize-consumer-", "vectorize"));
        assertThat(StreamDefinition.of("RESUME", "analyze")).isEqualTo(new StreamDefinition("RESUME_ANALYZE", "RESUME",
                "resume:analyze:stream", "analyze-group", "analyze-consumer-", "analyze"));
        assertThat(StreamDefinition.of("INTERVIEW", "evaluate")).isEqualTo(new StreamDefinition("INTERVIEW_EVALUATE",
                "INTERVIEW", "interview:evaluate:stream", "evaluate-group", "evaluate-consumer-", "evaluate"));
    }

    @Test
    void theMirrorPassesTheMovesGuardAndKeepsErrorsShort() {
        List<Object> seen = new ArrayList<>();
        StatusMirror mirror = new StatusMirror((id, from, to, error) -> {
            seen.add(from);
            seen.add(to);
            seen.add(error);
            return from.contains(TaskStatus.PROCESSING) ? 1 : 0;
        });

        assertThat(mirror.mirror(7, StatusMove.RETRY_SCHEDULED, "x".repeat(5000))).isTrue();
        assertThat(seen.get(0)).isEqualTo(StatusMove.RETRY_SCHEDULED.from());
        assertThat(seen.get(1)).isEqualTo(TaskStatus.PENDING);
        assertThat((String) seen.get(2)).hasSize(StatusMirror.MAX_ERROR).endsWith("…");
        assertThat(mirror.mirror(7, StatusMove.REQUEUED, null)).isFalse();
        assertThat(seen.get(5)).isNull();
    }
}
