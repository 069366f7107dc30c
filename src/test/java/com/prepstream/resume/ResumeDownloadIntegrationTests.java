package com.prepstream.resume;

import static com.prepstream.resume.ResumeFixtures.anEnglishResume;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.storage.FileStorage;
import com.prepstream.support.CleanStateExtension;
import com.prepstream.support.IntegrationTest;
import com.prepstream.testing.TestDocuments;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code GET /api/resumes/{id}/download}: the original file as uploaded, whatever state its analysis is in. */
@IntegrationTest
class ResumeDownloadIntegrationTests {

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    FileStorage storage;

    ResumeApi api;

    @BeforeEach
    void setUp() {
        api = new ResumeApi(port);
    }

    /** The next test's clean-up truncates the tables; a worker still writing could deadlock with it. */
    @AfterEach
    void awaitIdleWorkers() {
        CleanStateExtension.awaitNoTaskInFlight(jdbc, Duration.ofSeconds(30));
    }

    long upload(String filename, byte[] content) {
        ResumeApi.Answer upload = api.upload(filename, content);
        assertThat(upload.status().value()).as(upload.body()).isEqualTo(202);
        return upload.json().get("id").asLong();
    }

    @Test
    void returnsTheOriginalBytesWithTheStoredTypeAndFilename() {
        byte[] pdf = TestDocuments.pdf(anEnglishResume().text());
        long id = upload("jane-doe.pdf", pdf);

        ResponseEntity<byte[]> download = api.download(id);

        assertThat(download.getStatusCode().value()).isEqualTo(200);
        assertThat(download.getBody()).isEqualTo(pdf);
        assertThat(download.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PDF);
        assertThat(download.getHeaders().getContentLength()).isEqualTo(pdf.length);
        assertThat(download.getHeaders().getFirst(HttpHeaders.CONTENT_DISPOSITION))
                .isEqualTo("attachment; filename=\"jane-doe.pdf\"; filename*=UTF-8''jane-doe.pdf");
        assertThat(download.getHeaders().getFirst("X-Content-Type-Options")).isEqualTo("nosniff");
    }

    @Test
    void encodesANonLatinFilenameWithAnAsciiFallback() {
        byte[] docx = TestDocuments.docx(anEnglishResume().lines().toArray(String[]::new));
        long id = upload("简历 张三.docx", docx);

        ResponseEntity<byte[]> download = api.download(id);

        assertThat(download.getBody()).isEqualTo(docx);
        assertThat(download.getHeaders().getContentType().toString())
                .isEqualTo("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
        assertThat(download.getHeaders().getFirst(HttpHeaders.CONTENT_DISPOSITION)).isEqualTo(
                "attachment; filename=\"__ __.docx\"; filename*=UTF-8''%E7%AE%80%E5%8E%86%20%E5%BC%A0%E4%B8%89.docx");
        assertThat(download.getHeaders().getContentDisposition().getFilename()).isEqualTo("简历 张三.docx");
    }

    @Nested
    class Errors {

        static final JsonMapper JSON = JsonMapper.builder().build();

        @Test
        void unknownResumeIsA404Problem() {
            assertNotFoundProblem(api.download(999), "Resume 999 does not exist.");
        }

        @Test
        void deletedResumeIsA404Problem() {
            long id = upload("cv.txt", TestDocuments.text(anEnglishResume().text()));
            await().atMost(Duration.ofSeconds(30)).until(() -> !api.status(id).matches("PENDING|PROCESSING"));
            assertThat(api.delete("/" + id).status().value()).isEqualTo(204);

            assertNotFoundProblem(api.download(id), "Resume " + id + " does not exist.");
        }

        @Test
        void resumeWhoseStoredFileIsGoneIsA410Problem() {
            long id = upload("lost.txt", TestDocuments.text(anEnglishResume().text()));
            await().atMost(Duration.ofSeconds(30)).until(() -> !api.status(id).matches("PENDING|PROCESSING"));
            storage.delete(jdbc.queryForObject("select storage_key from resume where id = ?", String.class, id));

            ResponseEntity<byte[]> download = api.download(id);

            assertThat(download.getStatusCode().value()).isEqualTo(410);
            assertThat(download.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
            JsonNode problem = JSON.readTree(new String(download.getBody(), StandardCharsets.UTF_8));
            assertThat(problem.get("detail").asString())
                    .isEqualTo("The original file lost.txt is no longer in storage; upload it again to download it.");
        }

        void assertNotFoundProblem(ResponseEntity<byte[]> download, String detail) {
            assertThat(download.getStatusCode().value()).isEqualTo(404);
            assertThat(download.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
            JsonNode problem = JSON.readTree(new String(download.getBody(), StandardCharsets.UTF_8));
            assertThat(problem.get("status").asInt()).isEqualTo(404);
            assertThat(problem.get("title").asString()).isEqualTo("Not Found");
            assertThat(problem.get("detail").asString()).isEqualTo(detail);
            assertThat(download.getHeaders().getFirst(HttpHeaders.CONTENT_DISPOSITION)).isNull();
        }
    }
}
