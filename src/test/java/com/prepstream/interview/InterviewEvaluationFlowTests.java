package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.interview.InterviewApi.Reply;
import com.prepstream.stream.model.PermanentTaskException;
import com.prepstream.stream.StreamOperations;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.support.IntegrationTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.redisson.api.RedissonClient;
import org.redisson.client.codec.StringCodec;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Complete → stream → worker → report, with the offline evaluator and the real in-process embedding model. */
@IntegrationTest
class InterviewEvaluationFlowTests {

    static final Duration WAIT = Duration.ofSeconds(30);
    static final String STREAM = "interview:evaluate:stream";

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    RedissonClient redisson;

    @Autowired
    EvaluateWorker.Consumer consumer;

    @Autowired
    StreamTaskFramework framework;

    @Autowired
    InterviewEvaluationWork work;

    @Autowired
    InterviewSessionRepository sessions;

    InterviewApi api;

    @BeforeEach
    void client() {
        api = new InterviewApi(port);
    }

    @Test
    void strongAnswerScoresClearlyAboveWeakAndBlankInACompletedReport() {
        long id = api.create(Map.of("questionCount", 3, "difficulty", "EASY"));
        List<List<String>> keyPoints = keyPoints(id);
        api.answer(id, 0, String.join(". ", keyPoints.get(0)) + ". I used this in a production service last year.");
        api.answer(id, 1, "It is an important topic and I have some experience with it.");
        // the last answer completes the session and queues its evaluation
        Reply completed = api.answer(id, 2, "");
        assertThat(completed.status()).isEqualTo(200);
        assertThat(completed.body().get("evaluateStatus").asString()).isEqualTo("PENDING");
        assertThat(completed.body().get("status").asString()).isEqualTo("COMPLETED");
        assertThat(api.post("/" + id + "/complete", null).status()).isEqualTo(409);

        JsonNode report = awaitReport(id);
        JsonNode questions = report.get("questions");
        int strong = questions.get(0).get("score").asInt();
        int weak = questions.get(1).get("score").asInt();
        int blank = questions.get(2).get("score").asInt();
        assertThat(strong).isGreaterThanOrEqualTo(70);
        assertThat(weak).isLessThanOrEqualTo(strong - 40);
        assertThat(blank).isZero();
        assertThat(questions.get(2).get("feedback").asString()).startsWith("Not answered, 0 points");
        assertThat(questions.get(0).get("keyPoints")).hasSize(keyPoints.get(0).size());
        assertThat(questions.get(0).get("feedback").asString()).contains("Covered:");
        assertThat(report.get("dimensions").propertyNames()).containsExactlyInAnyOrderElementsOf(Evaluation.DIMENSIONS);
        assertThat(report.get("improvements")).isNotEmpty();
        assertThat(report.get("model").asString()).isEqualTo("offline-evaluator (key-point terms, en + zh)");
        assertThat(report.get("overallScore").asInt()).isEqualTo(Math.round((strong + weak + blank) / 3.0f));
        assertThat(statuses(api.get("/" + id + "/history").body()))
                .containsExactly("PENDING", "PROCESSING", "COMPLETED");
    }

    @Test
    void completingTwiceEvenAtOnceEnqueuesOnce() {
        long id;
        consumer.stop();
        try {
            id = api.create(Map.of("questionCount", 3));
            List<CompletableFuture<Reply>> calls = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                calls.add(CompletableFuture.supplyAsync(() -> api.post("/" + id + "/complete", null)));
            }
            // one of the calls at once queues the evaluation; the others, and any later one, are told it was queued
            assertThat(calls.stream().map(call -> call.join().status()).toList()).containsExactlyInAnyOrder(202, 409, 409);
            assertThat(api.post("/" + id + "/complete", null).status()).isEqualTo(409);

            assertThat(redisson.getStream(STREAM, StringCodec.INSTANCE).size()).isEqualTo(1);
            assertThat(jdbc.queryForObject("select count(*) from stream_task where entity_id = ?", Integer.class, id))
                    .isEqualTo(1);
            assertThat(statuses(api.get("/" + id + "/history").body())).containsExactly("PENDING");
        } finally {
            consumer.start();
        }
        // leave nothing in flight for the next test's truncate
        awaitReport(id);
    }

    @Test
    void reportIsAcceptedWhilePendingAndReEvaluateIsAConflictUntilDone() {
        long id;
        consumer.stop();
        try {
            id = api.create(Map.of("questionCount", 3));
            api.answer(id, 0, "A short answer.");
            api.post("/" + id + "/complete", null);
            Reply pending = api.get("/" + id + "/report");
            assertThat(pending.status()).isEqualTo(202);
            assertThat(pending.body().get("evaluateStatus").asString()).isEqualTo("PENDING");
            assertThat(api.post("/" + id + "/re-evaluate", null).status()).isEqualTo(409);
        } finally {
            consumer.start();
        }
        JsonNode first = awaitReport(id);
        Reply again = api.post("/" + id + "/re-evaluate", null);
        assertThat(again.status()).isEqualTo(202);
        assertThat(again.body().get("evaluateStatus").asString()).isEqualTo("PENDING");
        await().atMost(WAIT).until(() -> {
            Reply report = api.get("/" + id + "/report");
            return report.status() == 200
                    && !report.body().get("evaluatedAt").asString().equals(first.get("evaluatedAt").asString());
        });
        assertThat(jdbc.queryForObject("select count(*) from interview_report where session_id = ?", Integer.class, id))
                .isEqualTo(1);
        assertThat(statuses(api.get("/" + id + "/history").body()))
                .containsExactly("PENDING", "PROCESSING", "COMPLETED", "PENDING", "PROCESSING", "COMPLETED");
    }

    @Test
    void replayedDeadLetterShowsTheEvaluationPendingAtOnceAndThenCompletes() {
        long id = api.create(Map.of("questionCount", 3));
        api.answer(id, 0, "A short answer.");
        EvaluateWorker.Consumer broken = new EvaluateWorker.Consumer(framework, work) {
            @Override
            protected void process(long sessionId) {
                throw new PermanentTaskException("the evaluator is broken");
            }
        };
        StreamOperations operations = framework.operations();
        consumer.stop();
        try {
            broken.start();
            try {
                api.post("/" + id + "/complete", null);
                await().atMost(WAIT).until(() -> !operations.deadLetters(EvaluateWorker.DEFINITION, 10).isEmpty());
            } finally {
                broken.stop();
            }
            String letter = operations.deadLetters(EvaluateWorker.DEFINITION, 10).get(0).id();

            assertThat(operations.replay(EvaluateWorker.DEFINITION, letter)).isEqualTo(StreamOperations.ReplayResult.REPLAYED);

            JsonNode session = api.get("/" + id).body();
            assertThat(session.get("evaluateStatus").asString()).isEqualTo("PENDING");
            assertThat(session.get("evaluateError").isNull()).isTrue();
        } finally {
            consumer.start();
        }
        awaitReport(id);
    }

    @Test
    void deletingASessionWhoseEvaluationIsQueuedLeavesNoFailureBehind() {
        long id;
        consumer.stop();
        try {
            id = api.create(Map.of("questionCount", 3));
            api.post("/" + id + "/complete", null);
            assertThat(api.delete("/" + id).status()).isEqualTo(204);
        } finally {
            consumer.start();
        }
        // the entry is still in the stream; the worker must drop it quietly
        await().atMost(WAIT).until(() -> redisson.getStream(STREAM, StringCodec.INSTANCE)
                .getPendingInfo("evaluate-group").getTotal() == 0
                && redisson.getStream(STREAM, StringCodec.INSTANCE).size() >= 1);
        assertThat(jdbc.queryForObject("select count(*) from stream_task_transition where status = 'FAILED'",
                Integer.class)).isZero();
        assertThat(jdbc.queryForObject("select count(*) from stream_task", Integer.class)).isZero();
        assertThat(redisson.getStream(STREAM + ":dlq", StringCodec.INSTANCE).isExists()).isFalse();
        assertThat(api.get("/" + id).status()).isEqualTo(404);
    }

    private JsonNode awaitReport(long id) {
        await().atMost(WAIT).until(() -> api.get("/" + id + "/report").status() == 200);
        return api.get("/" + id + "/report").body();
    }

    private List<List<String>> keyPoints(long id) {
        JsonMapper json = JsonMapper.builder().build();
        return jdbc.queryForList("select key_points::text from interview_question where session_id = ? "
                + "order by question_index", String.class, id).stream()
                .map(text -> json.readValue(text, new TypeReference<List<String>>() { }))
                .toList();
    }

    private static List<String> statuses(JsonNode history) {
        List<String> statuses = new ArrayList<>();
        history.forEach(transition -> statuses.add(transition.get("status").asString()));
        return statuses;
    }
}
