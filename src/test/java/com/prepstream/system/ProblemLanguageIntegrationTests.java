package com.prepstream.system;

import com.prepstream.support.TestAdmin;
import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.core.api.SoftAssertions;

import com.prepstream.support.IntegrationTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Problems shown in the page come in the language the page asks for, title and detail, and every
 * problem has one shape, whoever answers it (a handler, Spring MVC, a filter, Spring Security,
 * {@code /error}): {@code type} about:blank, {@code instance} the path, a detail that is a sentence.
 */
@IntegrationTest
class ProblemLanguageIntegrationTests {

    @LocalServerPort
    int port;

    final HttpClient http = HttpClient.newHttpClient();
    final JsonMapper json = JsonMapper.builder().build();

    record Problem(int status, String contentType, JsonNode body) {
        String detail() {
            return body.get("detail").asString();
        }

        String title() {
            return body.get("title").asString();
        }

        String field(String name) {
            return body.has(name) ? body.get(name).asString() : null;
        }
    }

    Problem send(HttpRequest.Builder request, String acceptLanguage) throws Exception {
        if (acceptLanguage != null) {
            request.header("Accept-Language", acceptLanguage);
        }
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        return new Problem(response.statusCode(), response.headers().firstValue("Content-Type").orElse(""),
                json.readTree(response.body()));
    }

    HttpRequest.Builder get(String path) {
        return TestAdmin.request(URI.create("http://localhost:" + port + path));
    }

    HttpRequest.Builder postJson(String path, String body) {
        return get(path).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
    }

    @Test
    void aMissingItemIsNamedInTheRequestsLanguage() throws Exception {
        Problem chinese = send(get("/api/resumes/987654/detail"), "zh-CN,zh;q=0.9");
        assertThat(chinese.status()).isEqualTo(404);
        assertThat(chinese.contentType()).startsWith("application/problem+json");
        assertThat(chinese.title()).isEqualTo("未找到");
        assertThat(chinese.detail()).isEqualTo("简历 987654 不存在。");

        assertThat(send(get("/api/resumes/987654/detail"), "zh-TW").detail()).isEqualTo("简历 987654 不存在。");
        assertThat(send(get("/api/resumes/987654/detail"), "en-GB").title()).isEqualTo("Not Found");
        assertThat(send(get("/api/resumes/987654/detail"), "en-GB").detail()).isEqualTo("Resume 987654 does not exist.");
        assertThat(send(get("/api/resumes/987654/detail"), "fr-FR, de").detail()).isEqualTo("Resume 987654 does not exist.");
        assertThat(send(get("/api/resumes/987654/detail"), null).detail()).isEqualTo("Resume 987654 does not exist.");
    }

    @Test
    void badInputIsExplainedInChineseWithAChineseTitle() throws Exception {
        Problem count = send(postJson("/api/interview/sessions", "{\"questionCount\": 99}"), "zh-CN");
        assertThat(count.status()).isEqualTo(400);
        assertThat(count.title()).isEqualTo("请求有误");
        assertThat(count.detail()).startsWith("questionCount 必须在").endsWith("之间。");

        Problem notJson = send(postJson("/api/interview/sessions", "{not json"), "zh-CN");
        assertThat(notJson.status()).isEqualTo(400);
        assertThat(notJson.title()).isEqualTo("请求有误");
        assertThat(notJson.detail()).isEqualTo("请求体不是有效的 JSON。");

        Problem wrongType = send(get("/api/resumes/abc/detail"), "zh-CN");
        assertThat(wrongType.status()).isEqualTo(400);
        assertThat(wrongType.detail()).isEqualTo("参数“id”的值无效。");
    }

    @Test
    void filtersAnswerInTheRequestsLanguageToo() throws Exception {
        Problem refused = send(HttpRequest.newBuilder(URI.create("http://localhost:" + port
                + "/api/ops/streams/resume:analyze:stream/dead-letters/1-0/replay"))
                .POST(HttpRequest.BodyPublishers.noBody()), "zh-CN");
        assertThat(refused.status()).isEqualTo(401);
        assertThat(refused.title()).isEqualTo("未登录");
        assertThat(refused.detail()).startsWith("请先登录");
    }

    @Test
    void everyProblemHasTheSameShapeWhoeverAnswersIt() throws Exception {
        String base = "http://localhost:" + port;
        // filter (Spring Security's entry point): 401
        assertShape(send(HttpRequest.newBuilder(URI.create(base + "/api/resumes")), "zh-CN"), 401, "/api/resumes", "未登录");
        // a handler's ApiException
        assertShape(send(get("/api/resumes/987654/detail"), "en"), 404, "/api/resumes/987654/detail", "Not Found");
        // Spring MVC: no handler, wrong method, unreadable JSON
        assertShape(send(get("/api/no-such-thing"), "zh-CN"), 404, "/api/no-such-thing", "未找到");
        assertShape(send(get("/api/resumes/987654/detail").method("PATCH", HttpRequest.BodyPublishers.noBody()), "en"),
                405, "/api/resumes/987654/detail", "Method Not Allowed");
        assertShape(send(postJson("/api/interview/sessions", "{not json"), "en"), 400, "/api/interview/sessions",
                "Bad Request");
        // the body-size filter: 413
        String big = "{\"role\":\"" + "x".repeat(300 * 1024) + "\"}";
        assertShape(send(postJson("/api/interview/sessions", big), "zh-CN"), 413, "/api/interview/sessions", "内容过大");
        soft.assertAll();
    }

    // soft: every body that breaks the shape, in every way it does, is reported in one run
    final SoftAssertions soft = new SoftAssertions();

    private void assertShape(Problem problem, int status, String path, String title) {
        soft.assertThat(problem.status()).as(path + " status").isEqualTo(status);
        soft.assertThat(problem.contentType()).as(path + " content type").startsWith("application/problem+json");
        soft.assertThat(problem.field("type")).as(path + " type").isEqualTo("about:blank");
        soft.assertThat(problem.field("title")).as(path + " title").isEqualTo(title);
        soft.assertThat(problem.body().path("status").asInt()).as(path + " status field").isEqualTo(status);
        soft.assertThat(problem.field("instance")).as(path + " instance").isEqualTo(path);
        soft.assertThat(problem.field("detail")).as(path + " detail").matches("(?s).*[.。]$");
    }

    @Test
    void anUploadWithoutItsFileNamesTheMissingField() throws Exception {
        Problem english = send(uploadWithoutFile(), "en");
        assertThat(english.status()).isEqualTo(400);
        assertThat(english.detail()).isEqualTo("A file is required (form field 'file').");
        Problem chinese = send(uploadWithoutFile(), "zh-CN");
        assertThat(chinese.status()).isEqualTo(400);
        assertThat(chinese.detail()).isEqualTo("需要上传文件（表单字段“file”）。");
        assertThat(chinese.field("instance")).isEqualTo("/api/resumes/upload");
    }

    /** A multipart form with a text field and no {@code file} part. */
    private HttpRequest.Builder uploadWithoutFile() {
        String boundary = "prepstreamBoundary";
        String body = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nCV\r\n--" + boundary + "--\r\n";
        return get("/api/resumes/upload").header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofString(body));
    }
}
