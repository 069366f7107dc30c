package com.prepstream.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.HttpStatusCode;
import org.springframework.web.client.RestClient;

/** {@code /api/ops/streams}: the JSON shapes of docs/api.md, and dead-letter replay. */
@IntegrationTest
class StreamOpsIntegrationTests {

    @LocalServerPort
    int port;

    @Autowired
    StreamTaskFramework framework;

    OpsTestTasks tasks;
    RestClient http;

    @BeforeEach
    void start() {
        tasks = new OpsTestTasks(framework);
        tasks.consumer.start();
        http = TestAdmin.restClient().baseUrl("http://localhost:" + port)
                .defaultStatusHandler(HttpStatusCode::isError, (request, response) -> { }).build();
    }

    @AfterEach
    void stop() {
        tasks.consumer.stop();
    }

    @Test
    void streamsListShowsFiguresAndConsumersOfEveryRegisteredStream() {
        tasks.failing.add(1L);
        tasks.producer.enqueue(new OpsTestTasks.OpsTask(1));
        tasks.producer.enqueue(new OpsTestTasks.OpsTask(2));
        awaitStatus(1, TaskStatus.FAILED);
        awaitStatus(2, TaskStatus.COMPLETED);

        List<Map<String, Object>> streams = http.get().uri("/api/ops/streams").retrieve()
                .body(new ParameterizedTypeReference<>() { });

        Map<String, Object> ours = streams.stream().filter(s -> "test:ops:stream".equals(s.get("stream")))
                .findFirst().orElseThrow();
        assertThat(ours).containsOnlyKeys("stream", "group", "length", "pending", "lag", "oldestPendingAgeMs",
                "deadLetters", "consumers");
        assertThat(ours).containsEntry("group", "ops-group").containsEntry("length", 2).containsEntry("pending", 0)
                .containsEntry("lag", 0).containsEntry("deadLetters", 1);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> consumers = (List<Map<String, Object>>) ours.get("consumers");
        assertThat(consumers).singleElement().satisfies(consumer -> {
            assertThat(consumer).containsOnlyKeys("name", "pending", "idleMs");
            assertThat((String) consumer.get("name")).startsWith("ops-consumer-");
        });
    }

    @Test
    void deadLettersAreListedAndReplayRunsTheTaskAgain() {
        failTaskOneUntilItsDeadLetterIsWritten();

        List<Map<String, Object>> letters = http.get().uri("/api/ops/streams/{s}/dead-letters", "test:ops:stream")
                .retrieve().body(new ParameterizedTypeReference<>() { });

        assertThat(letters).singleElement().satisfies(letter -> {
            assertThat(letter).containsOnlyKeys("id", "fields", "error", "attempts", "failedAt");
            assertThat(letter).containsEntry("error", "The document 1 is unreadable").containsEntry("attempts", 1);
            @SuppressWarnings("unchecked") Map<String, Object> fields = (Map<String, Object>) letter.get("fields");
            assertThat(fields).containsEntry("entityId", "1").containsKey("taskId");
        });
        String id = (String) letters.get(0).get("id");
        tasks.failing.clear();

        var replay = http.post().uri("/api/ops/streams/{s}/dead-letters/{id}/replay", "test:ops:stream", id)
                .header("Authorization", "Bearer " + TestAdmin.TOKEN).retrieve().toBodilessEntity();

        assertThat(replay.getStatusCode().value()).isEqualTo(202);
        assertThat(tasks.requeued).containsExactly(1L);
        awaitStatus(1, TaskStatus.COMPLETED);
        assertThat(http.get().uri("/api/ops/streams/{s}/dead-letters", "test:ops:stream").retrieve()
                .body(List.class)).isEmpty();
        assertThat(http.post().uri("/api/ops/streams/{s}/dead-letters/{id}/replay", "test:ops:stream", id)
                .header("Authorization", "Bearer " + TestAdmin.TOKEN).retrieve().toBodilessEntity().getStatusCode().value()).isEqualTo(404);
        assertThat(framework.ledger().history("OPS_TEST", 1)).extracting(t -> t.status()).containsExactly(
                TaskStatus.PENDING, TaskStatus.PROCESSING, TaskStatus.FAILED,
                TaskStatus.PENDING, TaskStatus.PROCESSING, TaskStatus.COMPLETED);
    }

    @Test
    void replayWhoseFeatureHookFailsLeavesTheTaskFailedAndItsDeadLetterInPlace() {
        failTaskOneUntilItsDeadLetterIsWritten();
        String id = framework.operations().deadLetters(OpsTestTasks.DEFINITION, 10).get(0).id();
        tasks.requeueFails = true;

        var replay = http.post().uri("/api/ops/streams/{s}/dead-letters/{id}/replay", "test:ops:stream", id)
                .header("Authorization", "Bearer " + TestAdmin.TOKEN).retrieve().toBodilessEntity();

        assertThat(replay.getStatusCode().value()).isEqualTo(500);
        assertThat(framework.ledger().status("OPS_TEST", 1)).contains(TaskStatus.FAILED);
        assertThat(framework.operations().deadLetters(OpsTestTasks.DEFINITION, 10)).extracting(l -> l.id())
                .containsExactly(id);
    }

    @Test
    void unknownStreamIsNotFoundAsProblem() {
        var response = http.get().uri("/api/ops/streams/{s}/dead-letters", "no:such:stream").retrieve()
                .toEntity(String.class);

        assertThat(response.getStatusCode().value()).isEqualTo(404);
        assertThat(response.getHeaders().getContentType().toString()).startsWith("application/problem+json");
        assertThat(response.getBody()).contains("no:such:stream");
    }

    private void failTaskOneUntilItsDeadLetterIsWritten() {
        tasks.failing.add(1L);
        tasks.producer.enqueue(new OpsTestTasks.OpsTask(1));
        awaitStatus(1, TaskStatus.FAILED);
        await().atMost(Duration.ofSeconds(15))
                .until(() -> !framework.operations().deadLetters(OpsTestTasks.DEFINITION, 10).isEmpty());
    }

    private void awaitStatus(long entityId, TaskStatus status) {
        await().atMost(Duration.ofSeconds(15))
                .until(() -> framework.ledger().status("OPS_TEST", entityId).equals(Optional.of(status)));
    }
}
