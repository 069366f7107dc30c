package com.prepstream.hostile;

import com.prepstream.support.TestAdmin;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.support.IntegrationTest;
import com.prepstream.testing.TestDocuments;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;

/**
 * Hostile documents through the real upload → stream → worker → Tika path, for the knowledge base
 * and resumes: each ends as a clean 415 at upload or a FAILED item with a readable error within a
 * bounded time, and the workers then still process a normal document.
 */
@IntegrationTest
class HostileDocumentIntegrationTests {

    /** Far below the 60 s parse timeout times the attempts: a limit, not the timeout, must end these. */
    static final Duration FINAL_WITHIN = Duration.ofSeconds(45);

    @LocalServerPort
    int port;

    RestClient http;

    @BeforeEach
    void setUp() {
        http = TestAdmin.restClient().baseUrl("http://localhost:" + port)
                .defaultStatusHandler(status -> true, (request, response) -> {
                })
                .build();
    }

    ResponseEntity<JsonNode> upload(String path, String filename, byte[] content) {
        MultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
        form.add("file", new ByteArrayResource(content) {
            @Override
            public String getFilename() {
                return filename;
            }
        });
        return http.post().uri(path).contentType(MediaType.MULTIPART_FORM_DATA).body(form).retrieve()
                .toEntity(JsonNode.class);
    }

    JsonNode get(String path) {
        return http.get().uri(path).retrieve().toEntity(JsonNode.class).getBody();
    }

    static Map<String, byte[]> hostileDocuments() {
        Map<String, byte[]> documents = new LinkedHashMap<>();
        documents.put("bomb.docx", HostileFiles.zipBombDocx(200));          // ~200 KB → 200 MB
        documents.put("laughs.docx", HostileFiles.billionLaughsDocx());
        documents.put("laughs.html", HostileFiles.billionLaughsXhtml());
        documents.put("pages.pdf", HostileFiles.manyPagesPdf(10_000));
        documents.put("claims-pages.pdf", HostileFiles.pdfClaimingPages(10_000));
        documents.put("garbage-header.pdf", HostileFiles.garbageWithPdfHeader(64 * 1024, 3));
        return documents;
    }

    @Test
    void knowledgeBaseRefusesOrFailsEveryHostileDocumentAndThenStillWorks() {
        assertRefusedAtUpload("/api/knowledgebase/upload");

        Map<Long, String> ids = new LinkedHashMap<>();
        hostileDocuments().forEach((name, content) -> {
            ResponseEntity<JsonNode> answer = upload("/api/knowledgebase/upload", name, content);
            if (answer.getStatusCode().value() == 415) {
                assertReadableProblem(name, answer);
            } else {
                assertThat(answer.getStatusCode().value()).as(name + " → " + answer.getBody()).isEqualTo(202);
                ids.put(answer.getBody().get("id").asLong(), name);
            }
        });
        assertThat(ids.values()).as("these must reach a worker").contains("bomb.docx", "pages.pdf", "laughs.docx");

        ids.forEach((id, name) -> {
            JsonNode item = await().atMost(FINAL_WITHIN).pollInterval(Duration.ofMillis(200))
                    .until(() -> get("/api/knowledgebase/" + id), json -> isFinal(json.path("vectorStatus").asString()));
            if (name.equals("laughs.html")) {
                // the HTML parser does not expand DTD entities at all: harmless text, one small chunk
                assertThat(item.path("vectorStatus").asString()).as(name + " → " + item).isIn("COMPLETED", "FAILED");
                assertThat(item.path("chunkCount").asInt()).as(name + " → " + item).isLessThanOrEqualTo(1);
                return;
            }
            assertThat(item.path("vectorStatus").asString()).as(name + " → " + item).isEqualTo("FAILED");
            assertReadableError(name, item.path("vectorError").asString());
        });
        assertThat(get("/api/knowledgebase/" + key(ids, "bomb.docx")).path("vectorError").asString()).contains("unpacks to more than");
        assertThat(get("/api/knowledgebase/" + key(ids, "pages.pdf")).path("vectorError").asString())
                .contains("10000 pages").contains("at most 2000 pages");
        assertThat(get("/api/knowledgebase/" + key(ids, "claims-pages.pdf")).path("vectorError").asString()).contains("10000 pages");

        ResponseEntity<JsonNode> normal = upload("/api/knowledgebase/upload", "normal.docx",
                TestDocuments.docx("Redis Streams deliver each entry to one consumer of a group.",
                        "PostgreSQL holds the task ledger and decides every status change."));
        assertThat(normal.getStatusCode().value()).isEqualTo(202);
        long normalId = normal.getBody().get("id").asLong();
        await().atMost(FINAL_WITHIN).until(() -> get("/api/knowledgebase/" + normalId).path("vectorStatus").asString(),
                "COMPLETED"::equals);
    }

    @Test
    void resumesRefuseOrFailEveryHostileDocumentAndThenStillWork() {
        assertRefusedAtUpload("/api/resumes/upload");

        Map<Long, String> ids = new LinkedHashMap<>();
        Map<String, byte[]> documents = hostileDocuments();
        for (String name : new String[] {"bomb.docx", "laughs.docx", "pages.pdf", "garbage-header.pdf"}) {
            ResponseEntity<JsonNode> answer = upload("/api/resumes/upload", name, documents.get(name));
            assertThat(answer.getStatusCode().value()).as(name + " → " + answer.getBody()).isIn(202, 415);
            if (answer.getStatusCode().value() == 202) {
                ids.put(answer.getBody().get("id").asLong(), name);
            }
        }
        assertThat(ids.values()).contains("bomb.docx", "pages.pdf");
        ids.forEach((id, name) -> {
            JsonNode resume = await().atMost(FINAL_WITHIN).pollInterval(Duration.ofMillis(200))
                    .until(() -> get("/api/resumes/" + id + "/detail"), json -> isFinal(json.path("analyzeStatus").asString()));
            assertThat(resume.path("analyzeStatus").asString()).as(name + " → " + resume).isEqualTo("FAILED");
            assertReadableError(name, resume.path("analyzeError").asString());
        });

        byte[] cv = TestDocuments.docx("Jane Doe", "Senior Java engineer with eight years of Spring Boot and PostgreSQL.",
                "Experience: built stream processing with Redis for 2 million users.");
        ResponseEntity<JsonNode> normal = upload("/api/resumes/upload", "cv.docx", cv);
        assertThat(normal.getStatusCode().value()).isEqualTo(202);
        long normalId = normal.getBody().get("id").asLong();
        await().atMost(FINAL_WITHIN).until(() -> get("/api/resumes/" + normalId + "/detail").path("analyzeStatus").asString(),
                "COMPLETED"::equals);
    }

    /** Binary garbage named .pdf and XML (billion laughs) named .xml are not accepted kinds: 415. */
    void assertRefusedAtUpload(String path) {
        Map<String, byte[]> refused = Map.of(
                "garbage.pdf", HostileFiles.garbage(64 * 1024, 1),
                "laughs.xml", HostileFiles.billionLaughsXml(),
                "laughs-as.html", HostileFiles.billionLaughsXml());
        refused.forEach((name, content) -> {
            ResponseEntity<JsonNode> answer = upload(path, name, content);
            assertThat(answer.getStatusCode().value()).as(name + " → " + answer.getBody()).isEqualTo(415);
            assertReadableProblem(name, answer);
        });
    }

    static void assertReadableProblem(String name, ResponseEntity<JsonNode> answer) {
        assertThat(answer.getHeaders().getContentType()).hasToString("application/problem+json");
        assertThat(answer.getBody().path("detail").asString()).contains(name).doesNotContain("Exception");
    }

    static void assertReadableError(String name, String error) {
        assertThat(error).as(name).isNotBlank().hasSizeLessThanOrEqualTo(500)
                .doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("OutOfMemory");
    }

    static boolean isFinal(String status) {
        return "COMPLETED".equals(status) || "FAILED".equals(status);
    }

    static long key(Map<Long, String> ids, String name) {
        return ids.entrySet().stream().filter(e -> e.getValue().equals(name)).findFirst().orElseThrow().getKey();
    }
}
