package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.account.CurrentAccount;
import com.prepstream.chat.ChatApi.Stream;
import com.prepstream.knowledgebase.KnowledgeBaseSearch;
import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import com.prepstream.testing.TestDocuments;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.TestPropertySource;

/**
 * An English question over a Chinese note and one English note (real models, PostgreSQL, Redis): search reads it
 * with MiniLM, which reaches the Chinese note only by its words; when nothing so found reaches its threshold, chat
 * looks for its technical terms in Chinese (text.Glossary) with bge-small-zh over the Chinese chunks (ChatPassages)
 * instead of answering "not in your notes", when {@code prepstream.chat.cross-language-reading} is on.
 */
@IntegrationTest
@TestPropertySource(properties = "prepstream.chat.cross-language-reading=true")
class ChatCrossLanguageTests {

    static final String QUESTION = "How does Redis keep its data when the server restarts?";

    @LocalServerPort
    int port;

    @Autowired
    KnowledgeBaseSearch search;

    @AfterEach
    void signOut() {
        CurrentAccount.clear();
    }

    @Test
    void anEnglishQuestionTheEnglishNoteDoesNotAnswerIsAnsweredFromTheChineseNote() {
        ChatApi api = new ChatApi(port);
        upload(api);

        Stream answer = api.ask(api.createSession(Map.of()), QUESTION);

        assertThat(answer.last().data().get("status").asString()).as(answer.events().toString()).isEqualTo("COMPLETE");
        assertThat(answer.events().get(0).data().get("sources").get(0).get("knowledgeBaseName").asString())
                .isEqualTo("redis-persistence");
    }

    @Test
    void theSecondReadingIsTheChineseModelsOverTheChineseChunksOnly() {
        upload(new ChatApi(port));
        CurrentAccount.actAs(TestAdmin.ID, TestAdmin.NAME);

        // the glossary's rendering of QUESTION: it names Redis, which the English note does not hold
        List<SearchHit> hits = search.searchChinese("Redis 数据 重启", 5, null);

        assertThat(hits).as(hits.toString()).isNotEmpty().allSatisfy(hit -> {
            assertThat(hit.knowledgeBaseName()).isEqualTo("redis-persistence");
            // scored by the model that read the note, not found by its words
            assertThat(hit.model()).isEqualTo("bge-small-zh-v15-q-lowercase");
            assertThat(hit.otherLanguage()).isFalse();
        });
    }

    private static void upload(ChatApi api) {
        api.uploadAndWait("redis-persistence.md", new String(TestDocuments.read(
                TestDocuments.sample("javaguide/database/redis/redis-persistence.md")), StandardCharsets.UTF_8));
        api.uploadAndWait("routine-vacuuming.txt", new String(TestDocuments.read(
                TestDocuments.sample("postgresql/routine-vacuuming.txt")), StandardCharsets.UTF_8));
    }
}
