package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.chat.ChatApi.Stream;
import com.prepstream.support.IntegrationTest;
import com.prepstream.testing.TestDocuments;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * What an offline answer quotes of JavaGuide notes (test resources): the passage of the best note that answers,
 * not the one search kept of it (BestNotePassage), without the note's description or a pointer to another text
 * (real models, PostgreSQL, Redis).
 */
@IntegrationTest
class ChatOfflineQuoteTests {

    @LocalServerPort
    int port;

    @Test
    void aWhichKindsQuestionQuotesTheListOfTheKindsNotAListOfOneKindsSettings() {
        // search's passage is the AOF section's "三种不同的 AOF 持久化方式（fsync策略），它们分别是：" (its words);
        // the answer is the introduction's list of the three ways
        String quoted = quotedFrom("database/redis/redis-persistence.md", "Redis 有哪几种持久化方式");
        assertThat(quoted).as(quoted).contains("支持 3 种持久化方式").contains("快照（snapshotting，RDB）")
                .contains("只追加文件").contains("混合持久化").doesNotContain("appendfsync");
    }

    @Test
    void aWhyQuestionQuotesTheNotesOwnConclusionNotItsDescriptionOrAReadingList() {
        String quoted = quotedFrom("database/mysql/mysql-index.md", "MySQL 索引为什么用 B+ 树");
        assertThat(quoted).as(quoted).contains("综上，B+ 树与 B 树相比，具备更少的 IO 次数")
                .doesNotContain("深入剖析").doesNotContain("树结构详解");
    }

    /** What the offline answer quotes for {@code question} over the one JavaGuide note at {@code path}. */
    private String quotedFrom(String path, String question) {
        ChatApi api = new ChatApi(port);
        String name = path.substring(path.lastIndexOf('/') + 1);
        api.uploadAndWait(name, new String(TestDocuments.read(TestDocuments.sample("javaguide/" + path)),
                StandardCharsets.UTF_8));
        Stream answer = api.ask(api.createSession(Map.of()), question);
        return ChatOfflineFollowUpTests.quoted(answer);
    }
}
