package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.IntegrationTest;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;

/** A citation names its note by the note's title, in the answer and when the session is read back. */
@IntegrationTest
class ChatCitationTitleTests {

    @LocalServerPort
    int port;

    @Test
    void citationsCarryTheNotesTitle() {
        ChatApi api = new ChatApi(port);
        api.uploadAndWait("vacuum-notes.md", """
                # Keeping PostgreSQL tidy

                VACUUM reclaims the storage occupied by dead tuples. Routine vacuuming keeps tables from bloating
                and updates the visibility map so that index-only scans stay fast.
                """);
        long session = api.createSession(Map.of());

        JsonNode answer = api.askJson(session, "What does VACUUM reclaim?").body();

        assertThat(answer.get("sources").get(0).get("title").asString()).isEqualTo("Keeping PostgreSQL tidy");
        assertThat(answer.get("sources").get(0).get("knowledgeBaseName").asString()).isEqualTo("vacuum-notes");
        JsonNode stored = api.get("/api/chat/sessions/" + session).body().get("messages").get(1).get("sources");
        assertThat(stored.get(0).get("title").asString()).isEqualTo("Keeping PostgreSQL tidy");
    }
}
