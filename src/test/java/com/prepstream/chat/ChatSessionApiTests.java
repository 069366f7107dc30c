package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.chat.ChatApi.Reply;
import com.prepstream.support.IntegrationTest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;

@IntegrationTest
class ChatSessionApiTests {

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    ChatApi api;

    @BeforeEach
    void client() {
        api = new ChatApi(port);
    }

    @Test
    void createsWithDefaultsAndReadsBack() {
        Reply created = api.post("/api/chat/sessions", Map.of());
        assertThat(created.status()).isEqualTo(201);
        assertThat(created.body().get("title").isNull()).isTrue();
        assertThat(created.body().get("scope")).isEmpty();
        assertThat(created.body().get("messages")).isEmpty();

        Reply read = api.get("/api/chat/sessions/" + created.body().get("id").asLong());
        assertThat(read.status()).isEqualTo(200);
        assertThat(read.body().get("id").asLong()).isEqualTo(created.body().get("id").asLong());
    }

    @Test
    void listsNewestFirstInPages() {
        long first = api.createSession(Map.of("title", "first"));
        long second = api.createSession(Map.of("title", "second"));
        long third = api.createSession(Map.of("title", "third"));

        JsonNode page0 = api.get("/api/chat/sessions?page=0&size=2").body();
        assertThat(page0.get("total").asLong()).isEqualTo(3);
        assertThat(page0.get("items")).extracting(n -> n.get("id").asLong()).containsExactly(third, second);
        JsonNode page1 = api.get("/api/chat/sessions?page=1&size=2").body();
        assertThat(page1.get("items")).extracting(n -> n.get("id").asLong()).containsExactly(first);
    }

    @Test
    void renamesAndDeletesWithItsMessages() {
        long id = api.createSession(Map.of("title", "old"));
        jdbc.update("insert into chat_message (session_id, role, content, status, language, created_at) "
                + "values (?, 'USER', 'q', 'COMPLETE', 'en', now())", id);

        Reply renamed = api.patch("/api/chat/sessions/" + id, Map.of("title", "  new title "));
        assertThat(renamed.status()).isEqualTo(200);
        assertThat(renamed.body().get("title").asString()).isEqualTo("new title");

        assertThat(api.delete("/api/chat/sessions/" + id).status()).isEqualTo(204);
        assertThat(api.get("/api/chat/sessions/" + id).status()).isEqualTo(404);
        assertThat(jdbc.queryForObject("select count(*) from chat_message", Integer.class)).isZero();
    }

    @Test
    void scopeMustNameExistingItems() {
        long item = api.uploadAndWait("vacuum.txt", "VACUUM reclaims storage occupied by dead tuples.");
        Reply ok = api.post("/api/chat/sessions", Map.of("scope", List.of(item, item)));
        assertThat(ok.status()).isEqualTo(201);
        assertThat(ok.body().get("scope")).extracting(JsonNode::asLong).containsExactly(item);

        Reply bad = api.post("/api/chat/sessions", Map.of("scope", List.of(item, 987654)));
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.body().get("detail").asString()).contains("987654");
        assertThat(jdbc.queryForObject("select count(*) from chat_session", Integer.class)).isEqualTo(1);
    }

    @Test
    void badInputIsAProblemInTheRequestLanguage() {
        long id = api.createSession(Map.of());
        Reply blank = api.patch("/api/chat/sessions/" + id, Map.of("title", " "));
        assertThat(blank.status()).isEqualTo(400);
        assertThat(blank.response().headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/problem+json"));
        assertThat(blank.body().get("detail").asString()).isEqualTo("The title must not be blank.");

        api.language("zh-CN");
        Reply tooLong = api.post("/api/chat/sessions", Map.of("title", "长".repeat(201)));
        assertThat(tooLong.status()).isEqualTo(400);
        assertThat(tooLong.body().get("detail").asString()).isEqualTo("标题超过了 200 个字符。");
        assertThat(api.get("/api/chat/sessions/999999").body().get("detail").asString()).isEqualTo("对话 999999 不存在。");
        assertThat(api.get("/api/chat/sessions?size=0").status()).isEqualTo(400);
        Map<String, Object> wrongType = new HashMap<>();
        wrongType.put("scope", "all");
        assertThat(api.post("/api/chat/sessions", wrongType).status()).isEqualTo(400);
    }

    @Test
    void deletedItemLeavesOldAnswersReadableWithTheCitationMarkedGone() {
        long kept = api.uploadAndWait("kept.txt", "A B-tree index keeps keys sorted for range scans.");
        long removed = api.uploadAndWait("removed.txt", "A GIN index maps each array element to its rows.");
        long id = api.createSession(Map.of());
        jdbc.update("""
                insert into chat_message (session_id, role, content, sources, model, status, language, created_at)
                values (?, 'ASSISTANT', 'Answer [1] [2]', ?::jsonb, 'offline', 'COMPLETE', 'en', now())
                """, id, "[{\"n\":1,\"knowledgeBaseId\":" + kept + ",\"knowledgeBaseName\":\"kept\",\"chunkIndex\":0,"
                + "\"score\":0.8,\"content\":\"A B-tree index\"},{\"n\":2,\"knowledgeBaseId\":" + removed
                + ",\"knowledgeBaseName\":\"removed\",\"chunkIndex\":0,\"score\":0.7,\"content\":\"A GIN index\"}]");

        assertThat(api.delete("/api/knowledgebase/" + removed).status()).isEqualTo(204);

        JsonNode sources = api.get("/api/chat/sessions/" + id).body().get("messages").get(0).get("sources");
        assertThat(sources.get(0).get("gone").asBoolean()).isFalse();
        assertThat(sources.get(1).get("gone").asBoolean()).isTrue();
        assertThat(sources.get(1).get("content").asString()).isEqualTo("A GIN index");
        assertThat(sources.get(1).get("knowledgeBaseName").asString()).isEqualTo("removed");
    }
}
