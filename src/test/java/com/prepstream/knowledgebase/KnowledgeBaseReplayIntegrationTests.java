package com.prepstream.knowledgebase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.knowledgebase.ingestion.VectorizeWorker;
import com.prepstream.stream.StreamOperations;
import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.support.CleanStateExtension;
import com.prepstream.support.IntegrationTest;
import com.prepstream.testing.TestDocuments;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;

/** An operator's dead-letter replay moves the item's own status with the ledger, not at the next pickup. */
@IntegrationTest
class KnowledgeBaseReplayIntegrationTests {

    static final Duration TIMEOUT = Duration.ofSeconds(60);

    @LocalServerPort
    int port;

    @Autowired
    StreamTaskFramework framework;

    @Autowired
    VectorizeWorker.Consumer consumer;

    @Autowired
    JdbcTemplate jdbc;

    @AfterEach
    void awaitIdleWorkers() {
        CleanStateExtension.awaitNoTaskInFlight(jdbc, TIMEOUT);
    }

    @Test
    void replayingTheDeadLetterShowsTheItemPendingWhileNoWorkerHasPickedItUp() {
        KnowledgeBaseApi api = new KnowledgeBaseApi(port);
        byte[] pdf = TestDocuments.pdf(Topics.DATABASES);
        long id = api.upload("broken.pdf", Arrays.copyOf(pdf, pdf.length / 3)).getBody().path("id").asLong();
        await().atMost(TIMEOUT).until(() -> api.status(id), "FAILED"::equals);
        StreamOperations operations = framework.operations();
        await().atMost(TIMEOUT).until(() -> !operations.deadLetters(VectorizeWorker.DEFINITION, 10).isEmpty());
        String letter = operations.deadLetters(VectorizeWorker.DEFINITION, 10).get(0).id();
        consumer.stop();
        try {
            assertThat(operations.replay(VectorizeWorker.DEFINITION, letter))
                    .isEqualTo(StreamOperations.ReplayResult.REPLAYED);

            JsonNode item = api.get("/" + id).getBody();
            assertThat(item.path("vectorStatus").asString()).isEqualTo("PENDING");
            assertThat(item.path("vectorError").isNull()).isTrue();
        } finally {
            consumer.start();
        }
    }
}
