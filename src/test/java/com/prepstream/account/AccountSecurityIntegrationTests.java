package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.Browser;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.redisson.api.RedissonClient;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Accounts over real HTTP: sign up, sessions, CSRF, tokens, passwords, slowing repeated tries. */
@IntegrationTest
class AccountSecurityIntegrationTests {

    static final JsonMapper JSON = JsonMapper.builder().build();

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ApplicationContext spring;

    @Test
    void theFirstAccountOnAnEmptyInstallationIsAdminAndTheNextIsNot() throws Exception {
        jdbc.update("delete from account");
        // the sign-up form says the first account becomes the administrator only while that is true
        assertThat(firstAccountBecomesAdmin()).isTrue();
        HttpResponse<String> first = new Browser(port).signUp("Alice", "correct horse");
        assertThat(first.statusCode()).isEqualTo(201);
        assertThat(JSON.readTree(first.body()).get("role").asString()).isEqualTo("ADMIN");
        assertThat(firstAccountBecomesAdmin()).isFalse();
        HttpResponse<String> second = new Browser(port).signUp("bob", "correct horse");
        assertThat(JSON.readTree(second.body()).get("role").asString()).isEqualTo("USER");
        // names are unique whatever their case
        assertThat(new Browser(port).signUp("ALICE", "another one").statusCode()).isEqualTo(409);
        assertThat(jdbc.queryForObject("select password_hash from account where username = 'Alice'", String.class))
                .startsWith("{bcrypt}").doesNotContain("correct horse");
    }

    private boolean firstAccountBecomesAdmin() throws Exception {
        HttpResponse<String> options = new Browser(port).get("/api/auth/options");
        return JSON.readTree(options.body()).get("firstAccountBecomesAdmin").asBoolean();
    }

    @Test
    void badNamesAndShortPasswordsAreRefused() throws Exception {
        assertThat(new Browser(port).signUp("a", "long enough").statusCode()).isEqualTo(400);
        assertThat(new Browser(port).signUp("new\\nline", "long enough").statusCode()).isEqualTo(400);
        assertThat(new Browser(port).signUp("has space", "long enough").statusCode()).isEqualTo(400);
        assertThat(new Browser(port).signUp("carol", "short").statusCode()).isEqualTo(400);
        assertThat(new Browser(port).signUp("carol", "x".repeat(73)).statusCode()).isEqualTo(400);
    }

    @Test
    void aPasswordsLengthIsExplainedInCharactersInTheRequestsLanguage() throws Exception {
        HttpResponse<String> english = new Browser(port).signUp("carol", "x".repeat(73));
        assertThat(english.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(english.body()).get("detail").asString()).isEqualTo("This password is too long: a"
                + " password has at most 72 characters (Latin letters, digits and symbols), fewer with other characters:"
                + " a Chinese character counts as 3 (at most 24 Chinese characters).");
        // 25 Chinese characters are 75 bytes, past bcrypt's 72
        HttpResponse<String> chinese = signUpIn("zh-CN", "carol", "密".repeat(25));
        assertThat(chinese.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(chinese.body()).get("detail").asString()).isEqualTo("密码太长了：最多 72 个字符"
                + "（英文字母、数字和符号），含其他字符时更少：一个汉字按 3 个字符算（全用汉字时最多 24 个）。");
        assertThat(JSON.readTree(signUpIn("zh-CN", "carol", "short").body()).get("detail").asString())
                .isEqualTo("密码至少需要 8 个字符。");
        assertThat(JSON.readTree(new Browser(port).signUp("carol", "short").body()).get("detail").asString())
                .isEqualTo("A password needs at least 8 characters.");
        assertThat(new Browser(port).signUp("carol", "密".repeat(24)).statusCode()).isEqualTo(201);
    }

    /** A sign-up as the page sends it in {@code language} (Browser's own header comes second, so this one is read). */
    private HttpResponse<String> signUpIn(String language, String name, String password) throws Exception {
        Browser browser = new Browser(port);
        browser.get("/api/auth/options");
        return browser.send(browser.withCsrf(HttpRequest.newBuilder(browser.uri("/api/auth/sign-up"))
                .header("Content-Type", "application/json").header("Accept-Language", language)
                .POST(HttpRequest.BodyPublishers.ofString("{\"username\":\"" + name + "\",\"password\":\""
                        + password + "\"}"))));
    }

    @Test
    void theSessionCookieIsHttpOnlyAndLaxAndSigningOutEndsIt() throws Exception {
        Browser browser = new Browser(port);
        HttpResponse<String> signedIn = browser.signIn(TestAdmin.NAME, TestAdmin.PASSWORD);
        assertThat(signedIn.statusCode()).isEqualTo(200);
        String session = signedIn.headers().allValues("Set-Cookie").stream().filter(c -> c.startsWith("SESSION="))
                .findFirst().orElseThrow();
        assertThat(session).contains("HttpOnly").contains("SameSite=Lax").doesNotContain("Secure");
        assertThat(browser.get("/api/auth/me").statusCode()).isEqualTo(200);
        assertThat(jdbc.queryForObject("select count(*) from spring_session", Integer.class)).isEqualTo(1);

        assertThat(browser.write("POST", "/api/auth/sign-out", "{}").statusCode()).isEqualTo(204);
        assertThat(browser.get("/api/auth/me").statusCode()).as("nobody signed in any more").isEqualTo(204);
        assertThat(browser.get("/api/auth/tokens").statusCode()).isEqualTo(401);
    }

    /** The page asks who is signed in before anyone is: "nobody" is an answer, not a failed request in its console. */
    @Test
    void nobodySignedInIsAnsweredWithNoContentAndTheCsrfCookie() throws Exception {
        Browser visitor = new Browser(port);
        HttpResponse<String> me = visitor.get("/api/auth/me");
        assertThat(me.statusCode()).isEqualTo(204);
        assertThat(me.body()).isEmpty();
        assertThat(visitor.cookie("XSRF-TOKEN")).as("the page's first write needs it").isPresent();
        assertThat(visitor.get("/api/resumes").statusCode()).isEqualTo(401);
    }

    @Test
    void aWriteWithoutTheCsrfTokenIsRefused() throws Exception {
        Browser browser = new Browser(port);
        browser.signIn(TestAdmin.NAME, TestAdmin.PASSWORD);
        HttpResponse<String> forged = browser.writeWithoutCsrf("POST", "/api/auth/tokens", "{\"name\":\"x\"}");
        assertThat(forged.statusCode()).isEqualTo(403);
        assertThat(forged.body()).contains("CSRF");
        assertThat(browser.write("POST", "/api/auth/tokens", "{\"name\":\"x\"}").statusCode()).isEqualTo(201);
    }

    @Test
    void anonymousRequestsGetALocalised401() throws Exception {
        HttpResponse<String> english = new Browser(port).get("/api/resumes");
        assertThat(english.statusCode()).isEqualTo(401);
        assertThat(english.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/problem+json"));
        HttpResponse<String> chinese = new Browser(port).send(HttpRequest.newBuilder(new Browser(port)
                .uri("/api/knowledgebase/list")).header("Accept-Language", "zh-CN"));
        assertThat(JSON.readTree(chinese.body()).get("detail").asString()).startsWith("请先登录");
    }

    @Test
    void aTokenActsForItsOwnerUntilRevokedAndOnlyItsOwnerCanRevokeIt() throws Exception {
        Browser alice = new Browser(port);
        alice.signIn(TestAdmin.NAME, TestAdmin.PASSWORD);
        JsonNode created = JSON.readTree(alice.write("POST", "/api/auth/tokens", "{\"name\":\"curl\"}").body());
        String token = created.get("token").asString();
        assertThat(jdbc.queryForList("select token_hash from api_token", String.class)).doesNotContain(token);
        assertThat(alice.get("/api/auth/tokens").body()).doesNotContain(token).contains("curl");

        Browser script = new Browser(port);
        HttpRequest.Builder me = HttpRequest.newBuilder(script.uri("/api/auth/me")).header("Authorization", "Bearer " + token);
        assertThat(JSON.readTree(script.send(me).body()).get("username").asString()).isEqualTo(TestAdmin.NAME);

        long bob = TestAdmin.createAccount(spring, "bob", "USER", "bob-token");
        long tokenId = created.get("id").asLong();
        HttpResponse<String> bobRevokes = script.send(HttpRequest.newBuilder(script.uri("/api/auth/tokens/" + tokenId))
                .header("Authorization", "Bearer bob-token").DELETE());
        assertThat(bobRevokes.statusCode()).isEqualTo(404);
        assertThat(bob).isPositive();

        assertThat(alice.write("DELETE", "/api/auth/tokens/" + tokenId, "").statusCode()).isEqualTo(204);
        HttpResponse<String> revoked = script.send(HttpRequest.newBuilder(script.uri("/api/auth/me"))
                .header("Authorization", "Bearer " + token));
        assertThat(revoked.statusCode()).isEqualTo(401);
        assertThat(revoked.body()).contains("not valid");
    }

    @Test
    void changingThePasswordNeedsTheCurrentOne() throws Exception {
        Browser browser = new Browser(port);
        browser.signIn(TestAdmin.NAME, TestAdmin.PASSWORD);
        assertThat(browser.write("PUT", "/api/auth/password",
                "{\"currentPassword\":\"wrong one\",\"newPassword\":\"brand new pass\"}").statusCode()).isEqualTo(400);
        assertThat(browser.write("PUT", "/api/auth/password", "{\"currentPassword\":\"" + TestAdmin.PASSWORD
                + "\",\"newPassword\":\"brand new pass\"}").statusCode()).isEqualTo(204);
        assertThat(new Browser(port).signIn(TestAdmin.NAME, TestAdmin.PASSWORD).statusCode()).isEqualTo(401);
        assertThat(new Browser(port).signIn(TestAdmin.NAME, "brand new pass").statusCode()).isEqualTo(200);
    }

    @Test
    void repeatedFailuresSlowTheAccountButNeverLockItOut() throws Exception {
        for (int i = 0; i < 3; i++) {
            assertThat(new Browser(port).signIn(TestAdmin.NAME, "guess " + i).statusCode()).isEqualTo(401);
        }
        // slowed: the next try must wait, and a try during the wait is refused whatever the password
        HttpResponse<String> slowed = new Browser(port).signIn(TestAdmin.NAME, TestAdmin.PASSWORD);
        assertThat(slowed.statusCode()).isEqualTo(429);
        assertThat(slowed.headers().firstValue("Retry-After")).isPresent();
        assertThat(slowed.body()).contains("wait");
        for (int i = 3; i < 20; i++) {
            waitsPass();
            assertThat(new Browser(port).signIn(TestAdmin.NAME, "guess " + i).statusCode()).isEqualTo(401);
        }
        // twenty failures later the wait is still one wait at most (the test profile's 10 minutes), not a lock
        HttpResponse<String> stillSlowed = new Browser(port).signIn(TestAdmin.NAME, TestAdmin.PASSWORD);
        assertThat(stillSlowed.statusCode()).isEqualTo(429);
        assertThat(Long.parseLong(stillSlowed.headers().firstValue("Retry-After").orElseThrow())).isLessThanOrEqualTo(600);
        waitsPass();
        assertThat(new Browser(port).signIn(TestAdmin.NAME, TestAdmin.PASSWORD).statusCode()).isEqualTo(200);
        // another account is not slowed by these names' count (the address's own wait is let pass too)
        waitsPass();
        TestAdmin.createAccount(spring, "bob", "USER", "bob-token");
        assertThat(new Browser(port).signIn("bob", TestAdmin.PASSWORD).statusCode()).isEqualTo(200);
    }

    @Test
    void aSuccessBeforeTheWaitClearsTheAccountsCount() throws Exception {
        for (int i = 0; i < 2; i++) {
            new Browser(port).signIn(TestAdmin.NAME, "guess " + i);
        }
        assertThat(new Browser(port).signIn(TestAdmin.NAME, TestAdmin.PASSWORD).statusCode()).isEqualTo(200);
        assertThat(new Browser(port).signIn(TestAdmin.NAME, "guess again").statusCode()).isEqualTo(401);
        assertThat(new Browser(port).signIn(TestAdmin.NAME, TestAdmin.PASSWORD).statusCode()).isEqualTo(200);
    }

    @Test
    void repeatedFailuresFromOneAddressSlowItForEveryName() throws Exception {
        for (int i = 0; i < 10; i++) {
            assertThat(new Browser(port).signIn("nobody" + i, "guess").statusCode()).isEqualTo(401);
        }
        HttpResponse<String> slowed = new Browser(port).signIn(TestAdmin.NAME, TestAdmin.PASSWORD);
        assertThat(slowed.statusCode()).isEqualTo(429);
        assertThat(slowed.body()).contains("wait");
        waitsPass();
        assertThat(new Browser(port).signIn(TestAdmin.NAME, TestAdmin.PASSWORD).statusCode()).isEqualTo(200);
    }

    /** The test profile's waits last minutes; a test lets them end by removing them (no sleeping). */
    private void waitsPass() {
        spring.getBean(RedissonClient.class).getKeys().deleteByPattern("prepstream:signin:*:wait");
    }
}
