package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.Browser;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.redisson.api.RedissonClient;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/** Issue 28: tries counted before the password is checked, common passwords, names, sign-up probing. */
@IntegrationTest
class SignInUnderAttackIntegrationTests {

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ApplicationContext spring;

    @Test
    void fortyParallelWrongPasswordsForOneNameAreAllCounted() throws Exception {
        List<Browser> browsers = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            Browser browser = new Browser(port);
            browser.get("/api/auth/options"); // the CSRF cookie first, so the forty tries leave together
            browsers.add(browser);
        }
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(40);
        try {
            List<Future<Integer>> answers = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                Browser browser = browsers.get(i);
                String guess = "guess number " + i;
                answers.add(pool.submit(() -> {
                    start.await();
                    return browser.signIn(TestAdmin.NAME, guess).statusCode();
                }));
            }
            start.countDown();
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> answer : answers) {
                statuses.add(answer.get());
            }
            // three free tries for a name; every other one was refused before its password was looked at
            assertThat(statuses).containsOnly(401, 429);
            assertThat(statuses.stream().filter(status -> status == 401).count()).isLessThanOrEqualTo(3);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aCommonPasswordIsRefusedInTheRequestsLanguage() throws Exception {
        HttpResponse<String> english = new Browser(port).signUp("carol", "Password123");
        assertThat(english.statusCode()).isEqualTo(400);
        assertThat(english.body()).contains("most common");
        Browser chinese = new Browser(port);
        chinese.get("/api/auth/options");
        HttpResponse<String> zh = chinese.send(chinese.withCsrf(HttpRequest.newBuilder(chinese.uri("/api/auth/sign-up"))
                .header("Content-Type", "application/json").header("Accept-Language", "zh-CN")
                .POST(HttpRequest.BodyPublishers.ofString("{\"username\":\"carol\",\"password\":\"iloveyou1\"}"))));
        assertThat(zh.statusCode()).isEqualTo(400);
        assertThat(zh.body()).contains("太常见");
        assertThat(new Browser(port).signUp("carol", "violet kettle 42").statusCode()).isEqualTo(201);
    }

    @Test
    void namesOfAnyScriptAreStoredInNfkcAndUniqueWithoutCase() throws Exception {
        assertThat(new Browser(port).signUp("张三", "violet kettle 42").statusCode()).isEqualTo(201);
        assertThat(new Browser(port).signIn("张三", "violet kettle 42").statusCode()).isEqualTo(200);
        assertThat(new Browser(port).signUp("alice", "violet kettle 42").statusCode()).isEqualTo(201);
        // full-width letters are the same name after NFKC, and case does not make another one
        assertThat(new Browser(port).signUp("ＡＬＩＣＥ", "violet kettle 42").statusCode()).isEqualTo(409);
        assertThat(new Browser(port).signUp("Ｚoë", "violet kettle 42").statusCode()).isEqualTo(201);
        assertThat(jdbc.queryForList("select username from account order by id", String.class))
                .contains("张三", "alice", "Zoë");
    }

    @Test
    void probingNamesBySigningUpIsSlowedPerAddressButSigningUpIsNot() throws Exception {
        for (int i = 0; i < 12; i++) {
            assertThat(new Browser(port).signUp("person" + i, "violet kettle 42").statusCode()).isEqualTo(201);
        }
        List<Integer> probes = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            probes.add(new Browser(port).signUp(TestAdmin.NAME, "violet kettle 42").statusCode());
        }
        assertThat(probes.subList(0, 10)).containsOnly(409);
        assertThat(probes.subList(10, 12)).containsOnly(429);
    }

    @Test
    void theCurrentPasswordCheckIsSlowedLikeASignIn() throws Exception {
        Browser browser = new Browser(port);
        browser.signIn(TestAdmin.NAME, TestAdmin.PASSWORD);
        for (int i = 0; i < 3; i++) {
            assertThat(browser.write("PUT", "/api/auth/password", "{\"currentPassword\":\"guess " + i
                    + "\",\"newPassword\":\"violet kettle 42\"}").statusCode()).isEqualTo(400);
        }
        HttpResponse<String> slowed = browser.write("PUT", "/api/auth/password", "{\"currentPassword\":\""
                + TestAdmin.PASSWORD + "\",\"newPassword\":\"violet kettle 42\"}");
        assertThat(slowed.statusCode()).isEqualTo(429);
        assertThat(slowed.headers().firstValue("Retry-After")).isPresent();
    }

    @Test
    void aSuccessfulPasswordChangeLeavesTheUserNotSlowedWhileFailedTriesStillCount() throws Exception {
        Browser dora = new Browser(port);
        assertThat(dora.signUp("dora", "violet kettle 42").statusCode()).isEqualTo(201);
        // ten wrong tries from this address (an office behind one NAT), for other names; their wait has passed
        for (int i = 0; i < 10; i++) {
            assertThat(new Browser(port).signIn("someone" + i, "wrong password").statusCode()).isEqualTo(401);
        }
        waitsPass();

        assertThat(dora.write("PUT", "/api/auth/password", "{\"currentPassword\":\"violet kettle 42\","
                + "\"newPassword\":\"amber lantern 77\"}").statusCode()).isEqualTo(204);
        // the next try, signing in with the new password, goes through at once (it answered 429)
        assertThat(new Browser(port).signIn("dora", "amber lantern 77").statusCode()).isEqualTo(200);
        assertThat(dora.get("/api/auth/me").statusCode()).isEqualTo(200);
        // the failed tries before still count: the next wrong one starts a wait, and the one after it is refused
        assertThat(new Browser(port).signIn("someone", "wrong password").statusCode()).isEqualTo(401);
        assertThat(new Browser(port).signIn("someone else", "wrong password").statusCode()).isEqualTo(429);
    }

    @Test
    void unownedItemsGoToTheFirstAdminOnceAndNotToALaterAdmin() throws Exception {
        jdbc.update("delete from account");
        long before = unownedChat();
        assertThat(new Browser(port).signUp("first", "violet kettle 42").statusCode()).isEqualTo(201);
        long first = jdbc.queryForObject("select id from account where username = 'first'", Long.class);
        assertThat(ownerOf(before)).isEqualTo(first);

        long later = unownedChat();
        AccountStore store = spring.getBean(AccountStore.class);
        long secondAdmin = spring.getBean(org.springframework.transaction.support.TransactionTemplate.class)
                .execute(tx -> store.create("second", "{noop}x", false, true).id());
        assertThat(jdbc.queryForObject("select role from account where id = ?", String.class, secondAdmin))
                .isEqualTo("ADMIN");
        assertThat(ownerOf(later)).isNull();
    }

    private long unownedChat() {
        return jdbc.queryForObject("insert into chat_session (title, created_at, updated_at) values ('old', now(), now()) returning id",
                Long.class);
    }

    private Long ownerOf(long chat) {
        return jdbc.queryForObject("select owner_id from chat_session where id = ?", Long.class, chat);
    }

    /** The test profile's waits last minutes; a test lets them end by removing them (no sleeping). */
    void waitsPass() {
        spring.getBean(RedissonClient.class).getKeys().deleteByPattern("prepstream:signin:*:wait");
    }
}
