package com.prepstream.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.util.LinkedMultiValueMap;
import tools.jackson.databind.JsonNode;

/**
 * A document whose text cannot be extracted: the reason, written for users, reaches a Chinese page in
 * Chinese and an English one in English (tasks/TaskMessages), for a note and a resume, through the
 * real workers; also reasons stored before codes were (and by the Python worker), and unknown text.
 */
@IntegrationTest
class ExtractionErrorLanguageIntegrationTests {

    static final String EMPTY_EN = "no text could be extracted from scan.pdf (it may be empty or contain only images)";
    static final String EMPTY_ZH = "无法从 scan.pdf 中提取文字（文件可能是空的，或只有图片）。";

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    final HttpClient http = HttpClient.newHttpClient();

    @Test
    void aNoteAndAResumeWithoutTextSayWhyInTheReadersLanguage() throws Exception {
        long note = upload("/api/knowledgebase/upload", blankPdf());
        long resume = upload("/api/resumes/upload", blankPdf());
        await().atMost(Duration.ofSeconds(30)).until(() -> get("/api/knowledgebase/" + note, "en").get("vectorStatus")
                .asString().equals("FAILED") && get("/api/resumes/" + resume + "/detail", "en").get("analyzeStatus")
                .asString().equals("FAILED"));

        assertThat(get("/api/knowledgebase/" + note, "zh-CN").get("vectorError").asString()).isEqualTo(EMPTY_ZH);
        assertThat(get("/api/knowledgebase/" + note, "en").get("vectorError").asString()).isEqualTo(EMPTY_EN);
        assertThat(get("/api/knowledgebase/list", "zh-CN").get(0).get("vectorError").asString()).isEqualTo(EMPTY_ZH);
        assertThat(get("/api/knowledgebase/" + note + "/history", "zh-CN").valueStream()
                .filter(step -> "FAILED".equals(step.get("status").asString())).findFirst().orElseThrow()
                .get("error").asString()).isEqualTo(EMPTY_ZH);
        assertThat(get("/api/resumes/" + resume + "/detail", "zh-CN").get("analyzeError").asString()).isEqualTo(EMPTY_ZH);
        assertThat(get("/api/resumes/" + resume + "/detail", "en").get("analyzeError").asString()).isEqualTo(EMPTY_EN);
    }

    @Test
    void reasonsStoredBeforeCodesAreReadTooAndUnknownOnesShownAsTheyAre() throws Exception {
        // as stored before codes were, and as the Python worker stores them (workers/python/prepstream_worker)
        long pages = failedNote("big.pdf has 2500 pages; documents of at most 2000 pages can be read");
        long missing = failedNote("the uploaded file is no longer in storage; upload it again");
        long unknown = failedNote("the model returned no evaluation for question 3");

        assertThat(get("/api/knowledgebase/" + pages, "zh-CN").get("vectorError").asString())
                .isEqualTo("big.pdf 有 2500 页，最多只能读取 2000 页的文档。");
        assertThat(get("/api/knowledgebase/" + pages, "en").get("vectorError").asString())
                .isEqualTo("big.pdf has 2500 pages; documents of at most 2000 pages can be read");
        assertThat(get("/api/knowledgebase/" + missing, "zh-CN").get("vectorError").asString())
                .isEqualTo("上传的文件已不在存储中，请重新上传。");
        assertThat(get("/api/knowledgebase/" + unknown, "zh-CN").get("vectorError").asString())
                .isEqualTo("处理失败：the model returned no evaluation for question 3");
        assertThat(get("/api/knowledgebase/" + unknown, "en").get("vectorError").asString())
                .isEqualTo("the model returned no evaluation for question 3");
    }

    private long failedNote(String error) {
        return jdbc.queryForObject("""
                insert into knowledge_base (name, original_filename, content_type, size_bytes, file_hash, storage_key,
                                            vector_status, vector_error, owner_id)
                values ('n', 'n.pdf', 'application/pdf', 1, md5(?), 'k', 'FAILED', ?, ?) returning id
                """, Long.class, error, error, TestAdmin.ID);
    }

    private JsonNode get(String path, String language) throws Exception {
        HttpRequest request = TestAdmin.request(URI.create("http://localhost:" + port + path))
                .header("Accept-Language", language).GET().build();
        return tools.jackson.databind.json.JsonMapper.builder().build()
                .readTree(http.send(request, HttpResponse.BodyHandlers.ofString()).body());
    }

    private long upload(String path, byte[] content) {
        LinkedMultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
        form.add("file", new ByteArrayResource(content) {
            @Override
            public String getFilename() {
                return "scan.pdf";
            }
        });
        return TestAdmin.restClient().baseUrl("http://localhost:" + port).defaultHeader("Authorization", TestAdmin.BEARER)
                .build().post().uri(path).contentType(MediaType.MULTIPART_FORM_DATA).body(form).retrieve()
                .body(JsonNode.class).get("id").asLong();
    }

    /** A one-page PDF with nothing written on it, as a scan without text reads. */
    private static byte[] blankPdf() throws IOException {
        try (PDDocument pdf = new PDDocument()) {
            pdf.addPage(new PDPage());
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            pdf.save(bytes);
            return bytes.toByteArray();
        }
    }
}
