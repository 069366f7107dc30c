package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.account.CurrentAccount;
import com.prepstream.ai.InProcessModel;
import com.prepstream.knowledgebase.KnowledgeBaseSearch;
import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import com.prepstream.testing.TestDocuments;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * An English question over a scope holding Chinese notes and one English note is read by both models: MiniLM over
 * the English chunks, bge-small-zh over the Chinese ones (CrossLanguageReading). With the English model alone, the
 * Chinese note was reachable only by its words and the question found nothing in it (real models, PostgreSQL).
 */
@IntegrationTest
class ChatCrossLanguageTests {

    @LocalServerPort
    int port;

    @Autowired
    KnowledgeBaseSearch search;

    @AfterEach
    void signOut() {
        CurrentAccount.clear();
    }

    @Test
    void anEnglishQuestionIsReadByTheChineseModelTooWhenAnEnglishNoteIsInScope() {
        ChatApi api = new ChatApi(port);
        api.uploadAndWait("redis-persistence.md", new String(TestDocuments.read(
                TestDocuments.sample("javaguide/database/redis/redis-persistence.md")), StandardCharsets.UTF_8));
        api.uploadAndWait("routine-vacuuming.txt", new String(TestDocuments.read(
                TestDocuments.sample("postgresql/routine-vacuuming.txt")), StandardCharsets.UTF_8));
        CurrentAccount.actAs(TestAdmin.ID, TestAdmin.NAME);

        List<SearchHit> hits = search.search("How does Redis persist data to disk with AOF and RDB?", 5, null);

        String chinese = InProcessModel.BGE_SMALL_ZH_V15_Q.modelName();
        assertThat(hits).as(hits.toString()).anySatisfy(hit -> {
            assertThat(hit.knowledgeBaseName()).isEqualTo("redis-persistence");
            // scored by the model that read the note, as a passage of its own language, not found by words alone
            assertThat(hit.model()).isEqualTo(chinese);
            assertThat(hit.otherLanguage()).isFalse();
        });
    }
}
