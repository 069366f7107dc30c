package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.chat.ChatApi.Stream;
import com.prepstream.support.IntegrationTest;
import com.prepstream.testing.TestDocuments;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;

/**
 * Offline answers from a JavaGuide note on Redis persistence (an excerpt, test resources): a list whose
 * items lie in the chunks after its lead-in, and a follow-up that moves to the note's drawbacks (real
 * models, PostgreSQL, Redis).
 */
@IntegrationTest
class ChatOfflineListTests {

    @LocalServerPort
    int port;

    @Test
    void aListAnnouncedAtTheEndOfAChunkIsQuotedWithItsItemsFromTheChunksAfterIt() {
        ChatApi api = new ChatApi(port);
        upload(api);
        long session = api.createSession(Map.of());

        Stream stream = api.ask(session, "AOF 有哪几种 fsync 策略？");

        JsonNode first = stream.events().get(0).data().get("sources").get(0);
        // "…三种不同的 AOF 持久化方式（fsync策略），它们分别是：" ends a chunk; its items are in the chunks after it
        String quoted = ChatOfflineFollowUpTests.quoted(stream);
        assertThat(quoted).as(quoted + "\nfrom\n" + first.get("content").asString()).contains("它们分别是：\n1. appendfsync always：")
                .contains("\n2. appendfsync everysec：").contains("\n3. appendfsync no：")
                .doesNotContain("生产级真相");
        assertThat(first.get("content").asString()).as("what is quoted is in the passage sent").contains("appendfsync no");
    }

    @Test
    void aFollowUpOnDrawbacksReachesTheNotesDrawbacks() {
        ChatApi api = new ChatApi(port);
        upload(api);
        long session = api.createSession(Map.of());

        Stream first = api.ask(session, "Redis 有哪几种持久化方式");
        Stream followUp = api.ask(session, "那它的缺点呢？");

        String quoted = ChatOfflineFollowUpTests.quoted(followUp);
        // "**混合持久化缺点**：" and its two items, not the AOF list again
        assertThat(quoted).as(quoted).contains("混合持久化缺点：").contains("可读性较差").contains("RDB 压缩和解压")
                .doesNotContain("appendfsync");
        assertThat(followUp.events().get(0).data().get("sources").get(0).get("knowledgeBaseName").asString())
                .isEqualTo("redis-persistence");
        assertThat(ChatOfflineFollowUpTests.quoted(first)).contains("混合持久化");
    }

    @Test
    void anOffTopicEnglishQuestionOverOnlyChineseNotesIsRefused() {
        ChatApi api = new ChatApi(port);
        upload(api);

        // read by the Chinese model (no English note in scope) and judged by the pair (en, bge-small-zh), 0.60
        // (ai.RelevanceThresholds; docs/chat.md). Which English questions pass it is measured there, not here: over this
        // one note "How does Redis persist data to disk?" scores 0.58 and "Redis AOF rewrite" less, both refused.
        Stream offTopic = api.ask(api.createSession(Map.of()), "What is a good recipe for banana bread with walnuts?");

        assertThat(offTopic.last().data().get("status").asString()).isEqualTo("NOT_FOUND");
    }

    private static long upload(ChatApi api) {
        return api.uploadAndWait("redis-persistence.md", new String(TestDocuments.read(
                TestDocuments.sample("javaguide/database/redis/redis-persistence.md")), StandardCharsets.UTF_8));
    }
}
