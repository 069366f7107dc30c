package com.prepstream.knowledgebase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.support.IntegrationTest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;

/**
 * A document's other passages count as evidence for it only beyond what its length alone puts among the
 * candidates (docs/retrieval.md, "A page's other passages count"). Found by an exploratory pass: beside
 * JavaGuide's long garbage-collection note, "ZGC 停顿时间" ranked one of its G1 passages above a short
 * note on ZGC, because a long note always has several passages among the candidates.
 */
@IntegrationTest
class DocumentEvidenceIntegrationTests {

    static final String ZGC_NOTE = """
            # ZGC 笔记

            ZGC 是 JDK 11 引入的低延迟垃圾收集器，停顿时间通常不超过 10 毫秒。
            ZGC 使用着色指针和读屏障，实现并发的标记与整理。
            ZGC 的停顿时间不会随着堆的大小增加而增加，可以支持 TB 级别的堆。
            """;

    @LocalServerPort
    int port;

    KnowledgeBaseApi api;

    @BeforeEach
    void setUp() {
        api = new KnowledgeBaseApi(port);
    }

    @Test
    void aShortNoteOnTheTopicOutranksALongNotesManyPassagesNearIt() {
        long garbageCollection = uploadAndComplete("jvm-garbage-collection.md", sample("java/jvm/jvm-garbage-collection.md"));
        uploadAndComplete("classloader.md", sample("java/jvm/classloader.md"));
        long zgc = uploadAndComplete("zgc-note.md", ZGC_NOTE.getBytes(StandardCharsets.UTF_8));

        assertThat(firstHit("ZGC 停顿时间")).isEqualTo(zgc);
        assertThat(firstHit("ZGC 的停顿时间会随着堆变大而增加吗")).isEqualTo(zgc);
        assertThat(firstHit("CMS 收集器有哪些缺点")).as("the long note still answers its own topics").isEqualTo(garbageCollection);
    }

    private long firstHit(String question) {
        List<JsonNode> hits = KnowledgeBaseIntegrationTests.hits(api.get("/search?q=" + question + "&k=3"));
        assertThat(hits).as(question).isNotEmpty();
        return hits.get(0).path("knowledgeBaseId").asLong();
    }

    private long uploadAndComplete(String filename, byte[] content) {
        long id = api.upload(filename, content).getBody().path("id").asLong();
        await().atMost(Duration.ofSeconds(90)).until(() -> api.status(id), "COMPLETED"::equals);
        return id;
    }

    private static byte[] sample(String path) {
        try (InputStream in = DocumentEvidenceIntegrationTests.class.getResourceAsStream("/samples/javaguide/" + path)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
