package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.MediaType;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Issue 13: list endpoints answer one page (page from 0, size 1–100), never the whole table. */
@IntegrationTest
class PagingIntegrationTests {

    static final String[] LISTS = {"/api/knowledgebase/list", "/api/resumes", "/api/interview/sessions",
            "/api/auth/tokens"};

    @LocalServerPort
    int port;

    RestClient api() {
        return TestAdmin.restClient().baseUrl("http://localhost:" + port).defaultHeader("Accept-Language", "en")
                .defaultStatusHandler(status -> true, (request, response) -> {
                }).build();
    }

    int status(String uri) {
        return api().get().uri(uri).retrieve().toBodilessEntity().getStatusCode().value();
    }

    @Test
    void aPageLargerThan100OrOutOfRangeIsRefused() {
        for (String list : LISTS) {
            assertThat(status(list + "?size=100")).as(list).isEqualTo(200);
            assertThat(status(list + "?size=101")).as(list).isEqualTo(400);
            assertThat(status(list + "?size=0")).as(list).isEqualTo(400);
            assertThat(status(list + "?page=-1")).as(list).isEqualTo(400);
        }
    }

    @Test
    void pagesSliceTheListNewestFirst() {
        for (int i = 0; i < 3; i++) {
            assertThat(api().post().uri("/api/interview/sessions").contentType(MediaType.APPLICATION_JSON)
                    .body("{\"role\":\"role " + i + "\",\"questionCount\":3}").retrieve().toBodilessEntity()
                    .getStatusCode().value()).isEqualTo(201);
        }
        JsonNode first = JsonMapper.builder().build().readTree(
                api().get().uri("/api/interview/sessions?page=0&size=2").retrieve().body(String.class));
        JsonNode second = JsonMapper.builder().build().readTree(
                api().get().uri("/api/interview/sessions?page=1&size=2").retrieve().body(String.class));
        assertThat(first.size()).isEqualTo(2);
        assertThat(second.size()).isEqualTo(1);
        assertThat(second.get(0).get("role").asString()).isEqualTo("role 0");
        // the page is cut by the database (the questions are counted, not fetched with the sessions: a page of a
        // fetch join is cut in memory, which application.yml refuses), and each summary still counts its questions
        assertThat(first.get(0).get("questionCount").asInt()).isEqualTo(3);
        assertThat(second.get(0).get("questionCount").asInt()).isEqualTo(3);
    }
}
