package com.prepstream.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.IntegrationTest;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Requests that embedded Tomcat refuses before Spring MVC sees them, and errors that end at the
 * {@code /error} page or Tomcat's error report valve, are answered as RFC 7807 problems with the
 * status Tomcat chose (or 400 where a client's body was at fault): never Tomcat's HTML page, the
 * Whitelabel page, a server version or a stack trace. Sent over a raw socket: HttpClient refuses
 * most of these requests.
 */
@IntegrationTest
class TomcatRejectionIntegrationTests {

    static final JsonMapper JSON = JsonMapper.builder().build();

    @LocalServerPort
    int port;

    static JsonNode assertProblem(RawHttp.Response response, int status, String detailPart) {
        assertThat(response.status()).as(response.raw()).isEqualTo(status);
        assertThat(response.header("Content-Type")).as(response.raw()).startsWith("application/problem+json");
        assertThat(response.raw()).doesNotContainIgnoringCase("<html").doesNotContainIgnoringCase("tomcat");
        assertThat(HostileRequestIntegrationTests.INTERNALS.matcher(response.body()).find()).as(response.raw()).isFalse();
        JsonNode problem = JSON.readTree(response.body());
        assertThat(problem.path("type").asString()).isEqualTo("about:blank");
        assertThat(problem.path("title").asString()).isNotBlank();
        assertThat(problem.path("status").asInt()).isEqualTo(status);
        assertThat(problem.path("detail").asString()).as(response.raw()).contains(detailPart);
        return problem;
    }

    @Nested
    class RefusedByTomcatBeforeTheApplication {

        @Test
        void encodedSlashBackslashAndNulInThePathAreProblems() throws Exception {
            assertProblem(RawHttp.get(port, "/api/knowledgebase/..%2F..%2Fetc%2Fpasswd"), 400, "encoded slash (%2F)");
            assertProblem(RawHttp.get(port, "/api/knowledgebase/a%5Cb"), 400, "encoded backslash (%5C)");
            assertProblem(RawHttp.get(port, "/api/knowledgebase/%00"), 400, "NUL character (%00)");
        }

        @Test
        void charactersNotAllowedInTheRequestTargetAreAProblem() throws Exception {
            for (String target : new String[] {"/api/knowledgebase/a\\b", "/api/knowledgebase/{id}",
                    "/api/knowledgebase/a|b", "/api/knowledgebase/list?category=\u0001", "/api/knowledgebase/list?q=\"x\""}) {
                assertProblem(RawHttp.get(port, target), 400, "The request URL contains characters that are not allowed");
            }
        }

        @Test
        void pathsThatClimbAboveTheRootOrBreakAnEscapeAreProblems() throws Exception {
            assertProblem(RawHttp.get(port, "/../../etc/passwd"), 400, "not a valid path");
            assertProblem(RawHttp.get(port, "/api/knowledgebase/%ZZ"), 400, "broken percent-escape");
            // Tomcat decodes and normalises this one; Spring Security's firewall then refuses the encoded dots
            RawHttp.Response dotDot = RawHttp.get(port, "/api/knowledgebase/%2e%2e/%2e%2e/etc/passwd");
            assertThat(dotDot.status()).isEqualTo(400);
            assertThat(dotDot.header("Content-Type")).startsWith("application/problem+json");
        }

        @Test
        void requestLineOrHeadersOverTheLimitAreAProblemNamingTheLimit() throws Exception {
            assertProblem(RawHttp.get(port, "/api/knowledgebase/" + "9".repeat(40_000)), 400,
                    "The request line and headers are larger than the server accepts (32 KB)");
            assertProblem(RawHttp.get(port, "/api/knowledgebase/list", "X-Padding: " + "x".repeat(40_000)), 400,
                    "larger than the server accepts (32 KB)");
        }

        @Test
        void malformedMethodHeaderOrHostAreProblems() throws Exception {
            assertProblem(RawHttp.send(port, "G@T /api/knowledgebase/list HTTP/1.1\r\nHost: localhost", "", false), 400,
                    "not a valid HTTP method");
            assertProblem(RawHttp.get(port, "/api/knowledgebase/list", "Bad Header: x"), 400, "A request header is malformed");
            assertProblem(RawHttp.send(port, "GET /api/knowledgebase/list HTTP/1.1\r\nHost: a b", "", false), 400,
                    "Host header");
            assertProblem(RawHttp.send(port, "GET /api/knowledgebase/list HTTP/1.1", "", false), 400,
                    "The request is malformed");
        }

        @Test
        void unsupportedVersionTransferEncodingAndExpectationKeepTomcatsStatus() throws Exception {
            assertProblem(RawHttp.send(port, "GET /api/knowledgebase/list HTTP/9.9\r\nHost: localhost", "", false), 505,
                    "use HTTP/1.1");
            assertProblem(RawHttp.get(port, "/api/knowledgebase/list", "Transfer-Encoding: bogus"), 501,
                    "Transfer-Encoding");
            assertProblem(RawHttp.get(port, "/api/knowledgebase/list", "Expect: bogus"), 417, "100-continue");
        }
    }

    @Nested
    class EndingAtTheErrorPage {

        static final String BROKEN_CHUNKED_JSON = "POST /api/interview/sessions HTTP/1.1\r\nHost: localhost"
                + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked";

        @Test
        void aBrokenChunkedBodyRefusedInAFilterIsA400ProblemWhateverTheClientAccepts() throws Exception {
            for (String accept : new String[] {"*/*", "application/json", "text/html"}) {
                JsonNode problem = assertProblem(RawHttp.send(port, BROKEN_CHUNKED_JSON + "\r\nAccept: " + accept,
                        "zz\r\n{}\r\n0\r\n\r\n", false), 400, "The request body could not be read");
                assertThat(problem.path("instance").asString()).isEqualTo("/api/interview/sessions");
            }
        }

        @Test
        void aChunkedBodyEndingEarlyIsA400Problem() throws Exception {
            assertProblem(RawHttp.send(port, BROKEN_CHUNKED_JSON, "50\r\n{\"role\":", true), 400, "malformed");
        }

        /** Spring's form filter (which answered this with a 500, then a 400) is off: no handler takes forms. */
        @Test
        void aFormBodyOnAJsonHandlerIsA415ProblemNotA500() throws Exception {
            assertProblem(RawHttp.send(port, "PUT /api/interview/sessions/1/answers HTTP/1.1\r\nHost: localhost"
                    + "\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 4", "a=%Z", false),
                    415, "content type is not supported here");
        }

        @Test
        void theErrorPageItselfIsAProblemEvenForHtmlClients() throws Exception {
            assertProblem(RawHttp.get(port, "/error", "Accept: text/html"), 404, "Nothing exists at this address.");
            assertProblem(RawHttp.get(port, "/error"), 404, "Nothing exists at this address.");
        }
    }
}
