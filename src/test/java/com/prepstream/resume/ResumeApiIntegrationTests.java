package com.prepstream.resume;

import com.prepstream.support.TestAdmin;
import static com.prepstream.resume.ResumeFixtures.anEnglishResume;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.storage.FileStorage;
import com.prepstream.stream.StreamOperations;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskTransition;
import com.prepstream.support.CleanStateExtension;
import com.prepstream.support.IntegrationTest;
import com.prepstream.testing.TestDocuments;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;

/** Upload → worker → COMPLETED through the running app, offline analyzer (no model configured). */
@IntegrationTest
class ResumeApiIntegrationTests {

    static final Duration WAIT = Duration.ofSeconds(30);

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    StreamTaskFramework framework;

    @Autowired
    FileStorage storage;

    @Autowired
    AnalyzeWorker.Consumer consumer;

    @Autowired
    ResumeQueries queries;

    ResumeApi api;

    @BeforeEach
    void setUp() {
        api = new ResumeApi(port);
    }

    /**
     * Leaves no analysis in flight: the next test's clean-up truncates the tables, and a worker
     * still writing to them can deadlock with that truncation.
     */
    @AfterEach
    void awaitIdleWorkers() {
        CleanStateExtension.awaitNoTaskInFlight(jdbc, WAIT);
    }

    long uploadAndAwaitCompletion(String filename, byte[] content) {
        ResumeApi.Answer upload = api.upload(filename, content);
        assertThat(upload.status().value()).as(upload.body()).isEqualTo(202);
        long id = upload.json().get("id").asLong();
        await().atMost(WAIT).until(() -> !List.of("PENDING", "PROCESSING").contains(api.status(id)));
        return id;
    }

    @Test
    void uploadedPdfIsAnalysedOfflineInTheBackground() {
        ResumeApi.Answer upload = api.upload("jane-doe.pdf", TestDocuments.pdf(anEnglishResume().text()));

        assertThat(upload.status().value()).isEqualTo(202);
        assertThat(upload.json().get("analyzeStatus").asString()).isIn("PENDING", "PROCESSING", "COMPLETED");
        assertThat(upload.json().get("contentType").asString()).isEqualTo("application/pdf");
        assertThat(upload.json().get("originalFilename").asString()).isEqualTo("jane-doe.pdf");
        long id = upload.json().get("id").asLong();

        await().atMost(WAIT).until(() -> api.status(id).equals("COMPLETED"));
        JsonNode analysis = api.get("/" + id + "/detail").json().get("analysis");
        assertThat(analysis.get("model").asString()).isEqualTo("offline-analyzer v1");
        assertThat(analysis.get("overallScore").asInt()).isBetween(0, 100);
        assertThat(analysis.get("scores").propertyNames()).containsExactly("completeness", "structure", "skills",
                "projectExperience", "impact", "expression");
        assertThat(analysis.get("skills").toString()).contains("Spring Boot", "PostgreSQL");
        assertThat(analysis.get("suggestions").isArray()).isTrue();
        assertThat(analysis.get("analyzedAt").asString()).matches("\\d{4}-\\d{2}-\\d{2}T.*Z");
        assertThat(analysis.get("language").asString()).isEqualTo("en"); // the request named none: English
        assertThat(api.get("/" + id + "/history").json().findValuesAsString("status"))
                .containsExactly("PENDING", "PROCESSING", "COMPLETED");
        assertThat(api.get("").json().findValuesAsString("originalFilename")).containsExactly("jane-doe.pdf");
    }

    @Test
    void realSampleResumePdfCompletesWithUsefulAnalysis() {
        long id = uploadAndAwaitCompletion("awesome-cv-resume.pdf",
                TestDocuments.read(TestDocuments.sample("resumes/awesome-cv-resume.pdf")));

        JsonNode detail = api.get("/" + id + "/detail").json();
        assertThat(detail.get("analyzeStatus").asString()).isEqualTo("COMPLETED");
        assertThat(detail.get("analysis").get("skills").toString()).contains("Kubernetes", "Terraform");
        assertThat(detail.get("analysis").get("suggestions").toString()).contains("Skills");
    }

    @Test
    void sameContentAgainAnswers200WithTheExistingResume() {
        byte[] pdf = TestDocuments.pdf(anEnglishResume().text());
        long id = api.upload("first.pdf", pdf).json().get("id").asLong();

        ResumeApi.Answer again = api.upload("second-name.pdf", pdf);

        assertThat(again.status().value()).isEqualTo(200);
        assertThat(again.json().get("id").asLong()).isEqualTo(id);
        assertThat(again.json().get("originalFilename").asString()).isEqualTo("first.pdf");
        assertThat(jdbc.queryForObject("select count(*) from resume", Integer.class)).isEqualTo(1);
    }

    @Test
    void reanalysisReplacesTheCurrentAnalysisAndKeepsTheOldOneAsHistory() {
        long id = uploadAndAwaitCompletion("cv.docx", TestDocuments.docx(anEnglishResume().lines().toArray(String[]::new)));

        ResumeApi.Answer reanalyze = api.post("/" + id + "/reanalyze");
        assertThat(reanalyze.status().value()).isEqualTo(202);
        await().atMost(WAIT).until(() -> framework.ledger().history("RESUME_ANALYZE", id).stream()
                .filter(t -> t.status() == TaskStatus.COMPLETED).count() == 2);

        assertThat(api.status(id)).isEqualTo("COMPLETED");
        assertThat(jdbc.queryForObject("select count(*) from resume_analysis where resume_id = ?", Integer.class, id))
                .isEqualTo(2);
        assertThat(jdbc.queryForObject("select count(*) from resume_analysis where resume_id = ? and is_current",
                Integer.class, id)).isEqualTo(1);
    }

    @Test
    void reanalysisWhileQueuedIsAConflict() {
        consumer.stop();
        try {
            long id = api.upload("cv.pdf", TestDocuments.pdf(anEnglishResume().text())).json().get("id").asLong();

            ResumeApi.Answer conflict = api.post("/" + id + "/reanalyze");

            assertThat(conflict.status().value()).isEqualTo(409);
            assertThat(conflict.json().get("detail").asString()).contains("already being analysed");
            assertThat(api.get("/" + id + "/detail").json().get("analysis").isNull()).isTrue();
        } finally {
            consumer.start();
        }
    }

    @Test
    void unreadableDocumentFailsAtOnceWithAReadableError() {
        byte[] broken = "%PDF-1.7\nthis is not really a PDF".getBytes();
        long id = uploadAndAwaitCompletion("broken.pdf", broken);

        JsonNode detail = api.get("/" + id + "/detail").json();
        assertThat(detail.get("analyzeStatus").asString()).isEqualTo("FAILED");
        assertThat(detail.get("analyzeError").asString()).contains("broken.pdf");
        assertThat(detail.get("analysis").isNull()).isTrue();
        List<TaskTransition> history = framework.ledger().history("RESUME_ANALYZE", id);
        assertThat(history).extracting(TaskTransition::status)
                .containsExactly(TaskStatus.PENDING, TaskStatus.PROCESSING, TaskStatus.FAILED);
    }

    @Test
    void replayingTheDeadLetterShowsTheResumePendingAtOnce() {
        long id = uploadAndAwaitCompletion("broken.pdf", "%PDF-1.7\nthis is not really a PDF".getBytes());
        var operations = framework.operations();
        await().atMost(WAIT).until(() -> !operations.deadLetters(AnalyzeWorker.DEFINITION, 10).isEmpty());
        String letter = operations.deadLetters(AnalyzeWorker.DEFINITION, 10).get(0).id();
        consumer.stop();
        try {
            assertThat(operations.replay(AnalyzeWorker.DEFINITION, letter))
                    .isEqualTo(StreamOperations.ReplayResult.REPLAYED);

            JsonNode detail = api.get("/" + id + "/detail").json();
            assertThat(detail.get("analyzeStatus").asString()).isEqualTo("PENDING");
            assertThat(detail.get("analyzeError").isNull()).isTrue();
        } finally {
            consumer.start();
        }
    }

    @Test
    void deleteRemovesTheResumeItsAnalysisTaskAndFile() {
        long id = uploadAndAwaitCompletion("cv.pdf", TestDocuments.pdf(anEnglishResume().text()));
        String key = jdbc.queryForObject("select storage_key from resume where id = ?", String.class, id);

        assertThat(api.delete("/" + id).status().value()).isEqualTo(204);

        assertThat(api.get("/" + id + "/detail").status().value()).isEqualTo(404);
        assertThat(jdbc.queryForObject("select count(*) from resume_analysis", Integer.class)).isZero();
        assertThat(framework.ledger().status("RESUME_ANALYZE", id)).isEmpty();
        assertThat(storage.exists(key)).isFalse();
    }

    @Test
    void snapshotGivesTextAndSkillsToOtherFeatures() {
        long id = uploadAndAwaitCompletion("cv.pdf", TestDocuments.pdf(anEnglishResume().text()));

        ResumeSnapshot snapshot = queries.findSnapshot(id, TestAdmin.ID).orElseThrow();

        assertThat(snapshot.id()).isEqualTo(id);
        assertThat(snapshot.text()).contains("Acme Payments");
        assertThat(snapshot.skills()).contains("Java", "Spring Boot", "Kafka");
        assertThat(queries.findSnapshot(id + 1000, TestAdmin.ID)).isEmpty();
    }

    @Test
    void snapshotExtractsTextWhenTheWorkerHasNotYet() {
        consumer.stop();
        try {
            long id = api.upload("cv.docx", TestDocuments.docx(anEnglishResume().lines().toArray(String[]::new)))
                    .json().get("id").asLong();

            ResumeSnapshot snapshot = queries.findSnapshot(id, TestAdmin.ID).orElseThrow();

            assertThat(snapshot.text()).contains("Globex");
            assertThat(snapshot.skills()).contains("Kotlin", "Elasticsearch");
        } finally {
            consumer.start();
        }
    }

    @Nested
    class Errors {

        @Test
        void emptyFileIs400() {
            assertThat(api.upload("empty.pdf", new byte[0]).status().value()).isEqualTo(400);
        }

        @Test
        void unsupportedTypeIs415() {
            byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
            ResumeApi.Answer answer = api.upload("photo.pdf", png);

            assertThat(answer.status().value()).isEqualTo(415);
            assertThat(answer.json().get("detail").asString()).isNotBlank();
        }

        @Test
        void unknownIdIs404AndMalformedIdIs400() {
            assertThat(api.get("/999/detail").status().value()).isEqualTo(404);
            assertThat(api.get("/999/history").status().value()).isEqualTo(404);
            assertThat(api.post("/999/reanalyze").status().value()).isEqualTo(404);
            assertThat(api.delete("/999").status().value()).isEqualTo(404);
            assertThat(api.get("/abc/detail").status().value()).isEqualTo(400);
        }
    }
}
