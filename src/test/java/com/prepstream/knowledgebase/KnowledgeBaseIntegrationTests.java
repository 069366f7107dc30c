package com.prepstream.knowledgebase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.support.IntegrationTest;
import com.prepstream.testing.TestDocuments;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;

@IntegrationTest
class KnowledgeBaseIntegrationTests {

    static final Duration TIMEOUT = Duration.ofSeconds(60);

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    KnowledgeBaseApi api;

    @BeforeEach
    void setUp() {
        api = new KnowledgeBaseApi(port);
    }

    long uploadAndComplete(String filename, byte[] content) {
        ResponseEntity<JsonNode> response = api.upload(filename, content);
        assertThat(response.getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
        long id = response.getBody().path("id").asLong();
        await().atMost(TIMEOUT).until(() -> api.status(id), status -> status.equals("COMPLETED") || status.equals("FAILED"));
        assertThat(api.get("/" + id).getBody().path("vectorError").isNull()).as("vectorError of %s", filename).isTrue();
        assertThat(api.status(id)).isEqualTo("COMPLETED");
        return id;
    }

    int storedChunks(long id) {
        return jdbc.queryForObject("select count(*) from knowledge_base_chunk where knowledge_base_id = ?", Integer.class, id);
    }

    @Test
    void uploadedPdfIsVectorizedToCompletedAndRecordsChunksAndModel() {
        byte[] pdf = TestDocuments.pdf(Topics.DATABASES, Topics.DATABASES_2);
        ResponseEntity<JsonNode> accepted = api.upload("postgres-notes.pdf", pdf, null, "engineering");
        assertThat(accepted.getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
        JsonNode item = accepted.getBody();
        assertThat(item.path("vectorStatus").asString()).isIn("PENDING", "PROCESSING");
        assertThat(item.path("name").asString()).isEqualTo("postgres-notes");
        assertThat(item.path("category").asString()).isEqualTo("engineering");
        assertThat(item.path("contentType").asString()).isEqualTo("application/pdf");
        assertThat(item.path("sizeBytes").asLong()).isEqualTo(pdf.length);
        assertThat(item.path("fileHash").asString()).hasSize(64);

        long id = item.path("id").asLong();
        await().atMost(TIMEOUT).until(() -> api.status(id), "COMPLETED"::equals);
        JsonNode done = api.get("/" + id).getBody();
        assertThat(done.path("chunkCount").asInt()).isGreaterThan(1).isEqualTo(storedChunks(id));
        assertThat(done.path("embeddingModel").asString()).isEqualTo("all-minilm-l6-v2-q");
        assertThat(jdbc.queryForObject("select max(length(content)) from knowledge_base_chunk", Integer.class))
                .isLessThanOrEqualTo(500);
        List<JsonNode> history = hits(api.get("/" + id + "/history"));
        assertThat(history).extracting(t -> t.path("status").asString()).containsSubsequence("PENDING", "PROCESSING", "COMPLETED");
        assertThat(history).allSatisfy(t -> assertThat(t.path("at").asString()).isNotBlank());
    }

    @Test
    void aRealLegacyWordDocumentIsVectorizedAndFound() {
        long id = uploadAndComplete("sample.doc", TestDocuments.legacyWordDocument());

        JsonNode item = api.get("/" + id).getBody();
        assertThat(item.path("contentType").asString()).isEqualTo("application/msword");
        assertThat(item.path("chunkCount").asInt()).isPositive();
        List<JsonNode> hits = hits(api.get("/search?q=sample Microsoft Word document&k=3"));
        assertThat(hits).isNotEmpty();
        assertThat(hits.get(0).path("knowledgeBaseId").asLong()).isEqualTo(id);
        assertThat(hits.get(0).path("content").asString()).contains("sample Microsoft Word Document");
    }

    @Test
    void paraphrasedQuestionFindsTheRightDocumentFirst() {
        long databases = uploadAndComplete("databases.pdf", TestDocuments.pdf(Topics.DATABASES, Topics.DATABASES_2));
        long gardening = uploadAndComplete("garden.docx", TestDocuments.docx(Topics.GARDENING.split("\n")));
        long interviews = uploadAndComplete("interviews.md", TestDocuments.text(Topics.INTERVIEWS));
        long cooking = uploadAndComplete("bread.html", TestDocuments.html("Baking bread", Topics.BREAD.split("\n")));
        long astronomy = uploadAndComplete("space.txt", TestDocuments.text(Topics.ASTRONOMY));

        Map<String, Long> questions = Map.of(
                "how do readers avoid waiting for writers in postgres?", databases,
                "when should I water my tomato plants?", gardening,
                "how to describe a past project to a hiring manager", interviews,
                "why does dough need time to rise before it goes in the oven?", cooking,
                "what makes a star explode at the end of its life?", astronomy);
        questions.forEach((question, expected) -> {
            List<JsonNode> hits = hits(api.get("/search?q=" + question + "&k=3"));
            assertThat(hits).as(question).isNotEmpty();
            assertThat(hits.get(0).path("knowledgeBaseId").asLong()).as(question).isEqualTo(expected);
            assertThat(hits.get(0).path("score").asDouble()).isBetween(0.0, 1.0);
        });

        List<JsonNode> filtered = hits(api.get("/search?q=tomatoes&k=10&kbIds=" + databases + "," + astronomy));
        assertThat(filtered).isNotEmpty().allSatisfy(hit ->
                assertThat(hit.path("knowledgeBaseId").asLong()).isIn(databases, astronomy));
        // Ordered by fused relevance (vector and full-text ranks); each score is still the cosine similarity.
        List<JsonNode> all = hits(api.get("/search?q=tomatoes&k=50"));
        assertThat(all.get(0).path("knowledgeBaseId").asLong()).isEqualTo(gardening);
        assertThat(all).extracting(hit -> hit.path("score").asDouble()).allSatisfy(score -> assertThat(score).isBetween(-1.0, 1.0));
    }

    @Test
    void revectorizingTwiceKeepsTheSameChunks() {
        long id = uploadAndComplete("databases.pdf", TestDocuments.pdf(Topics.DATABASES, Topics.DATABASES_2));
        int chunks = storedChunks(id);
        for (int run = 0; run < 2; run++) {
            ResponseEntity<JsonNode> accepted = api.post("/" + id + "/revectorize");
            assertThat(accepted.getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
            assertThat(accepted.getBody().path("vectorStatus").asString()).isEqualTo("PENDING");
            await().atMost(TIMEOUT).until(() -> api.status(id), "COMPLETED"::equals);
        }
        assertThat(storedChunks(id)).isEqualTo(chunks);
        assertThat(api.get("/" + id).getBody().path("chunkCount").asInt()).isEqualTo(chunks);
    }

    @Test
    void corruptPdfFailsWithAReadableError() {
        byte[] pdf = TestDocuments.pdf(Topics.DATABASES);
        byte[] corrupt = java.util.Arrays.copyOf(pdf, pdf.length / 3);
        long id = api.upload("broken.pdf", corrupt).getBody().path("id").asLong();
        await().atMost(TIMEOUT).until(() -> api.status(id), "FAILED"::equals);
        assertThat(api.get("/" + id).getBody().path("vectorError").asString())
                .startsWith("no text could be extracted from broken.pdf");
        assertThat(storedChunks(id)).isZero();
    }

    @Test
    void deletingAnItemWhileItIsProcessingLeavesNothingBehind() throws Exception {
        long id = api.upload("long.txt", TestDocuments.text(Topics.longText(400))).getBody().path("id").asLong();
        await().atMost(TIMEOUT).until(() -> api.status(id), status -> !status.equals("PENDING"));
        String key = jdbc.queryForObject("select storage_key from knowledge_base where id = ?", String.class, id);

        assertThat(api.delete("/" + id).getStatusCode()).isEqualTo(HttpStatus.NO_CONTENT);

        assertThat(api.get("/" + id).getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
        await().atMost(TIMEOUT).untilAsserted(() -> {
            assertThat(jdbc.queryForObject("select count(*) from knowledge_base_chunk", Integer.class)).isZero();
            assertThat(Files.exists(storageDir().resolve(key))).isFalse();
        });
        // the worker finishing after the delete does not resurrect anything
        long other = uploadAndComplete("after.txt", TestDocuments.text(Topics.ASTRONOMY));
        assertThat(jdbc.queryForObject("select count(distinct knowledge_base_id) from knowledge_base_chunk", Integer.class))
                .isEqualTo(1);
        assertThat(storedChunks(other)).isPositive();
    }

    @Test
    void theSameContentUploadedTwiceIsTheSameItem() {
        byte[] content = TestDocuments.text(Topics.ASTRONOMY);
        ResponseEntity<JsonNode> first = api.upload("space.txt", content);
        ResponseEntity<JsonNode> second = api.upload("copy of space.txt", content);
        assertThat(first.getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
        assertThat(second.getStatusCode()).isEqualTo(HttpStatus.OK);
        assertThat(second.getBody().path("id").asLong()).isEqualTo(first.getBody().path("id").asLong());
        assertThat(jdbc.queryForObject("select count(*) from knowledge_base", Integer.class)).isEqualTo(1);
        awaitNothingInFlight();
    }

    @Test
    void downloadReturnsTheOriginalBytesWithAnEncodedChineseFilename() {
        byte[] pdf = TestDocuments.pdf(Topics.DATABASES);
        long id = api.upload("数据库 笔记.pdf", pdf).getBody().path("id").asLong();
        ResponseEntity<byte[]> download = api.getBytes("/" + id + "/download");
        assertThat(download.getStatusCode()).isEqualTo(HttpStatus.OK);
        assertThat(download.getBody()).isEqualTo(pdf);
        assertThat(download.getHeaders().getContentType().toString()).isEqualTo("application/pdf");
        assertThat(download.getHeaders().getFirst(HttpHeaders.CONTENT_DISPOSITION))
                .isEqualTo("attachment; filename=\"___ __.pdf\"; filename*=UTF-8''%E6%95%B0%E6%8D%AE%E5%BA%93%20%E7%AC%94%E8%AE%B0.pdf");
        assertThat(download.getHeaders().getContentDisposition().getFilename()).isEqualTo("数据库 笔记.pdf");
        awaitNothingInFlight();
    }

    /** No worker may still be writing when the next test truncates the tables. */
    void awaitNothingInFlight() {
        await().atMost(TIMEOUT).until(() -> jdbc.queryForObject(
                "select count(*) from knowledge_base where vector_status in ('PENDING', 'PROCESSING')", Integer.class) == 0);
    }

    @Test
    void listFiltersByStatusAndCategoryAndSorts() {
        long big = uploadAndComplete("big.txt", TestDocuments.text(Topics.ASTRONOMY + "\n\n" + Topics.BREAD));
        long small = api.upload("a-small.md", TestDocuments.text("# Small\n\nA small note."), "Alpha", "notes")
                .getBody().path("id").asLong();
        await().atMost(TIMEOUT).until(() -> api.status(small), "COMPLETED"::equals);
        long broken = api.upload("broken.pdf", java.util.Arrays.copyOf(TestDocuments.pdf("x y z"), 100))
                .getBody().path("id").asLong();
        await().atMost(TIMEOUT).until(() -> api.status(broken), "FAILED"::equals);

        assertThat(ids(api.get("/list?vectorStatus=FAILED"))).containsExactly(broken);
        assertThat(ids(api.get("/list?category=notes"))).containsExactly(small);
        assertThat(ids(api.get("/list?sortBy=size"))).containsExactly(big, broken, small);
        assertThat(ids(api.get("/list?sortBy=name"))).containsExactly(small, big, broken);
        assertThat(ids(api.get("/list"))).containsExactly(broken, small, big);
        assertThat(api.get("/list?sortBy=colour").getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
        assertThat(api.get("/list?vectorStatus=DONE").getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
    }

    @Test
    void readsTheSampleResumes() {
        Path resumes = TestDocuments.sample("resumes");
        long english = uploadAndComplete("awesome-cv-resume.pdf", TestDocuments.read(resumes.resolve("awesome-cv-resume.pdf")));
        long chinese = uploadAndComplete("简历.pdf", TestDocuments.read(resumes.resolve("awesome-cv-resume-zh.pdf")));
        assertThat(api.get("/" + chinese).getBody().path("originalFilename").asString()).isEqualTo("简历.pdf");
        assertThat(storedChunks(english)).isPositive();
        assertThat(storedChunks(chinese)).isPositive();
    }

    @Nested
    class Rejects {

        @Test
        void anEmptyFileWith400() {
            ResponseEntity<JsonNode> response = api.upload("empty.txt", new byte[0]);
            assertThat(response.getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
            assertThat(response.getHeaders().getContentType().toString()).isEqualTo("application/problem+json");
        }

        @Test
        void aFileOverTwentyMegabytesWith413() {
            byte[] big = new byte[20 * 1024 * 1024 + 1];
            java.util.Arrays.fill(big, (byte) 'a');
            ResponseEntity<JsonNode> response = api.upload("big.txt", big);
            assertThat(response.getStatusCode()).isEqualTo(HttpStatus.CONTENT_TOO_LARGE);
            assertThat(jdbc.queryForObject("select count(*) from knowledge_base", Integer.class)).isZero();
        }

        @Test
        void anImageWith415() {
            byte[] gif = "GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;".getBytes(StandardCharsets.ISO_8859_1);
            ResponseEntity<JsonNode> response = api.upload("notes.pdf", gif);
            assertThat(response.getStatusCode()).isEqualTo(HttpStatus.UNSUPPORTED_MEDIA_TYPE);
            assertThat(response.getBody().path("detail").asString()).contains("notes.pdf").contains("an image");
        }

        @Test
        void revectorizingWhileStillPendingOrProcessingWith409() {
            long id = api.upload("long.txt", TestDocuments.text(Topics.longText(200))).getBody().path("id").asLong();
            assertThat(api.post("/" + id + "/revectorize").getStatusCode()).isEqualTo(HttpStatus.CONFLICT);
            await().atMost(TIMEOUT).until(() -> api.status(id), "COMPLETED"::equals);
        }

        @Test
        void unknownIdsWith404AndBadParametersWith400() {
            assertThat(api.get("/999").getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
            assertThat(api.get("/abc").getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
            assertThat(api.delete("/999").getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
            assertThat(api.post("/999/revectorize").getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
            assertThat(api.get("/search").getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
            assertThat(api.get("/search?q=   ").getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
            assertThat(api.get("/search?q=x&k=51").getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
            assertThat(api.get("/search?q=x&kbIds=1,x").getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
        }
    }

    static List<JsonNode> hits(ResponseEntity<JsonNode> response) {
        assertThat(response.getStatusCode()).isEqualTo(HttpStatus.OK);
        List<JsonNode> hits = new java.util.ArrayList<>();
        response.getBody().forEach(hits::add);
        return hits;
    }

    static List<Long> ids(ResponseEntity<JsonNode> response) {
        return hits(response).stream().map(node -> node.path("id").asLong()).toList();
    }

    @Autowired
    com.prepstream.storage.StorageSettings storageSettings;

    Path storageDir() {
        return storageSettings.dir();
    }
}
