package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.Browser;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Issue 29: the start panel is remembered per account on the server, so a second browser or device of the
 * account agrees with the first: it counts the first page loads, and a dismissal or a path taken holds
 * everywhere.
 */
@IntegrationTest
class StartPanelIntegrationTests {

    static final JsonMapper JSON = JsonMapper.builder().build();

    @LocalServerPort
    int port;

    @Autowired
    ApplicationContext spring;

    @Test
    void aNewAccountSeesItOnItsFirstLoadsAndAnotherBrowserCountsThemToo() throws Exception {
        TestAdmin.createAccount(spring, "张三", "USER", "zhang-token");
        Browser laptop = signedIn("张三");
        Browser phone = signedIn("张三");

        assertThat(state(laptop.get("/api/auth/start-panel"))).isEqualTo("0 open shown");
        assertThat(state(laptop.write("POST", "/api/auth/start-panel/visits", ""))).isEqualTo("1 open shown");
        assertThat(state(phone.write("POST", "/api/auth/start-panel/visits", ""))).isEqualTo("2 open shown");
        assertThat(state(laptop.write("POST", "/api/auth/start-panel/visits", ""))).isEqualTo("3 open shown");

        assertThat(state(phone.write("POST", "/api/auth/start-panel/visits", ""))).isEqualTo("3 open hidden");
        assertThat(state(laptop.get("/api/auth/start-panel"))).isEqualTo("3 open hidden");
    }

    @Test
    void closedInOneBrowserItIsClosedInEveryOtherAndForThatAccountOnly() throws Exception {
        TestAdmin.createAccount(spring, "Zoë", "USER", "zoe-token");
        Browser laptop = signedIn("Zoë");
        Browser phone = signedIn("Zoë");
        Browser admin = signedIn(TestAdmin.NAME);
        assertThat(state(laptop.write("POST", "/api/auth/start-panel/visits", ""))).isEqualTo("1 open shown");

        assertThat(state(laptop.write("POST", "/api/auth/start-panel/close", ""))).isEqualTo("1 closed hidden");

        assertThat(state(phone.get("/api/auth/start-panel"))).isEqualTo("1 closed hidden");
        assertThat(state(phone.write("POST", "/api/auth/start-panel/visits", ""))).isEqualTo("1 closed hidden");
        assertThat(state(admin.write("POST", "/api/auth/start-panel/visits", ""))).isEqualTo("1 open shown");
    }

    @Test
    void nobodySignedInIsAnsweredWith401AndAPostWithoutTheCsrfTokenWith403() throws Exception {
        assertThat(new Browser(port).get("/api/auth/start-panel").statusCode()).isEqualTo(401);
        Browser admin = signedIn(TestAdmin.NAME);
        assertThat(admin.writeWithoutCsrf("POST", "/api/auth/start-panel/close", "").statusCode()).isEqualTo(403);
        assertThat(state(admin.get("/api/auth/start-panel"))).isEqualTo("0 open shown");
    }

    private Browser signedIn(String name) throws Exception {
        Browser browser = new Browser(port);
        assertThat(browser.signIn(name, TestAdmin.PASSWORD).statusCode()).isEqualTo(200);
        return browser;
    }

    /** "visits open|closed shown|hidden", so one line says the whole state. */
    private static String state(HttpResponse<String> response) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode state = JSON.readTree(response.body());
        return state.get("visits").asInt() + (state.get("closed").asBoolean() ? " closed" : " open")
                + (state.get("shown").asBoolean() ? " shown" : " hidden");
    }
}
