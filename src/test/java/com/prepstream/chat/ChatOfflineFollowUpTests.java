package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.chat.ChatApi.Stream;
import com.prepstream.support.IntegrationTest;
import com.prepstream.testing.TestDocuments;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;

/** Offline follow-ups move within the note the previous answer quoted (real models, PostgreSQL, Redis). */
@IntegrationTest
class ChatOfflineFollowUpTests {

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void aFollowUpQuotesTheSectionOfTheSameNoteThatItsOwnWordsName() {
        ChatApi api = new ChatApi(port);
        api.uploadAndWait("classloader.md", new String(TestDocuments.read(
                TestDocuments.sample("javaguide/java/jvm/classloader.md")), StandardCharsets.UTF_8));
        long session = api.createSession(Map.of());

        Stream first = api.ask(session, "双亲委派模型是什么？");
        Stream followUp = api.ask(session, "那它的好处呢？");

        JsonNode before = first.events().get(0).data().get("sources").get(0);
        JsonNode moved = followUp.events().get(0).data().get("sources").get(0);
        assertThat(moved.get("knowledgeBaseName").asString()).isEqualTo("classloader");
        assertThat(moved.get("chunkIndex").asInt()).isNotEqualTo(before.get("chunkIndex").asInt());
        // the section headed "双亲委派模型的好处" (a class is told apart by its name and its loader, so core classes stay
        // unique), never a sentence the first answer quoted already (it may have quoted the section's opening sentence)
        assertThat(quoted(followUp)).as(quoted(first) + "\nthen\n" + quoted(followUp)).contains("区分不同类")
                .doesNotContain(quoted(first).replaceAll(" \\[\\d+]$", ""));
    }

    @Test
    void aFollowUpNeverRepeatsThePassageTheAnswerBeforeQuoted() {
        ChatApi api = new ChatApi(port);
        api.uploadAndWait("classloader.md", new String(TestDocuments.read(
                TestDocuments.sample("javaguide/java/jvm/classloader.md")), StandardCharsets.UTF_8));
        long session = api.createSession(Map.of());

        Stream first = api.ask(session, "双亲委派模型是什么？");
        // searched with the question before it, it found the same passage again and quoted it twice
        Stream followUp = api.ask(session, "那它的缺点呢？");

        JsonNode before = first.events().get(0).data().get("sources").get(0);
        JsonNode moved = followUp.events().get(0).data().get("sources").get(0);
        assertThat(moved.get("knowledgeBaseName").asString()).isEqualTo("classloader");
        assertThat(moved.get("chunkIndex").asInt()).isNotEqualTo(before.get("chunkIndex").asInt());
        assertThat(quoted(followUp)).doesNotContain(quoted(first));
    }

    /** The quoted part of an answer, after its one-line offline note. */
    static String quoted(Stream stream) {
        String text = stream.text();
        return text.substring(text.indexOf("\n\n") + 2);
    }
}
