package com.prepstream.system;

import com.prepstream.support.TestAdmin;
import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.Browser;
import com.prepstream.support.IntegrationTest;
import com.prepstream.system.web.RateLimiter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

@IntegrationTest
class WebProtectionIntegrationTests {

    @LocalServerPort
    int port;

    @Autowired
    RateLimiter rateLimiter;

    @Autowired
    org.springframework.context.ApplicationContext spring;

    final HttpClient http = HttpClient.newHttpClient();

    HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }

    @Test
    void everyResponseCarriesSecurityHeaders() throws Exception {
        HttpResponse<String> response = send(TestAdmin.request(uri("/api/system/info")));
        assertThat(response.headers().firstValue("X-Content-Type-Options")).hasValue("nosniff");
        assertThat(response.headers().firstValue("X-Frame-Options")).hasValue("DENY");
        assertThat(response.headers().firstValue("Content-Security-Policy")).isPresent();
    }

    @Test
    void oversizedJsonBodyIsRefusedWith413() throws Exception {
        String body = "{\"answer\":\"" + "x".repeat(300 * 1024) + "\"}";
        HttpResponse<String> response = send(TestAdmin.request(uri("/api/interview/sessions"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
        assertThat(response.statusCode()).isEqualTo(413);
        assertThat(response.body()).contains("JSON request bodies are limited");
    }

    @Test
    void unknownApiPathIsAProblemWithoutInternals() throws Exception {
        HttpResponse<String> response = send(TestAdmin.request(uri("/api/nothing-here")));
        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body()).doesNotContain("Exception").doesNotContain("at com.");
    }

    @Test
    void actuatorExposesOnlyHealthAndPrometheus() throws Exception {
        assertThat(send(TestAdmin.request(uri("/actuator/env"))).statusCode()).isEqualTo(404);
        assertThat(send(TestAdmin.request(uri("/actuator/beans"))).statusCode()).isEqualTo(404);
        assertThat(send(TestAdmin.request(uri("/actuator/health"))).statusCode()).isEqualTo(200);
    }

    @Test
    void unauthenticatedDeadLetterReplayIsRefused() throws Exception {
        HttpResponse<String> response = send(HttpRequest.newBuilder(
                uri("/api/ops/streams/resume:analyze:stream/dead-letters/1-0/replay"))
                .POST(HttpRequest.BodyPublishers.noBody()));
        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.body()).contains("Sign in first");
    }

    @Nested
    class RateLimiting {

        @Test
        void uploadsBeyondTheBudgetGet429WithRetryAfter() throws Exception {
            HttpResponse<String> last = null;
            for (int i = 0; i < 121; i++) {
                last = send(TestAdmin.request(uri("/api/resumes/upload"))
                        .header("Content-Type", "multipart/form-data; boundary=x")
                        .POST(HttpRequest.BodyPublishers.ofString("--x--\r\n")));
                assertThat(last.statusCode()).as("request %d", i + 1).isNotEqualTo(i < 120 ? 429 : -1);
            }
            assertThat(last.statusCode()).isEqualTo(429);
            assertThat(last.headers().firstValue("Retry-After")).isPresent();
            assertThat(Long.parseLong(last.headers().firstValue("Retry-After").orElseThrow())).isBetween(1L, 60L);
            assertThat(last.body()).contains("Too many upload requests");
        }

        @Test
        void sessionCreationAndSearchAreLimitedPerAccountWhateverTheAddress() throws Exception {
            TestAdmin.createAccount(spring, "bob", "USER", "bob-token");
            // the admin used up its account budgets (from other addresses: this one's are untouched)
            for (int i = 0; i < 30; i++) {
                rateLimiter.tryAcquire("session", "account:" + TestAdmin.NAME, 30, Duration.ofMinutes(1));
            }
            for (int i = 0; i < 120; i++) {
                rateLimiter.tryAcquire("search", "account:" + TestAdmin.NAME, 120, Duration.ofMinutes(1));
            }
            HttpResponse<String> session = send(TestAdmin.request(uri("/api/chat/sessions"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{}")));
            assertThat(session.statusCode()).isEqualTo(429);
            assertThat(session.headers().firstValue("Retry-After")).isPresent();
            assertThat(session.body()).contains("Too many session requests");
            HttpResponse<String> interview = send(TestAdmin.request(uri("/api/interview/sessions"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{}")));
            assertThat(interview.statusCode()).isEqualTo(429);
            HttpResponse<String> search = send(TestAdmin.request(uri("/api/knowledgebase/search?q=index")));
            assertThat(search.statusCode()).isEqualTo(429);
            assertThat(search.body()).contains("Too many search requests");
            // listing sessions is not creating one
            assertThat(send(TestAdmin.request(uri("/api/chat/sessions"))).statusCode()).isEqualTo(200);

            // another account from the same address has its own budget
            HttpResponse<String> bobs = send(HttpRequest.newBuilder(uri("/api/chat/sessions"))
                    .header("Authorization", "Bearer bob-token").header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{}")));
            assertThat(bobs.statusCode()).isEqualTo(201);
            assertThat(send(HttpRequest.newBuilder(uri("/api/knowledgebase/search?q=index"))
                    .header("Authorization", "Bearer bob-token")).statusCode()).isEqualTo(200);
        }

        /** HEAD runs the whole search (Spring drops only the body), so it is counted like GET. */
        @Test
        void aHeadSearchIsCountedLikeAGet() throws Exception {
            for (int i = 0; i < 119; i++) {
                rateLimiter.tryAcquire("search", "account:" + TestAdmin.NAME, 120, Duration.ofMinutes(1));
            }
            HttpRequest.Builder head = TestAdmin.request(uri("/api/knowledgebase/search?q=index"))
                    .method("HEAD", HttpRequest.BodyPublishers.noBody());
            assertThat(send(head).statusCode()).isEqualTo(200);
            HttpResponse<String> refused = send(TestAdmin.request(uri("/api/knowledgebase/search?q=index"))
                    .method("HEAD", HttpRequest.BodyPublishers.noBody()));
            assertThat(refused.statusCode()).isEqualTo(429);
            assertThat(refused.headers().firstValue("Retry-After")).isPresent();
        }

        @Test
        void pdfExportsAreLimitedPerAccount() throws Exception {
            for (int i = 0; i < 20; i++) {
                rateLimiter.tryAcquire("export", "account:" + TestAdmin.NAME, 20, Duration.ofMinutes(1));
            }
            for (String pdf : new String[] {"/api/resumes/1/analysis.pdf", "/api/interview/sessions/1/report.pdf",
                    "/api/knowledgebase/1/text"}) {
                HttpResponse<String> refused = send(TestAdmin.request(uri(pdf)));
                assertThat(refused.statusCode()).as(pdf).isEqualTo(429);
                assertThat(refused.body()).contains("Too many export requests");
            }
        }

        @Test
        void signInTriesAreLimitedPerAddressEvenWhenRight() throws Exception {
            for (int i = 0; i < 30; i++) {
                assertThat(new Browser(port).signIn(TestAdmin.NAME, TestAdmin.PASSWORD).statusCode())
                        .as("try %d", i + 1).isEqualTo(200);
            }
            HttpResponse<String> refused = new Browser(port).signIn(TestAdmin.NAME, TestAdmin.PASSWORD);
            assertThat(refused.statusCode()).isEqualTo(429);
            assertThat(refused.headers().firstValue("Retry-After")).isPresent();
            assertThat(refused.body()).contains("Too many sign-in requests");
        }

        @Test
        void limiterCountsPerClientAndWindow() {
            Duration window = Duration.ofSeconds(30);
            assertThat(rateLimiter.tryAcquire("test", "client-a", 2, window).allowed()).isTrue();
            assertThat(rateLimiter.tryAcquire("test", "client-a", 2, window).allowed()).isTrue();
            RateLimiter.Decision third = rateLimiter.tryAcquire("test", "client-a", 2, window);
            assertThat(third.allowed()).isFalse();
            assertThat(third.retryAfter()).isPositive().isLessThanOrEqualTo(window);
            assertThat(rateLimiter.tryAcquire("test", "client-b", 2, window).allowed()).isTrue();
        }
    }
}
