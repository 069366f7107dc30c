package com.prepstream.hostile;

import com.prepstream.support.TestAdmin;
import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.IntegrationTest;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Oversized, malformed and mistyped requests end as problems (4xx, {@code application/problem+json}
 * where the application answers), never a 500, and no error body anywhere shows a stack trace, an
 * exception class or SQL.
 */
@IntegrationTest
class HostileRequestIntegrationTests {

    /** What must never appear in an error body. */
    static final Pattern INTERNALS = Pattern.compile(
            "Exception|Error:|\\bat (com|org|java|jdk|sun)\\.|\\.java:\\d+|org\\.springframework|org\\.apache"
                    + "|org\\.hibernate|hibernate|PSQL|postgres|SQL|\\bselect\\b.*\\bfrom\\b|\\binsert into\\b"
                    + "|\\bupdate\\b.*\\bset\\b|jdbc|redis|Redisson|Tomcat",
            Pattern.CASE_INSENSITIVE);

    @LocalServerPort
    int port;

    final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    URI uri(String pathAndQuery) {
        return URI.create("http://localhost:" + port + pathAndQuery);
    }

    HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return http.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> postJson(String path, String json) throws Exception {
        return send(TestAdmin.request(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    static HttpResponse<String> assertProblem(HttpResponse<String> response, int... statuses) {
        assertThat(response.statusCode()).as(response.uri() + " → " + response.body()).isIn(boxed(statuses));
        assertThat(response.headers().firstValue("Content-Type")).as(response.uri().toString())
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/problem+json"));
        assertThat(response.body()).contains("\"status\":" + response.statusCode()).contains("\"title\"");
        assertNoInternals(response);
        return response;
    }

    static void assertNoInternals(HttpResponse<String> response) {
        assertThat(INTERNALS.matcher(response.body()).find())
                .as("%s answered %d with internals: %s", response.uri(), response.statusCode(), response.body())
                .isFalse();
    }

    static Integer[] boxed(int... values) {
        return IntStream.of(values).boxed().toArray(Integer[]::new);
    }

    @Test
    void oversizedJsonBodyWithContentLengthIs413() throws Exception {
        String body = "{\"questionIndex\":0,\"answer\":\"" + "x".repeat(300 * 1024) + "\"}";
        HttpResponse<String> response = postJson("/api/interview/sessions/1/answers", body);
        assertProblem(response, 413);
        assertThat(response.body()).contains("limited to 256 KB");
    }

    @Test
    void oversizedChunkedJsonBodyWithoutContentLengthIs413() throws Exception {
        byte[] body = ("{\"role\":\"" + "x".repeat(2 * 1024 * 1024) + "\"}").getBytes(StandardCharsets.UTF_8);
        HttpResponse<String> response = send(TestAdmin.request(uri("/api/interview/sessions"))
                .header("Content-Type", "application/json")
                // an InputStream publisher has no known length: HttpClient sends Transfer-Encoding: chunked
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body))));
        assertProblem(response, 413);
        assertThat(response.body()).contains("limited to 256 KB");
    }

    @Test
    void smallChunkedJsonBodyIsStillRead() throws Exception {
        byte[] body = "{\"role\":\"Backend engineer\",\"questionCount\":3}".getBytes(StandardCharsets.UTF_8);
        HttpResponse<String> response = send(TestAdmin.request(uri("/api/interview/sessions"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body))));
        assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
        assertThat(response.body()).contains("Backend engineer");
    }

    @Test
    void malformedJsonIs400ProblemThatSaysWhatIsWrong() throws Exception {
        assertThat(assertProblem(postJson("/api/interview/sessions", "{\"role\": \"unterminated"), 400).body())
                .contains("The request body is not valid JSON.");
        assertThat(assertProblem(postJson("/api/interview/sessions", "{\"questionCount\": \"many\"}"), 400).body())
                .contains("Field 'questionCount' has a value of the wrong type or out of range.");
        assertThat(assertProblem(postJson("/api/interview/sessions", "[1,2,3]"), 400).body())
                .contains("The request body must be a JSON object");
        assertThat(assertProblem(postJson("/api/interview/sessions", "{\"questionCount\": 1e400}"), 400).body())
                .contains("Field 'questionCount'");
        assertThat(assertProblem(postJson("/api/interview/sessions/1/answers", ""), 400).body())
                .contains("The request body is missing or unreadable.");
    }

    @Test
    void wrongContentTypeIs415Problem() throws Exception {
        assertProblem(send(TestAdmin.request(uri("/api/interview/sessions")).header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString("role=x"))), 415);
        assertProblem(send(TestAdmin.request(uri("/api/knowledgebase/upload"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{}"))), 415);
    }

    /** Spring MVC's own default details echo the request ("Method 'PUT' is not supported"); ours are fixed and translated. */
    @Test
    void springMvcRefusalsAnswerFixedDetailsInTheRequestsLanguage() throws Exception {
        HttpResponse<String> wrongMethod = send(TestAdmin.request(uri("/api/knowledgebase/list"))
                .header("Accept-Language", "en").PUT(HttpRequest.BodyPublishers.noBody()));
        assertThat(assertProblem(wrongMethod, 405).body()).contains("This HTTP method is not supported at this address.")
                .doesNotContain("PUT");
        HttpResponse<String> chinese = send(TestAdmin.request(uri("/api/system/info"))
                .header("Accept-Language", "zh-CN").DELETE());
        assertThat(assertProblem(chinese, 405).body()).contains("此地址不支持该 HTTP 方法。");
        HttpResponse<String> wrongType = send(TestAdmin.request(uri("/api/interview/sessions"))
                .header("Accept-Language", "en").header("Content-Type", "text/x-made-up")
                .POST(HttpRequest.BodyPublishers.ofString("role=x")));
        assertThat(assertProblem(wrongType, 415).body()).contains("content type is not supported here")
                .doesNotContain("made-up");
    }

    @Test
    void overlongUrlAndQueryParameterAreRefusedAsProblems() throws Exception {
        assertProblem(send(TestAdmin.request(uri("/api/knowledgebase/search?q=" + "a".repeat(64 * 1024)))),
                400, 414, 431);
        assertProblem(send(TestAdmin.request(uri("/api/knowledgebase/" + "9".repeat(20_000)))), 400, 414, 431);
    }

    @Test
    void tooManyQueryParametersAreRefusedWithoutInternals() throws Exception {
        String query = IntStream.range(0, 3000).mapToObj(i -> "p" + i + "=1").collect(Collectors.joining("&"));
        HttpResponse<String> response = send(TestAdmin.request(uri("/api/knowledgebase/list?" + query)));
        assertThat(response.statusCode()).as(response.body()).isLessThan(500);
        assertNoInternals(response);
    }

    @Test
    void searchQueryIsCappedAt2000CharactersAndALongAllowedOneIsAnswered() throws Exception {
        assertThat(send(TestAdmin.request(uri("/api/knowledgebase/search?q=" + "interview%20".repeat(150))))
                .statusCode()).isEqualTo(200);
        HttpResponse<String> tooLong = send(TestAdmin.request(uri("/api/knowledgebase/search?q=" + "q".repeat(2001))));
        assertProblem(tooLong, 400);
        assertThat(tooLong.body()).contains("longer than 2000 characters");
        // a Chinese question is 9 bytes per character in the URL: the whole 2,000 must still reach search
        String chinese = java.net.URLEncoder.encode("索引", java.nio.charset.StandardCharsets.UTF_8);
        assertThat(send(TestAdmin.request(uri("/api/knowledgebase/search?q=" + chinese.repeat(1000)))).statusCode())
                .isEqualTo(200);
        HttpResponse<String> chineseTooLong = send(TestAdmin.request(uri("/api/knowledgebase/search?q="
                + chinese.repeat(1000) + java.net.URLEncoder.encode("索", java.nio.charset.StandardCharsets.UTF_8))));
        assertProblem(chineseTooLong, 400);
        assertThat(chineseTooLong.body()).contains("longer than 2000 characters");
    }

    /** Requests no well-behaved client would send (bad escapes, raw control bytes), over a plain socket. */
    @Test
    void rawMalformedRequestLinesAreRefusedAsProblemsWithoutInternals() throws Exception {
        for (String target : new String[] {"/api/knowledgebase/search?q=%ZZ", "/api/knowledgebase/search?q=%E0%A4%A",
                "/api/knowledgebase/%00", "/api/knowledgebase/../../etc/passwd", "/api/knowledgebase/%2e%2e/%2e%2e/etc/passwd",
                "/api/knowledgebase/1;jsessionid=x", "/api/knowledgebase/list?category=\u0001"}) {
            String response = raw("GET " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
            int status = Integer.parseInt(response.substring(9, 12));
            assertThat(status).as(target + " → " + response).isBetween(200, 499);
            String head = response.substring(0, response.indexOf("\r\n\r\n"));
            String body = response.substring(response.indexOf("\r\n\r\n") + 4);
            assertThat(INTERNALS.matcher(body).find()).as(target + " → " + response).isFalse();
            if (status >= 400) {
                assertThat(head).as(target + " → " + response).containsIgnoringCase("Content-Type: application/problem+json");
            }
        }
    }

    String raw(String request) throws Exception {
        try (java.net.Socket socket = new java.net.Socket("localhost", port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** A sweep of bad requests across the API: every answer is a 4xx problem without internals. */
    @Test
    void badRequestsAcrossTheApiAnswerProblemsWithoutInternals() throws Exception {
        List<HttpResponse<String>> answers = new ArrayList<>();
        String[] gets = {
                "/api/knowledgebase/abc", "/api/knowledgebase/99999999999999999999", "/api/knowledgebase/-1",
                "/api/knowledgebase/list?vectorStatus=BOGUS", "/api/knowledgebase/list?sortBy=password",
                "/api/knowledgebase/list?category=%00", "/api/knowledgebase/list?category=" + "c".repeat(2000),
                "/api/knowledgebase/search", "/api/knowledgebase/search?q=x&k=abc", "/api/knowledgebase/search?q=x&k=-5",
                "/api/knowledgebase/search?q=x&k=99999999999", "/api/knowledgebase/search?q=x&kbIds=a,b",
                "/api/knowledgebase/search?q=%00%01", "/api/knowledgebase/search?q=%E0%A4",
                "/api/knowledgebase/1/download", "/api/knowledgebase/1/history", "/api/resumes/abc/detail",
                "/api/resumes/1/detail", "/api/resumes/1/history", "/api/interview/sessions/abc",
                "/api/interview/sessions/1/report", "/api/interview/sessions/1/question",
                "/api/ops/streams/no-such-stream/dead-letters", "/api/ops/streams/%00/dead-letters",
                "/api/nothing-here", "/api/knowledgebase/..%2F..%2Fetc%2Fpasswd"};
        for (String path : gets) {
            answers.add(send(TestAdmin.request(uri(path))));
        }
        String[][] jsonPosts = {
                {"/api/interview/sessions", "{\"role\":\"\\u0000\"}"},
                {"/api/interview/sessions", "{\"role\":\"" + "r".repeat(5000) + "\"}"},
                {"/api/interview/sessions", "{\"questionCount\":1000}"},
                {"/api/interview/sessions", "{\"questionCount\":-1}"},
                {"/api/interview/sessions", "{\"difficulty\":\"impossible\"}"},
                {"/api/interview/sessions", "{\"resumeId\":123456}"},
                {"/api/interview/sessions", "{\"resumeId\":\"x\"}"},
                {"/api/interview/sessions", "{\"questionCount\":99999999999999999999}"},
                {"/api/interview/sessions", "\u0000"},
                {"/api/interview/sessions/1/answers", "{\"questionIndex\":0,\"answer\":\"a\"}"},
                {"/api/interview/sessions/1/answers", "{}"},
                {"/api/interview/sessions/abc/answers", "{\"questionIndex\":0}"},
                {"/api/knowledgebase/1/revectorize", ""},
                {"/api/resumes/1/reanalyze", ""},
                {"/api/interview/sessions/1/complete", ""},
                {"/api/interview/sessions/1/re-evaluate", ""}};
        for (String[] post : jsonPosts) {
            answers.add(postJson(post[0], post[1]));
        }
        answers.add(send(TestAdmin.request(uri("/api/knowledgebase/upload"))
                .header("Content-Type", "multipart/form-data; boundary=broken")
                .POST(HttpRequest.BodyPublishers.ofString("--broken\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\nxx"))));
        answers.add(send(TestAdmin.request(uri("/api/resumes/upload"))
                .header("Content-Type", "multipart/form-data; boundary=x")
                .POST(HttpRequest.BodyPublishers.ofString("--x--\r\n"))));
        answers.add(send(TestAdmin.request(uri("/api/knowledgebase/list")).PUT(HttpRequest.BodyPublishers.noBody())));
        answers.add(send(TestAdmin.request(uri("/api/resumes/abc")).DELETE()));
        answers.add(send(TestAdmin.request(uri("/api/interview/sessions/1")).DELETE()));
        answers.add(send(TestAdmin.request(uri("/api/knowledgebase/1")).header("Accept", "application/xml")));

        // an interview session to aim bad answers at
        HttpResponse<String> created = postJson("/api/interview/sessions", "{\"questionCount\":3}");
        assertThat(created.statusCode()).isEqualTo(201);
        String id = created.body().replaceAll("(?s)^\\{\"id\":(\\d+).*", "$1");
        for (String answer : new String[] {"{\"questionIndex\":99,\"answer\":\"a\"}", "{\"questionIndex\":-1,\"answer\":\"a\"}",
                "{\"questionIndex\":0,\"answer\":\"\\u0000 nul\"}", "{\"questionIndex\":0,\"answer\":\"" + "長".repeat(60_000) + "\"}"}) {
            answers.add(postJson("/api/interview/sessions/" + id + "/answers", answer));
            answers.add(send(TestAdmin.request(uri("/api/interview/sessions/" + id + "/answers"))
                    .header("Content-Type", "application/json").PUT(HttpRequest.BodyPublishers.ofString(answer))));
        }

        assertThat(answers).allSatisfy(response -> {
            assertThat(response.statusCode()).as("%s %s → %s", response.request().method(), response.uri(), response.body())
                    .isLessThan(500);
            assertNoInternals(response);
            if (response.statusCode() >= 400) {
                // including what Tomcat refuses before any application code runs (encoded '/', '\\', NUL)
                assertProblem(response, response.statusCode());
            }
        });
    }
}
