package com.prepstream.system;

import com.prepstream.support.TestAdmin;
import static org.assertj.core.api.Assertions.assertThat;

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

/** Problems shown in the page come in the language the page asks for; titles stay the status phrase. */
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
        assertThat(chinese.title()).isEqualTo("Not Found");
        assertThat(chinese.detail()).isEqualTo("简历 987654 不存在");

        assertThat(send(get("/api/resumes/987654/detail"), "zh-TW").detail()).isEqualTo("简历 987654 不存在");
        assertThat(send(get("/api/resumes/987654/detail"), "en-GB").detail()).isEqualTo("Resume 987654 does not exist");
        assertThat(send(get("/api/resumes/987654/detail"), "fr-FR, de").detail()).isEqualTo("Resume 987654 does not exist");
        assertThat(send(get("/api/resumes/987654/detail"), null).detail()).isEqualTo("Resume 987654 does not exist");
    }

    @Test
    void badInputIsExplainedInChineseWithTheConsistentTitle() throws Exception {
        Problem count = send(postJson("/api/interview/sessions", "{\"questionCount\": 99}"), "zh-CN");
        assertThat(count.status()).isEqualTo(400);
        assertThat(count.title()).isEqualTo("Bad Request");
        assertThat(count.detail()).startsWith("questionCount 必须在").endsWith("之间");

        Problem notJson = send(postJson("/api/interview/sessions", "{not json"), "zh-CN");
        assertThat(notJson.status()).isEqualTo(400);
        assertThat(notJson.title()).isEqualTo("Bad Request");
        assertThat(notJson.detail()).isEqualTo("请求体不是有效的 JSON");

        Problem wrongType = send(get("/api/resumes/abc/detail"), "zh-CN");
        assertThat(wrongType.status()).isEqualTo(400);
        assertThat(wrongType.detail()).isEqualTo("参数“id”的值无效");
    }

    @Test
    void filtersAnswerInTheRequestsLanguageToo() throws Exception {
        Problem refused = send(HttpRequest.newBuilder(URI.create("http://localhost:" + port
                + "/api/ops/streams/resume:analyze:stream/dead-letters/1-0/replay"))
                .POST(HttpRequest.BodyPublishers.noBody()), "zh-CN");
        assertThat(refused.status()).isEqualTo(401);
        assertThat(refused.title()).isEqualTo("Unauthorized");
        assertThat(refused.detail()).startsWith("请先登录");
    }
}
