package com.prepstream.knowledgebase.ingestion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.knowledgebase.KnowledgeBaseApi;
import com.prepstream.knowledgebase.search.ChunkStore;
import com.prepstream.knowledgebase.store.ChunkScope;
import com.prepstream.knowledgebase.store.KnowledgeBaseSettings;
import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.support.IntegrationTest;
import com.prepstream.testing.TestDocuments;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Issue #11: one document of thousands of near-identical chunks used to cut the other documents
 * off in the HNSW graph (docs/knowledge-base.md, "Known limitation"). Forty ordinary documents (a
 * paragraph each of the PostgreSQL manual) and one log-like document of 4,000+ near-identical
 * chunks are vectorized through the workers; then each of the forty must be the nearest
 * neighbour of its own text. Asked of the vector search alone and through the HNSW index (the
 * exact scan for small scopes is switched off here), so neither lexical matching nor the exact
 * scan can rescue it.
 */
@IntegrationTest
class NearDuplicateCollapseIntegrationTests {

    static final Duration TIMEOUT = Duration.ofSeconds(240);
    static final int LOG_LINES = 17_000;

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ChunkStore chunks;

    @Autowired
    EmbeddingModel model;

    @Autowired
    EmbeddingModelInfo modelInfo;

    @Autowired
    TransactionTemplate transactions;

    @Autowired
    KnowledgeBaseSettings settings;

    @Test
    void everyOrdinaryDocumentIsStillFoundByItsOwnTextAfterANearDuplicateFlood() throws Exception {
        KnowledgeBaseApi api = new KnowledgeBaseApi(port);
        List<String> paragraphs = Files.readAllLines(TestDocuments.sample("postgresql-manual/paragraphs.txt"),
                StandardCharsets.UTF_8).stream().filter(line -> !line.isBlank()).toList();
        assertThat(paragraphs).hasSize(40);
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < paragraphs.size(); i++) {
            ids.add(uploaded(api.upload("page-" + i + ".txt", TestDocuments.text(paragraphs.get(i)))));
        }
        long flood = uploaded(api.upload("export.log.txt", TestDocuments.text(logLines())));
        await().atMost(TIMEOUT).pollInterval(Duration.ofSeconds(1)).until(() -> jdbc.queryForObject(
                "select count(*) from knowledge_base where vector_status = 'COMPLETED'", Integer.class) == 41);
        assertThat(new TextChunker(settings.chunkMaxChars(), settings.chunkOverlapChars(),
                new com.prepstream.ai.MiniLmTokenCounter()).chunk(logLines())).hasSizeGreaterThan(4_000);

        List<Integer> lost = new ArrayList<>();
        for (int i = 0; i < paragraphs.size(); i++) {
            float[] query = model.embed(paragraphs.get(i));
            List<SearchHit> hits = transactions.execute(tx -> chunks.search(query, 1, ChunkScope.ANY, modelInfo,
                    settings.efSearch(), 0));
            if (hits.isEmpty() || hits.get(0).knowledgeBaseId() != ids.get(i)) {
                lost.add(i);
            }
        }
        assertThat(lost).as("ordinary documents not found by their own text").isEmpty();
        assertThat(jdbc.queryForObject("select chunk_count from knowledge_base where id = ?", Integer.class, flood))
                .as("the repeated chunks of the flood document are stored once").isLessThan(20);
    }

    /** An export log: the same line over and over, only the numbers change. */
    static String logLines() {
        StringBuilder log = new StringBuilder();
        for (int i = 0; i < LOG_LINES; i++) {
            log.append(String.format(Locale.ROOT, "Event %d: the nightly export job for tenant %d finished in %d seconds "
                    + "with status OK and %d warnings.%n", 100_000 + i, i % 97, 30 + i % 61, i % 3));
        }
        return log.toString();
    }

    /** The new item's id; an upload that was not taken fails here with its answer, not as a timeout later. */
    private static long uploaded(org.springframework.http.ResponseEntity<tools.jackson.databind.JsonNode> response) {
        assertThat(response.getStatusCode().value()).as("upload answered %s", response.getBody()).isEqualTo(202);
        return response.getBody().path("id").asLong();
    }
}
