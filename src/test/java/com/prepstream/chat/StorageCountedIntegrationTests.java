package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.account.AccountProperties;
import com.prepstream.support.CleanStateExtension;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Everything an account makes the server store counts against its storage quota (issue 28): an
 * item's chunks, chat messages with their quoted passages, interview questions and answers. The
 * counters kept by triggers (V80) agree with a scan of the stored rows, show in the account's usage,
 * and a question or an answer past the quota is a 413 problem that leaves what is stored intact.
 */
@IntegrationTest
class StorageCountedIntegrationTests {

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    AccountProperties accounts;

    @Autowired
    ChatSettings chatSettings;

    ChatApi api;

    @BeforeEach
    void client() {
        api = new ChatApi(port);
    }

    @AfterEach
    void awaitIdleWorkers() {
        CleanStateExtension.awaitNoTaskInFlight(jdbc, Duration.ofSeconds(30));
    }

    @Test
    void chunksChatAndInterviewsAreCountedInTheAccountsUsage() {
        long item = api.uploadAndWait("indexes.txt", ChatOfflineAnswerTests.manual("indexes-expressional.txt"));
        long session = api.createSession(Map.of());
        assertThat(api.askJson(session, "What is an expression index?").status()).isEqualTo(200);
        long interview = api.post("/api/interview/sessions", Map.of("questionCount", 3)).body().get("id").asLong();
        assertThat(api.put("/api/interview/sessions/" + interview + "/answers",
                Map.of("questionIndex", 0, "answer", "索引".repeat(500))).status()).isEqualTo(200);

        long chunks = scalar("""
                select sum(octet_length(content) + coalesce(octet_length(heading), 0) + pg_column_size(embedding))
                from knowledge_base_chunk""");
        long chat = scalar("""
                select sum(octet_length(content) + octet_length(sources::text) + coalesce(octet_length(search_query), 0)
                           + coalesce(octet_length(timings::text), 0)) from chat_message""");
        long interviews = scalar("""
                select sum(octet_length(question) + octet_length(key_points::text) + coalesce(octet_length(answer), 0))
                from interview_question""");
        assertThat(chunks).isGreaterThan(1000);
        assertThat(interviews).isGreaterThan(3000);
        ChatApi.Reply usage = api.get("/api/auth/storage");
        assertThat(usage.body().at("/parts/CHUNKS").asLong()).isEqualTo(chunks);
        assertThat(usage.body().at("/parts/CHAT").asLong()).isEqualTo(chat).isPositive();
        assertThat(usage.body().at("/parts/INTERVIEWS").asLong()).isEqualTo(interviews);
        long files = scalar("select sum(size_bytes) from knowledge_base");
        assertThat(usage.body().get("usedBytes").asLong()).isEqualTo(files + chunks + chat + interviews);
        assertThat(usage.body().get("quotaBytes").asLong()).isEqualTo(accounts.storageQuota().toBytes());

        // deleting what holds them gives the bytes back
        assertThat(api.delete("/api/knowledgebase/" + item).status()).isLessThan(300);
        assertThat(api.delete("/api/chat/sessions/" + session).status()).isLessThan(300);
        assertThat(api.delete("/api/interview/sessions/" + interview).status()).isLessThan(300);
        assertThat(api.get("/api/auth/storage").body().get("usedBytes").asLong()).isZero();
    }

    @Test
    void aQuestionOrAnAnswerPastTheQuotaIsRefusedWith413AndNothingIsLost() {
        long session = api.createSession(Map.of());
        assertThat(api.askJson(session, "What is an expression index?").status()).isEqualTo(200);
        long interview = api.post("/api/interview/sessions", Map.of("questionCount", 3)).body().get("id").asLong();
        String draft = "A short draft";
        api.put("/api/interview/sessions/" + interview + "/answers", Map.of("questionIndex", 0, "answer", draft));
        fillQuotaUpTo(1000);

        ChatApi.Reply question = api.askJson(session, "And a partial index?");
        assertThat(question.status()).isEqualTo(413);
        assertThat(question.response().headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/problem+json"));
        assertThat(question.body().get("detail").asString()).contains("storage quota", "Nothing you stored was removed");
        ChatApi.Reply answer = api.put("/api/interview/sessions/" + interview + "/answers",
                Map.of("questionIndex", 0, "answer", "x".repeat(5000)));
        assertThat(answer.status()).isEqualTo(413);
        assertThat(api.language("zh-CN").askJson(session, "部分索引呢？").body().get("detail").asString())
                .contains("存储配额");

        assertThat(scalar("select count(*) from chat_message")).isEqualTo(2);
        assertThat(jdbc.queryForObject("select answer from interview_question where question_index = 0", String.class))
                .isEqualTo(draft);
        // what does not grow is still accepted: a shorter draft
        assertThat(api.language("en").put("/api/interview/sessions/" + interview + "/answers",
                Map.of("questionIndex", 0, "answer", "Short")).status()).isEqualTo(200);
    }

    @Test
    void aFullConversationRefusesTheNextQuestionWith413() {
        long session = api.createSession(Map.of());
        // a conversation two messages short of full, written as the app writes them (the trigger counts them)
        jdbc.update("""
                insert into chat_message (session_id, role, content, status, language, created_at)
                select ?, 'USER', 'q' || n, 'COMPLETE', 'en', now() from generate_series(1, ?) n
                """, session, chatSettings.maxMessages() - 2);
        assertThat(api.askJson(session, "What is an expression index?").status()).isEqualTo(200);

        ChatApi.Reply refused = api.askJson(session, "And a partial index?");
        assertThat(refused.status()).isEqualTo(413);
        assertThat(refused.body().get("detail").asString()).contains("start a new conversation");
        assertThat(scalar("select count(*) from chat_message")).isEqualTo(chatSettings.maxMessages());
        // the counter the limit reads is the one the list shows, kept by the trigger
        assertThat(scalar("select message_count from chat_session")).isEqualTo(chatSettings.maxMessages());
    }

    /** The account keeps all but {@code room} bytes of its quota (one big resume row). */
    private void fillQuotaUpTo(long room) {
        long used = api.get("/api/auth/storage").body().get("usedBytes").asLong();
        jdbc.update("""
                insert into resume (original_filename, content_type, size_bytes, file_hash, storage_key, analyze_status,
                                    owner_id)
                values ('big.pdf', 'application/pdf', ?, 'big', 'resume-1/bi/big', 'COMPLETED', ?)
                """, accounts.storageQuota().toBytes() - used - room, TestAdmin.ID);
    }

    private long scalar(String sql) {
        Long value = jdbc.queryForObject(sql, Long.class);
        return value == null ? 0 : value;
    }
}
