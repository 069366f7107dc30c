package com.prepstream.knowledgebase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.support.IntegrationTest;
import com.prepstream.testing.TestDocuments;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import tools.jackson.databind.JsonNode;

/** Issue #11, bad input: every odd query gets a clear answer (400 problem or an empty list), never a 500. */
@IntegrationTest
class KnowledgeBaseSearchInputIntegrationTests {

    @LocalServerPort
    int port;

    KnowledgeBaseApi api;

    long id;

    @BeforeEach
    void setUp() {
        api = new KnowledgeBaseApi(port);
        id = api.upload("databases.txt", TestDocuments.text(Topics.DATABASES)).getBody().path("id").asLong();
        await().atMost(Duration.ofSeconds(60)).until(() -> api.status(id), "COMPLETED"::equals);
    }

    ResponseEntity<JsonNode> search(String query) {
        return api.search(query);
    }

    @Test
    void emptyAndTooLongQueriesAreProblems() {
        for (String query : new String[] {"", "   ", "x".repeat(2_001)}) {
            ResponseEntity<JsonNode> response = search(query);
            assertThat(response.getStatusCode()).as("%d characters", query.length()).isEqualTo(HttpStatus.BAD_REQUEST);
            assertThat(response.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
            assertThat(response.getBody().path("detail").asString()).isNotBlank();
        }
        assertThat(search("vacuum ".repeat(285) + "snap").getStatusCode()).as("2,000 characters").isEqualTo(HttpStatus.OK);
        assertThat(search("🙂".repeat(1_500)).getStatusCode()).as("1,500 emoji, 3,000 UTF-16 units").isEqualTo(HttpStatus.OK);
        assertThat(search("索引".repeat(1_000) + "吗").getStatusCode()).as("2,001 Han characters").isEqualTo(HttpStatus.BAD_REQUEST);
    }

    @Test
    void queriesWithNothingToLookForAnswerAnEmptyList() {
        for (String query : new String[] {"🙂🙂🙂", "?!… ——", "what is the", "the of and to", "的了吗是什么"}) {
            ResponseEntity<JsonNode> response = search(query);
            assertThat(response.getStatusCode()).as(query).isEqualTo(HttpStatus.OK);
            assertThat(response.getBody().size()).as(query).isZero();
        }
    }

    @Test
    void itemListsWithEmptyOrUnknownEntriesAreAnsweredNormally() {
        String query = "/search?q=vacuum%20old%20row%20versions&kbIds=";
        for (String ids : new String[] {id + ",", "," + id, id + ",,999999"}) {
            ResponseEntity<JsonNode> response = api.get(query + ids);
            assertThat(response.getStatusCode()).as(ids).isEqualTo(HttpStatus.OK);
            assertThat(response.getBody().size()).as(ids).isPositive();
        }
        for (String ids : new String[] {",", "999999", "999999,,"}) {
            ResponseEntity<JsonNode> response = api.get(query + ids);
            assertThat(response.getStatusCode()).as(ids).isEqualTo(HttpStatus.OK);
            assertThat(response.getBody().size()).as(ids).isZero();
        }
    }

    @Test
    void mixedLanguageAndEmojiAroundWordsAreSearchedNormally() {
        for (String query : new String[] {"PostgreSQL 的 MVCC 是怎么实现的", "🙂 vacuum old row versions 🙂"}) {
            ResponseEntity<JsonNode> response = search(query);
            assertThat(response.getStatusCode()).as(query).isEqualTo(HttpStatus.OK);
            assertThat(response.getBody().size()).as(query).isPositive();
        }
    }
}
