package com.prepstream.resume;

import static com.prepstream.resume.ResumeFixtures.anEnglishResume;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.support.CleanStateExtension;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.PdfDownload;
import com.prepstream.testing.TestDocuments;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;

/** {@code GET /api/resumes/{id}/analysis.pdf}: the page's analysis as a PDF, only once it is COMPLETED. */
@IntegrationTest
class ResumeAnalysisPdfIntegrationTests {

    static final Duration WAIT = Duration.ofSeconds(30);

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @AfterEach
    void awaitIdleWorkers() {
        CleanStateExtension.awaitNoTaskInFlight(jdbc, WAIT);
    }

    @Test
    void aCompletedAnalysisDownloadsAsAPdfWithItsScoresInTheLanguageItWasWrittenIn() throws Exception {
        ResumeApi chinesePage = new ResumeApi(port, "zh-CN");
        long id = chinesePage.upload("jane-doe.pdf", TestDocuments.pdf(anEnglishResume().text())).json().get("id")
                .asLong();
        await().atMost(WAIT).until(() -> chinesePage.status(id).equals("COMPLETED"));
        JsonNode analysis = chinesePage.get("/" + id + "/detail").json().get("analysis");
        assertThat(analysis.get("language").asString()).isEqualTo("zh-CN");

        // asked for by an English page now: the labels stay with the analysis's Chinese text
        PdfDownload pdf = PdfDownload.get(port, "/api/resumes/" + id + "/analysis.pdf", "en");

        assertThat(pdf.status()).isEqualTo(200);
        assertThat(pdf.contentType()).isEqualTo("application/pdf");
        assertThat(pdf.disposition()).startsWith("attachment").contains("resume-" + id + "-analysis.pdf");
        String text = pdf.text();
        assertThat(text).contains("简历分析", "jane-doe.pdf", "总分/100", "项目经验", "优势");
        assertThat(text).contains(Integer.toString(analysis.get("overallScore").asInt()));
        assertThat(text).contains("项目经验" + analysis.get("scores").get("projectExperience").asInt());
        assertThat(text).contains(analysis.get("strengths").get(0).asString().replaceAll("\\s+", ""));

        // re-analysed from an English page: English text, English labels, whatever the next request's language
        ResumeApi englishPage = new ResumeApi(port, "en");
        assertThat(englishPage.post("/" + id + "/reanalyze").status().value()).isEqualTo(202);
        await().atMost(WAIT).until(() -> englishPage.status(id).equals("COMPLETED")
                && englishPage.get("/" + id + "/detail").json().get("analysis").get("language").asString().equals("en"));
        assertThat(PdfDownload.get(port, "/api/resumes/" + id + "/analysis.pdf", "zh-CN").text())
                .contains("Resumeanalysis", "Projectexperience").doesNotContain("简历分析");
    }

    @Test
    void noCompletedAnalysisIsAConflictAndAnUnknownResumeNotFound() throws Exception {
        ResumeApi api = new ResumeApi(port);
        long id = api.upload("jane-doe.pdf", TestDocuments.pdf(anEnglishResume().text())).json().get("id").asLong();
        await().atMost(WAIT).until(() -> api.status(id).equals("COMPLETED"));
        jdbc.update("update resume set analyze_status = 'PROCESSING' where id = ?", id); // as while re-analysing

        PdfDownload busy = PdfDownload.get(port, "/api/resumes/" + id + "/analysis.pdf", "zh-CN");
        assertThat(busy.status()).isEqualTo(409);
        assertThat(busy.contentType()).startsWith("application/problem+json");
        assertThat(busy.bodyText()).contains("\"title\":\"冲突\"", "的分析还没有完成，暂时不能导出。");

        PdfDownload unknown = PdfDownload.get(port, "/api/resumes/987654/analysis.pdf", "en");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.bodyText()).contains("Resume 987654 does not exist.");
    }
}
