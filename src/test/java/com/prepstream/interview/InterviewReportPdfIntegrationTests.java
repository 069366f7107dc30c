package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.support.IntegrationTest;
import com.prepstream.support.PdfDownload;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;

/** {@code GET /api/interview/sessions/{id}/report.pdf}: the report as a PDF, only once it is evaluated. */
@IntegrationTest
class InterviewReportPdfIntegrationTests {

    @LocalServerPort
    int port;

    @Test
    void anEvaluatedSessionDownloadsItsReportWithScoresQuestionsAndAnswers() throws Exception {
        InterviewApi api = new InterviewApi(port);
        long id = api.create(Map.of("questionCount", 3, "role", "Java 后端工程师"));
        String answer = "我会先用 explain analyze 看执行计划，再为过滤条件建立合适的索引。";
        assertThat(api.answer(id, 0, answer).status()).isEqualTo(200);
        String path = "/api/interview/sessions/" + id + "/report.pdf";

        PdfDownload early = PdfDownload.get(port, path, "zh-CN");
        assertThat(early.status()).isEqualTo(409);
        assertThat(early.bodyText()).contains("\"title\":\"冲突\"", "的评估还没有完成，暂时不能导出。请先完成面试");

        assertThat(api.post("/" + id + "/complete", null).status()).isEqualTo(202);
        await().atMost(Duration.ofSeconds(30)).until(() -> api.get("/" + id + "/report").status() == 200);
        JsonNode report = api.get("/" + id + "/report").body();

        PdfDownload pdf = PdfDownload.get(port, path, "zh-CN");
        assertThat(pdf.status()).isEqualTo(200);
        assertThat(pdf.contentType()).isEqualTo("application/pdf");
        assertThat(pdf.disposition()).startsWith("attachment").contains("interview-" + id + "-report.pdf");
        String text = pdf.text();
        assertThat(text).contains("面试评估报告", "Java后端工程师", "3道题", "能力维度", "技术深度", "（未作答）");
        assertThat(text).contains("开始于").doesNotContain("#" + id); // named by when it took place, not its id
        assertThat(text).contains(Integer.toString(report.get("overallScore").asInt()));
        assertThat(text).contains(Integer.toString(report.get("dimensions").get("technicalDepth").asInt()));
        assertThat(text).contains(answer.replaceAll("\\s+", ""));
        for (JsonNode question : report.get("questions")) {
            assertThat(text).contains(question.get("question").asString().replaceAll("\\s+", ""));
        }
    }

    @Test
    void anUnknownSessionIsNotFound() throws Exception {
        PdfDownload unknown = PdfDownload.get(port, "/api/interview/sessions/987654/report.pdf", "zh-CN");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.bodyText()).contains("面试 987654 不存在。");
    }
}
