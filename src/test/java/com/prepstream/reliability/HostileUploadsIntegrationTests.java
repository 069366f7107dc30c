package com.prepstream.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.resume.ResumeFixtures;
import com.prepstream.support.CleanStateExtension;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import com.prepstream.testing.TestDocuments;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;

/**
 * Files and answers built to stall a worker, through the three pipelines of the running app: each ends
 * COMPLETED or FAILED (never stuck in PROCESSING) within the test deadline of its stream
 * (application-test.yml: 30 s a try), and a normal upload or interview made after them completes.
 */
@IntegrationTest
class HostileUploadsIntegrationTests {

    /** One try's deadline in the tests, plus room for the worker to pick the task up. */
    private static final Duration WITHIN_DEADLINE = Duration.ofSeconds(45);

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @AfterEach
    void awaitIdleWorkers() {
        CleanStateExtension.awaitNoTaskInFlight(jdbc, Duration.ofMinutes(2));
    }

    static Map<String, byte[]> hostileFiles() {
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("one-line.txt", utf8("7".repeat(1_500_000)));
        files.put("nested-lists.md", utf8(String.join("\n", IntStream.range(0, 3_000)
                .mapToObj(depth -> "  ".repeat(depth) + "- item " + depth).toList())));
        files.put("headings.md", utf8("# heading\ntext\n".repeat(10_000)));
        files.put("heading-line.md", utf8("# a" + " ".repeat(500_000) + "b\n" + "## C" + "#".repeat(500_000) + "x\n"));
        files.put("zero-width.txt", utf8("\u200B".repeat(1_000_000) + "Java Spring Redis"));
        files.put("too-many-pages.pdf", TestDocuments.pdf(IntStream.range(0, 2_001)
                .mapToObj(page -> "page " + page).toArray(String[]::new)));
        return files;
    }

    @Test
    void hostileResumesEndWithinTheirDeadlineAndANormalOneCompletesAfterThem() {
        RestClient resumes = TestAdmin.restClient("http://localhost:" + port + "/api/resumes");
        List<Long> hostile = hostileFiles().entrySet().stream()
                .map(file -> upload(resumes, file.getKey(), file.getValue())).toList();
        long normal = upload(resumes, "jane-doe.pdf",
                TestDocuments.pdf(ResumeFixtures.anEnglishResume().text()));

        awaitEnded(resumes, hostile, "/{id}/detail", "analyzeStatus");
        await().atMost(WITHIN_DEADLINE)
                .until(() -> "COMPLETED".equals(status(resumes, normal, "/{id}/detail", "analyzeStatus")));
    }

    @Test
    void hostileNotesEndWithinTheirDeadlineAndANormalOneCompletesAfterThem() {
        RestClient notes = TestAdmin.restClient("http://localhost:" + port + "/api/knowledgebase");
        List<Long> hostile = hostileFiles().entrySet().stream()
                .map(file -> upload(notes, file.getKey(), file.getValue())).toList();
        long normal = upload(notes, "vacuum.md", utf8("# Vacuum\n\nVACUUM reclaims storage held by dead tuples.\n"));

        awaitEnded(notes, hostile, "/{id}", "vectorStatus");
        await().atMost(WITHIN_DEADLINE).until(() -> "COMPLETED".equals(status(notes, normal, "/{id}", "vectorStatus")));
    }

    /** Answers are capped at 10,000 characters by the API; within that, text built to make rules backtrack. */
    @Test
    void hostileAnswersAreEvaluatedWithinTheDeadlineAndANormalInterviewCompletesAfterThem() {
        RestClient sessions = TestAdmin.restClient("http://localhost:" + port + "/api/interview/sessions");
        List<String> answers = List.of("7".repeat(10_000), "!".repeat(9_999) + "x", "\u200B".repeat(10_000),
                String.join("\n", IntStream.range(0, 90).mapToObj(depth -> "  ".repeat(depth) + "- 我负责 " + depth)
                        .toList()), "a@".repeat(5_000), "我".repeat(10_000));
        long hostile = interview(sessions, answers);
        long normal = interview(sessions, List.of("A hash index answers equality lookups in constant time.",
                "I measured it before and after the change.", "It keeps the service responsive under load."));

        await().atMost(WITHIN_DEADLINE).until(() -> List.of("COMPLETED", "FAILED")
                .contains(status(sessions, hostile, "/{id}", "evaluateStatus")));
        await().atMost(WITHIN_DEADLINE).until(() -> "COMPLETED".equals(status(sessions, normal, "/{id}", "evaluateStatus")));
    }

    private static long interview(RestClient sessions, List<String> answers) {
        long id = sessions.post().contentType(MediaType.APPLICATION_JSON)
                .body(Map.of("questionCount", answers.size())).retrieve().body(JsonNode.class).get("id").asLong();
        for (int i = 0; i < answers.size(); i++) {
            sessions.post().uri("/{id}/answers", id).contentType(MediaType.APPLICATION_JSON)
                    .body(Map.of("questionIndex", i, "answer", answers.get(i))).retrieve().toBodilessEntity();
        }
        // the last answer completes the session and queues its evaluation (a second complete is a 409)
        return id;
    }

    private void awaitEnded(RestClient api, List<Long> ids, String path, String field) {
        // a task ends within its deadline per try; the tries of the files run side by side on the workers
        await().atMost(WITHIN_DEADLINE.multipliedBy(ids.size())).until(() -> ids.stream()
                .allMatch(id -> List.of("COMPLETED", "FAILED").contains(status(api, id, path, field))));
    }

    private static long upload(RestClient api, String filename, byte[] content) {
        LinkedMultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
        form.add("file", new ByteArrayResource(content) {
            @Override
            public String getFilename() {
                return filename;
            }
        });
        JsonNode answer = api.post().uri("/upload").contentType(MediaType.MULTIPART_FORM_DATA).body(form).retrieve()
                .body(JsonNode.class);
        return answer.get("id").asLong();
    }

    private static String status(RestClient api, long id, String path, String field) {
        return api.get().uri(path, id).retrieve().body(JsonNode.class).path(field).asString();
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
