package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.http.HttpMethod;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.web.client.RestClient;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import com.prepstream.support.CleanStateExtension;

/**
 * Two accounts, every endpoint. The admin (TestAdmin) owns a knowledge-base item, a resume and an
 * interview session; bob, a second account, tries each endpoint that names an item on the admin's
 * ids and must get 404 (never 403: existence is not told), must not see them in lists or search
 * results, and must leave them intact. Every mapped handler is enumerated: one that is in no table
 * below fails the test, so a new endpoint cannot arrive without its ownership decided.
 */
@IntegrationTest
class OwnershipMatrixIntegrationTests {

    static final String BOB = "Bearer bob-token";

    /** Handlers that act on one owned item: each is sent by bob with the admin's ids ({kb}, {resume}, {session}). */
    static final Map<String, String> OWNED = new LinkedHashMap<>();

    static {
        OWNED.put("GET /api/knowledgebase/{id}", "/api/knowledgebase/{kb}");
        OWNED.put("GET /api/knowledgebase/{id}/history", "/api/knowledgebase/{kb}/history");
        OWNED.put("GET /api/knowledgebase/{id}/download", "/api/knowledgebase/{kb}/download");
        OWNED.put("GET /api/knowledgebase/{id}/text", "/api/knowledgebase/{kb}/text");
        OWNED.put("POST /api/knowledgebase/{id}/revectorize", "/api/knowledgebase/{kb}/revectorize");
        OWNED.put("DELETE /api/knowledgebase/{id}", "/api/knowledgebase/{kb}");
        OWNED.put("GET /api/resumes/{id}/detail", "/api/resumes/{resume}/detail");
        OWNED.put("GET /api/resumes/{id}/download", "/api/resumes/{resume}/download");
        OWNED.put("GET /api/resumes/{id}/analysis.pdf", "/api/resumes/{resume}/analysis.pdf");
        OWNED.put("GET /api/resumes/{id}/history", "/api/resumes/{resume}/history");
        OWNED.put("POST /api/resumes/{id}/reanalyze", "/api/resumes/{resume}/reanalyze");
        OWNED.put("DELETE /api/resumes/{id}", "/api/resumes/{resume}");
        OWNED.put("GET /api/interview/sessions/{id}", "/api/interview/sessions/{session}");
        OWNED.put("GET /api/interview/sessions/{id}/question", "/api/interview/sessions/{session}/question");
        OWNED.put("POST /api/interview/sessions/{id}/answers", "/api/interview/sessions/{session}/answers");
        OWNED.put("PUT /api/interview/sessions/{id}/answers", "/api/interview/sessions/{session}/answers");
        OWNED.put("POST /api/interview/sessions/{id}/complete", "/api/interview/sessions/{session}/complete");
        OWNED.put("GET /api/interview/sessions/{id}/report", "/api/interview/sessions/{session}/report");
        OWNED.put("GET /api/interview/sessions/{id}/report.pdf", "/api/interview/sessions/{session}/report.pdf");
        OWNED.put("POST /api/interview/sessions/{id}/re-evaluate", "/api/interview/sessions/{session}/re-evaluate");
        OWNED.put("GET /api/interview/sessions/{id}/history", "/api/interview/sessions/{session}/history");
        OWNED.put("DELETE /api/interview/sessions/{id}", "/api/interview/sessions/{session}");
        OWNED.put("DELETE /api/auth/tokens/{id}", "/api/auth/tokens/{token}");
        OWNED.put("GET /api/chat/sessions/{id}", "/api/chat/sessions/{chat}");
        OWNED.put("PATCH /api/chat/sessions/{id}", "/api/chat/sessions/{chat}");
        OWNED.put("DELETE /api/chat/sessions/{id}", "/api/chat/sessions/{chat}");
        OWNED.put("POST /api/chat/sessions/{id}/messages", "/api/chat/sessions/{chat}/messages");
    }

    /** Lists and searches: checked below to hold only the caller's items. */
    static final Set<String> LISTS = Set.of("GET /api/knowledgebase/list", "GET /api/resumes",
            "GET /api/interview/sessions", "GET /api/auth/tokens", "GET /api/knowledgebase/search",
            "GET /api/chat/sessions");

    /** Handlers that name no owned item, and why they need no row. */
    static final Map<String, String> NOT_OWNED = Map.ofEntries(
            Map.entry("POST /api/knowledgebase/upload", "creates the caller's own item (dedupe tested below)"),
            Map.entry("POST /api/resumes/upload", "creates the caller's own item (dedupe tested below)"),
            Map.entry("POST /api/interview/sessions", "creates the caller's own session; another's resume tested below"),
            Map.entry("POST /api/knowledgebase/revectorize-all", "ADMIN only (AdminRuleIntegrationTests)"),
            Map.entry("GET /api/ops/streams", "ADMIN only"),
            Map.entry("GET /api/ops/streams/{stream}/dead-letters", "ADMIN only"),
            Map.entry("POST /api/ops/streams/{stream}/dead-letters/{id}/replay", "ADMIN only"),
            Map.entry("GET /api/events", "the caller's own events"),
            Map.entry("GET /api/system/info", "no personal data"),
            Map.entry("GET /api/auth/me", "the caller"),
            Map.entry("GET /api/auth/storage", "the caller's own usage (StorageCountedIntegrationTests)"),
            Map.entry("GET /api/auth/start-panel", "the caller's own start panel (StartPanelIntegrationTests)"),
            Map.entry("POST /api/auth/start-panel/visits", "counts the caller's own visit (StartPanelIntegrationTests)"),
            Map.entry("POST /api/auth/start-panel/close", "closes the caller's own start panel (StartPanelIntegrationTests)"),
            Map.entry("GET /api/auth/options", "public"),
            Map.entry("POST /api/auth/sign-in", "public"),
            Map.entry("POST /api/auth/sign-up", "public"),
            Map.entry("PUT /api/auth/password", "the caller's own password"),
            Map.entry("POST /api/auth/tokens", "creates the caller's own token"),
            Map.entry("GET /api/auth/sessions", "the caller's own sessions, by its name (AccountSessionsIntegrationTests)"),
            Map.entry("DELETE /api/auth/sessions/{id}", "another's session answers 404 (AccountSessionsIntegrationTests)"),
            Map.entry("POST /api/chat/sessions", "creates the caller's own session; another's items are an unknown scope"));

    @LocalServerPort
    int port;

    @Autowired
    ApplicationContext spring;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    @Qualifier("requestMappingHandlerMapping")
    RequestMappingHandlerMapping mappings;

    RestClient admin;
    RestClient bob;

    @BeforeEach
    void twoAccounts() {
        TestAdmin.createAccount(spring, "bob", "USER", "bob-token");
        admin = client(TestAdmin.BEARER);
        bob = client(BOB);
    }

    @AfterEach
    void settle() {
        CleanStateExtension.awaitNoTaskInFlight(jdbc, Duration.ofSeconds(60));
    }

    @Test
    void everyMappedHandlerHasItsOwnershipDecided() {
        Set<String> undecided = new TreeSet<>();
        mappings.getHandlerMethods().keySet().forEach(info -> info.getMethodsCondition().getMethods()
                .forEach(method -> info.getPatternValues().forEach(pattern -> {
                    String key = method + " " + pattern;
                    if (!OWNED.containsKey(key) && !LISTS.contains(key) && !NOT_OWNED.containsKey(key)) {
                        undecided.add(key);
                    }
                })));
        assertThat(undecided).as("handlers with no row in the ownership matrix").isEmpty();
    }

    @Test
    void anotherAccountGets404ForEveryOwnedItemAndChangesNothing() {
        Map<String, String> ids = adminItems();
        for (Map.Entry<String, String> row : OWNED.entrySet()) {
            HttpMethod method = HttpMethod.valueOf(row.getKey().substring(0, row.getKey().indexOf(' ')));
            String path = row.getValue();
            for (Map.Entry<String, String> id : ids.entrySet()) {
                path = path.replace("{" + id.getKey() + "}", id.getValue());
            }
            ResponseEntity<String> answer = bob.method(method).uri(path).contentType(MediaType.APPLICATION_JSON)
                    .body("{\"questionIndex\":0,\"answer\":\"mine now\",\"title\":\"mine now\",\"question\":\"mine now?\"}").retrieve().toEntity(String.class);
            assertThat(answer.getStatusCode().value()).as(row.getKey()).isEqualTo(404);
        }
        // nothing of the admin's was changed or removed by those requests
        assertThat(admin.get().uri("/api/knowledgebase/{id}", ids.get("kb")).retrieve().toEntity(String.class)
                .getStatusCode().value()).isEqualTo(200);
        assertThat(admin.get().uri("/api/resumes/{id}/detail", ids.get("resume")).retrieve().toEntity(String.class)
                .getStatusCode().value()).isEqualTo(200);
        String question = admin.get().uri("/api/interview/sessions/{id}/question", ids.get("session")).retrieve()
                .body(String.class);
        assertThat(question).doesNotContain("mine now");
        assertThat(jdbc.queryForObject("select count(*) from api_token where name = 'mine'", Integer.class)).isEqualTo(1);
        assertThat(jdbc.queryForObject("select title from chat_session", String.class)).isEqualTo("mine");
    }

    @Test
    void listsAndSearchShowOnlyTheCallersItems() {
        Map<String, String> ids = adminItems();
        await().atMost(Duration.ofSeconds(60)).until(() -> admin.get().uri("/api/knowledgebase/{id}", ids.get("kb"))
                .retrieve().body(String.class).contains("COMPLETED"));
        assertThat(bob.get().uri("/api/auth/tokens").retrieve().body(String.class)).doesNotContain("\"mine\"");
        assertThat(bob.get().uri("/api/chat/sessions").retrieve().body(String.class)).contains("\"items\":[]");
        // a chat scope naming the admin's item is an unknown item for bob
        assertThat(bob.post().uri("/api/chat/sessions").contentType(MediaType.APPLICATION_JSON)
                .body("{\"scope\":[" + ids.get("kb") + "]}").retrieve().toEntity(String.class).getStatusCode().value())
                .isEqualTo(400);
        for (String list : new String[] {"/api/knowledgebase/list", "/api/resumes", "/api/interview/sessions"}) {
            assertThat(bob.get().uri(list).retrieve().body(String.class)).as(list).isEqualTo("[]");
            assertThat(admin.get().uri(list).retrieve().body(String.class)).as(list).isNotEqualTo("[]");
        }
        String search = "/api/knowledgebase/search?q=consumer groups acknowledge";
        assertThat(admin.get().uri(search).retrieve().body(String.class)).contains("\"knowledgeBaseId\":" + ids.get("kb"));
        assertThat(bob.get().uri(search).retrieve().body(String.class)).isEqualTo("[]");
        // nor can bob build an interview on the admin's resume
        assertThat(bob.post().uri("/api/interview/sessions").contentType(MediaType.APPLICATION_JSON)
                .body("{\"resumeId\":" + ids.get("resume") + ",\"questionCount\":3}").retrieve().toEntity(String.class)
                .getStatusCode().value()).isEqualTo(404);
    }

    @Test
    void theSameFileUploadedByTwoAccountsIsTwoItems() {
        Map<String, String> ids = adminItems();
        ResponseEntity<String> again = upload(bob, "/api/resumes/upload", "cv.txt", resumeText());
        assertThat(again.getStatusCode().value()).isEqualTo(202);
        assertThat(again.getBody()).doesNotContain("\"id\":" + ids.get("resume") + ",");
        assertThat(upload(bob, "/api/knowledgebase/upload", "notes.md", notes()).getStatusCode().value()).isEqualTo(202);
        // and deleting bob's copy leaves the admin's file downloadable
        String bobsResume = bob.get().uri("/api/resumes").retrieve().body(String.class).replaceAll(".*?\"id\":(\\d+).*", "$1");
        await().atMost(Duration.ofSeconds(60)).until(() -> bob.get().uri("/api/resumes/{id}/detail", bobsResume)
                .retrieve().body(String.class).contains("COMPLETED"));
        assertThat(bob.delete().uri("/api/resumes/{id}", bobsResume).retrieve().toEntity(String.class)
                .getStatusCode().value()).isEqualTo(204);
        assertThat(admin.get().uri("/api/resumes/{id}/download", ids.get("resume")).retrieve().toEntity(String.class)
                .getStatusCode().value()).isEqualTo(200);
    }

    /** The admin's knowledge-base item, resume, interview session (from the resume) and API token. */
    private Map<String, String> adminItems() {
        Map<String, String> ids = new LinkedHashMap<>();
        ids.put("kb", idOf(upload(admin, "/api/knowledgebase/upload", "notes.md", notes())));
        ids.put("resume", idOf(upload(admin, "/api/resumes/upload", "cv.txt", resumeText())));
        ids.put("session", idOf(admin.post().uri("/api/interview/sessions").contentType(MediaType.APPLICATION_JSON)
                .body("{\"resumeId\":" + ids.get("resume") + ",\"questionCount\":3}").retrieve().toEntity(String.class)));
        ids.put("chat", idOf(admin.post().uri("/api/chat/sessions").contentType(MediaType.APPLICATION_JSON)
                .body("{\"title\":\"mine\",\"scope\":[" + ids.get("kb") + "]}").retrieve().toEntity(String.class)));
        ids.put("token", idOf(admin.post().uri("/api/auth/tokens").contentType(MediaType.APPLICATION_JSON)
                .body("{\"name\":\"mine\"}").retrieve().toEntity(String.class)));
        return ids;
    }

    private static String idOf(ResponseEntity<String> created) {
        assertThat(created.getStatusCode().is2xxSuccessful()).as(created.toString()).isTrue();
        return created.getBody().replaceFirst("(?s).*?\"id\":(\\d+).*", "$1");
    }

    /** A multipart upload of {@code text} as {@code filename}; also used by the quota tests of this package. */
    static ResponseEntity<String> upload(RestClient as, String path, String filename, String text) {
        LinkedMultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
        form.add("file", new ByteArrayResource(text.getBytes(StandardCharsets.UTF_8)) {
            @Override
            public String getFilename() {
                return filename;
            }
        });
        return as.post().uri(path).contentType(MediaType.MULTIPART_FORM_DATA).body(form).retrieve().toEntity(String.class);
    }

    private static String notes() {
        return "# Redis streams\n\nConsumer groups acknowledge entries with XACK; pending entries are claimed after a timeout.";
    }

    private static String resumeText() {
        return "Jane Doe\nSKILLS\nJava, Redis, PostgreSQL\nEXPERIENCE\nBackend engineer at Example Corp, 2019-2024.";
    }

    private RestClient client(String authorization) {
        return RestClient.builder().baseUrl("http://localhost:" + port).defaultHeader("Authorization", authorization)
                .defaultHeader("Accept-Language", "en").defaultStatusHandler(status -> true, (request, response) -> {
                }).build();
    }
}
