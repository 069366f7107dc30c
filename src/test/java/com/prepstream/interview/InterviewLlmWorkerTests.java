package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.ai.FakeOpenAi;
import com.prepstream.ai.ModelCallBudget;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.support.IntegrationTest;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.redisson.api.RedissonClient;
import org.redisson.client.codec.StringCodec;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.MessageSource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The LLM evaluation end to end: complete over HTTP, the stream delivers, a worker whose chat client
 * is the real Spring AI client pointed at a fake OpenAI server gets a 429, the framework retries
 * with backoff, the second attempt succeeds. The shared context keeps its offline configuration:
 * only this test's worker, built here, talks to the fake server.
 */
@IntegrationTest
class InterviewLlmWorkerTests {

    @LocalServerPort
    int port;

    @Autowired
    StreamTaskFramework framework;

    @Autowired
    EvaluateWorker.Consumer sharedWorker;

    @Autowired
    InterviewSessionRepository sessions;

    @Autowired
    InterviewReportStore reports;

    @Autowired
    OfflineEvaluator offline;


    @Autowired
    TransactionTemplate transaction;

    @Autowired
    InterviewSettings settings;

    @Autowired
    RedissonClient redisson;

    @Autowired
    JdbcTemplate jdbc;

    FakeOpenAi fake;
    EvaluateWorker.Consumer llmWorker;

    @Autowired
    InterviewOwners owners;

    @Autowired
    MessageSource messages;

    @BeforeEach
    void startLlmWorker() {
        fake = new FakeOpenAi();
        redisson.getKeys().deleteByPattern("prepstream:model-calls:*");
        sharedWorker.stop();
        startLlmWorker(1_000);
    }

    /** A worker evaluating with the fake model, its calls charged to the owner up to {@code dailyCalls} a day. */
    void startLlmWorker(int dailyCalls) {
        ModelCallBudget budget = new ModelCallBudget(redisson, true, dailyCalls, Clock.systemUTC());
        InterviewEvaluator evaluator = new InterviewEvaluator(fake.structuredChat(Duration.ofSeconds(2)), offline,
                settings, budget, owners, messages);
        InterviewEvaluationWork work = new InterviewEvaluationWork(sessions, reports, evaluator, transaction,
                JsonMapper.builder().build());
        llmWorker = new EvaluateWorker.Consumer(framework, work);
        llmWorker.start();
    }

    @Test
    void pastTheOwnersDailyModelCallsTheReportIsTheOfflineOneAndSaysWhy() {
        llmWorker.stop();
        startLlmWorker(2);
        InterviewApi api = new InterviewApi(port);
        // one answered question: one batch call and one summary call, the whole day's two calls
        long first = api.create(Map.of("questionCount", 3));
        api.answer(first, 0, "An answer.");
        fake.replies("{\"evaluations\":[" + InterviewLlmTests.Evaluating.item(0, 90) + "]}")
                .replies(InterviewLlmTests.Evaluating.SUMMARY);
        assertThat(api.post("/" + first + "/complete", null).status()).isEqualTo(202);
        await().atMost(Duration.ofSeconds(30)).until(() -> api.get("/" + first + "/report").status() == 200);
        assertThat(api.get("/" + first + "/report").body().get("model").asString()).isEqualTo("fake-model");

        long second = api.create(Map.of("questionCount", 3));
        api.answer(second, 0, "Another answer.");
        assertThat(api.post("/" + second + "/complete", null).status()).isEqualTo(202);
        await().atMost(Duration.ofSeconds(30)).until(() -> api.get("/" + second + "/report").status() == 200);

        JsonNode report = api.get("/" + second + "/report").body();
        assertThat(report.get("model").asString()).startsWith(OfflineEvaluator.MODEL);
        assertThat(report.get("summary").asString()).startsWith("Your account used its 2 model calls for today");
        assertThat(api.get("/" + second).body().get("evaluateStatus").asString()).isEqualTo("COMPLETED");
        assertThat(fake.requestCount()).isEqualTo(2);
    }

    @AfterEach
    void restoreSharedWorker() {
        llmWorker.stop();
        sharedWorker.start();
        fake.close();
    }

    @Test
    void rateLimitedEvaluationIsRetriedByTheFrameworkAndCompletesWithTheModelsReport() {
        InterviewApi api = new InterviewApi(port);
        long id = api.create(Map.of("questionCount", 3));
        api.answer(id, 0, "An answer.");
        api.answer(id, 1, "Another answer.");
        fake.fails(429, "rate_limit_exceeded")
                .replies("{\"evaluations\":[" + InterviewLlmTests.Evaluating.item(0, 90) + ","
                        + InterviewLlmTests.Evaluating.item(1, 50) + "]}")
                .replies(InterviewLlmTests.Evaluating.SUMMARY);

        assertThat(api.post("/" + id + "/complete", null).status()).isEqualTo(202);
        await().atMost(Duration.ofSeconds(30)).until(() -> api.get("/" + id + "/report").status() == 200);

        JsonNode report = api.get("/" + id + "/report").body();
        assertThat(report.get("model").asString()).isEqualTo("fake-model");
        assertThat(report.get("questions").get(0).get("score").asInt()).isEqualTo(90);
        assertThat(report.get("questions").get(2).get("score").asInt()).isZero();
        assertThat(report.get("overallScore").asInt()).isEqualTo(47);
        assertThat(report.get("dimensions").get("communication").asInt()).isEqualTo(80);
        List<String> history = new ArrayList<>();
        api.get("/" + id + "/history").body().forEach(t -> history.add(t.get("status").asString()));
        assertThat(history).containsExactly("PENDING", "PROCESSING", "PENDING", "PROCESSING", "COMPLETED");
        assertThat(fake.requestCount()).isEqualTo(3);
    }

    @Test
    void deletingASessionWhileTheModelIsWorkingOnItLeavesNoFailureBehind() {
        InterviewApi api = new InterviewApi(port);
        long id = api.create(Map.of("questionCount", 3));
        api.answer(id, 0, "An answer.");
        fake.hangs(Duration.ofSeconds(4));

        api.post("/" + id + "/complete", null);
        await().atMost(Duration.ofSeconds(10)).until(() -> fake.requestCount() == 1);
        assertThat(api.get("/" + id).body().get("evaluateStatus").asString()).isEqualTo("PROCESSING");
        assertThat(api.delete("/" + id).status()).isEqualTo(204);

        // the model call times out (a transient failure) after the session is gone: dropped, not retried
        await().atMost(Duration.ofSeconds(15)).until(() -> redisson.getStream("interview:evaluate:stream",
                StringCodec.INSTANCE).getPendingInfo("evaluate-group").getTotal() == 0);
        assertThat(jdbc.queryForObject("select count(*) from stream_task_transition where status = 'FAILED'",
                Integer.class)).isZero();
        assertThat(jdbc.queryForObject("select count(*) from stream_task", Integer.class)).isZero();
        assertThat(redisson.getStream("interview:evaluate:stream:dlq", StringCodec.INSTANCE).isExists()).isFalse();
        assertThat(jdbc.queryForObject("select count(*) from interview_report", Integer.class)).isZero();
        assertThat(fake.requestCount()).isEqualTo(1);
    }
}
