package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.Browser;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.SecondInstance;
import com.prepstream.support.TestAdmin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

/**
 * Issue 13: a sign-in on one instance is valid on another (no sticky sessions). A second
 * application (web only, no workers) runs on the shared test's PostgreSQL and Redis; the browser
 * signs in on the first, then uses its cookies on the second, and signs out there.
 */
@IntegrationTest
class SharedSessionIntegrationTests {

    @LocalServerPort
    int port;

    @Autowired
    Environment shared;

    ConfigurableApplicationContext second;

    final HttpClient http = HttpClient.newHttpClient();

    @AfterEach
    void closeTheSecondInstance() {
        if (second != null) {
            second.close();
        }
    }

    @Test
    void aSessionStartedOnOneInstanceWorksOnAnotherAndEndsEverywhere() throws Exception {
        second = startSecondInstance();
        int otherPort = Integer.parseInt(second.getEnvironment().getProperty("local.server.port"));
        assertThat(otherPort).isNotEqualTo(port);

        Browser browser = new Browser(port);
        assertThat(browser.signIn(TestAdmin.NAME, TestAdmin.PASSWORD).statusCode()).isEqualTo(200);
        String cookies = "SESSION=" + browser.cookie("SESSION").orElseThrow() + "; XSRF-TOKEN="
                + browser.cookie("XSRF-TOKEN").orElseThrow();
        String csrf = browser.cookie("XSRF-TOKEN").orElseThrow();

        HttpResponse<String> me = send(otherPort, "GET", "/api/auth/me", cookies, null, null);
        assertThat(me.statusCode()).isEqualTo(200);
        assertThat(me.body()).contains("\"username\":\"" + TestAdmin.NAME + "\"");
        // a write from the page on the other instance: same session, same CSRF token
        assertThat(send(otherPort, "POST", "/api/auth/tokens", cookies, csrf, "{\"name\":\"other\"}").statusCode())
                .isEqualTo(201);
        assertThat(send(otherPort, "POST", "/api/auth/tokens", cookies, null, "{\"name\":\"forged\"}").statusCode())
                .isEqualTo(403);

        assertThat(send(otherPort, "POST", "/api/auth/sign-out", cookies, csrf, "{}").statusCode()).isEqualTo(204);
        // nobody signed in any more, on either instance
        assertThat(browser.get("/api/auth/me").statusCode()).isEqualTo(204);
        assertThat(send(otherPort, "GET", "/api/auth/me", cookies, null, null).statusCode()).isEqualTo(204);
    }

    private HttpResponse<String> send(int port, String method, String path, String cookies, String csrf, String json)
            throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Cookie", cookies).header("Accept-Language", "en");
        if (csrf != null) {
            request.header("X-XSRF-TOKEN", csrf);
        }
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        request.method(method, json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private ConfigurableApplicationContext startSecondInstance() {
        return SecondInstance.start(shared, "prepstream.roles=web");
    }
}
