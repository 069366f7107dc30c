package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.Browser;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Issue 28: a password change ends the other sessions; the account lists its sessions and ends any of them. */
@IntegrationTest
class AccountSessionsIntegrationTests {

    static final JsonMapper JSON = JsonMapper.builder().build();

    @LocalServerPort
    int port;

    @Autowired
    ApplicationContext spring;

    @Test
    void changingThePasswordEndsEveryOtherSessionAndOnRequestTheTokens() throws Exception {
        Browser here = new Browser(port);
        Browser elsewhere = new Browser(port);
        here.signIn(TestAdmin.NAME, TestAdmin.PASSWORD);
        elsewhere.signIn(TestAdmin.NAME, TestAdmin.PASSWORD);
        assertThat(elsewhere.get("/api/auth/me").statusCode()).isEqualTo(200);

        assertThat(here.write("PUT", "/api/auth/password", "{\"currentPassword\":\"" + TestAdmin.PASSWORD
                + "\",\"newPassword\":\"violet kettle 42\",\"revokeTokens\":true}").statusCode()).isEqualTo(204);

        assertThat(here.get("/api/auth/me").statusCode()).isEqualTo(200);
        assertThat(elsewhere.get("/api/auth/me").statusCode()).as("nobody signed in there").isEqualTo(204);
        HttpResponse<String> script = here.send(TestAdmin.request(here.uri("/api/auth/me")));
        assertThat(script.statusCode()).isEqualTo(401);
    }

    @Test
    void theTokensStayWhenNotAskedToGo() throws Exception {
        Browser here = new Browser(port);
        here.signIn(TestAdmin.NAME, TestAdmin.PASSWORD);
        assertThat(here.write("PUT", "/api/auth/password", "{\"currentPassword\":\"" + TestAdmin.PASSWORD
                + "\",\"newPassword\":\"violet kettle 42\"}").statusCode()).isEqualTo(204);
        assertThat(here.send(TestAdmin.request(here.uri("/api/auth/me"))).statusCode()).isEqualTo(200);
    }

    @Test
    void theAccountSeesItsSessionsAndEndsOneButNotAnotherAccounts() throws Exception {
        Browser here = new Browser(port);
        Browser elsewhere = new Browser(port);
        here.signIn(TestAdmin.NAME, TestAdmin.PASSWORD);
        elsewhere.signIn(TestAdmin.NAME, TestAdmin.PASSWORD);

        JsonNode sessions = JSON.readTree(here.get("/api/auth/sessions").body());
        assertThat(sessions).hasSize(2);
        JsonNode other = null;
        int current = 0;
        for (JsonNode session : sessions) {
            assertThat(session.get("userAgent").asString()).isEqualTo("Java");
            assertThat(session.get("createdAt").isNull()).isFalse();
            assertThat(session.get("lastUsedAt").isNull()).isFalse();
            if (session.get("current").asBoolean()) {
                current++;
            } else {
                other = session;
            }
        }
        assertThat(current).isEqualTo(1);
        // the handle is not the cookie: the page never holds another browser's session id
        assertThat(sessions.toString()).doesNotContain(elsewhere.cookie("SESSION").orElseThrow());

        TestAdmin.createAccount(spring, "bob", "USER", "bob-token");
        HttpResponse<String> bobEnds = here.send(HttpRequest.newBuilder(here.uri("/api/auth/sessions/"
                + other.get("id").asString())).header("Authorization", "Bearer bob-token").DELETE());
        assertThat(bobEnds.statusCode()).isEqualTo(404);
        assertThat(elsewhere.get("/api/auth/me").statusCode()).isEqualTo(200);

        assertThat(here.write("DELETE", "/api/auth/sessions/" + other.get("id").asString(), "").statusCode())
                .isEqualTo(204);
        assertThat(elsewhere.get("/api/auth/me").statusCode()).as("nobody signed in there").isEqualTo(204);
        assertThat(here.get("/api/auth/me").statusCode()).isEqualTo(200);
        assertThat(here.write("DELETE", "/api/auth/sessions/ffff", "").statusCode()).isEqualTo(404);
    }
}
