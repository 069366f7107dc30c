package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.interview.InterviewApi.Reply;
import com.prepstream.support.IntegrationTest;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/** A second {@code complete} (docs/api.md): 409 with a sentence in the request's language, no second evaluation. */
@IntegrationTest
class InterviewCompletionTests {

    @LocalServerPort
    int port;

    InterviewApi api;

    @BeforeEach
    void client() {
        api = new InterviewApi(port);
    }

    @Test
    void completingACompletedSessionIsAConflictInThePagesLanguageAndQueuesNothing() {
        long id = api.create(Map.of("questionCount", 3));
        assertThat(api.post("/" + id + "/complete", null).status()).isEqualTo(202);

        // at once, while the evaluation may still be queued, and again once it has run
        Reply queued = api.postIn("en", "/" + id + "/complete", null);
        assertThat(queued.status()).isEqualTo(409);
        assertThat(queued.body().get("detail").asString())
                .isEqualTo("Interview " + id + " is already completed and its evaluation was queued then; it is not"
                        + " queued again (to evaluate it again, use Re-evaluate).");
        await().atMost(Duration.ofSeconds(30)).until(() -> api.get("/" + id + "/report").status() == 200);
        Reply evaluated = api.postIn("zh-CN", "/" + id + "/complete", null);
        assertThat(evaluated.status()).isEqualTo(409);
        assertThat(evaluated.body().get("title").asString()).isEqualTo("冲突");
        assertThat(evaluated.body().get("detail").asString()).startsWith("面试 " + id + " 已经完成").endsWith("。");

        // one evaluation: queued once, run once
        assertThat(api.get("/" + id + "/history").body().valueStream()
                .filter(transition -> "PENDING".equals(transition.get("status").asString()))).hasSize(1);
        assertThat(api.get("/" + id + "/history").body().valueStream()
                .filter(transition -> "COMPLETED".equals(transition.get("status").asString()))).hasSize(1);
    }
}
