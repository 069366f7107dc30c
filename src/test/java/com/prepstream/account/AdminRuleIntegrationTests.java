package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import com.prepstream.hostile.RawHttpAccess;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

/**
 * Operations need ADMIN however the path is spelled: the report was an encoded letter
 * ({@code %6F}) reaching the replay handler past a filter that compared raw URIs. Each spelling is
 * sent over a raw socket (nothing normalises it on the way) by a USER, and must never reach the
 * handler: the replay handler's own answer for a missing dead letter is "Dead letter … does not exist".
 */
@IntegrationTest
class AdminRuleIntegrationTests {

    static final String HANDLER_ANSWER = "Dead letter 1-0 does not exist.";

    @LocalServerPort
    int port;

    @Autowired
    ApplicationContext spring;

    @BeforeEach
    void aUser() {
        TestAdmin.createAccount(spring, "bob", "USER", "bob-token");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "/api/ops/streams/resume:analyze:stream/dead-letters/1-0/replay",
            "/api/%6Fps/streams/resume:analyze:stream/dead-letters/1-0/replay",
            "/api/ops;x/streams/resume:analyze:stream/dead-letters/1-0/replay",
            "/api/ops/streams;x=1/resume:analyze:stream/dead-letters/1-0/replay",
            "//api/ops/streams/resume:analyze:stream/dead-letters/1-0/replay",
            "/api//ops/streams/resume:analyze:stream/dead-letters/1-0/replay",
            "/api/ops/streams/resume:analyze:stream/dead-letters/1-0/replay/",
            "/api/OPS/streams/resume:analyze:stream/dead-letters/1-0/replay",
            "/API/ops/streams/resume:analyze:stream/dead-letters/1-0/replay",
            "/api/./ops/streams/resume:analyze:stream/dead-letters/1-0/replay",
            "/api/x/../ops/streams/resume:analyze:stream/dead-letters/1-0/replay"})
    void noSpellingOfReplayReachesTheHandlerForAUser(String path) throws Exception {
        RawHttpAccess.Answer answer = RawHttpAccess.post(port, path, "Bearer bob-token");
        assertThat(answer.status()).as(path).isIn(400, 401, 403, 404);
        assertThat(answer.body()).as(path).doesNotContain(HANDLER_ANSWER);
        // and the admin's canonical request does reach it: the test would notice a handler that moved
        assertThat(RawHttpAccess.post(port, "/api/ops/streams/resume:analyze:stream/dead-letters/1-0/replay",
                TestAdmin.BEARER).body()).contains(HANDLER_ANSWER);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/api/knowledgebase/revectorize-all", "/api/knowledgebase/revectorize-all/",
            "/api/knowledgebase/revectorize%2Dall", "/api/knowledgebase;x/revectorize-all",
            "/api/knowledgebase//revectorize-all", "/api/KNOWLEDGEBASE/revectorize-all"})
    void noSpellingOfReEmbedEverythingWorksForAUser(String path) throws Exception {
        RawHttpAccess.Answer answer = RawHttpAccess.post(port, path, "Bearer bob-token");
        assertThat(answer.status()).as(path).isIn(400, 403, 404);
        assertThat(answer.body()).as(path).doesNotContain("queued");
    }

    @Test
    void aUserCannotReadOperationsEither() throws Exception {
        for (String path : List.of("/api/ops/streams", "/api/ops/streams/resume:analyze:stream/dead-letters")) {
            assertThat(RawHttpAccess.get(port, path, "Bearer bob-token").status()).as(path).isEqualTo(403);
            assertThat(RawHttpAccess.get(port, path, TestAdmin.BEARER).status()).as(path).isEqualTo(200);
        }
    }
}
