package com.prepstream.knowledgebase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.support.IntegrationTest;
import com.prepstream.testing.TestDocuments;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import tools.jackson.databind.JsonNode;

/**
 * Issue #11: Chinese questions without English words find their Chinese note. The in-process
 * model reads English; the notes are found through the full-text side (smartcn words) fused with
 * the vectors. Three JavaGuide notes (Apache-2.0, vendored under samples/javaguide) and a few
 * English PostgreSQL paragraphs as distractors.
 */
@IntegrationTest
class ChineseSearchIntegrationTests {

    @LocalServerPort
    int port;

    @Test
    void chineseQuestionsFindTheirNoteFirstAndHitsCarryTheSectionHeading() throws Exception {
        KnowledgeBaseApi api = new KnowledgeBaseApi(port);
        Map<String, Long> notes = new LinkedHashMap<>();
        for (String note : new String[] {"java/jvm/classloader.md", "java/basis/bigdecimal.md",
                "java/basis/why-there-only-value-passing-in-java.md"}) {
            byte[] bytes = TestDocuments.read(TestDocuments.sample("javaguide/" + note));
            notes.put(note, api.upload(note.substring(note.lastIndexOf('/') + 1), bytes).getBody().path("id").asLong());
        }
        api.upload("postgres.txt", TestDocuments.text(String.join("\n\n", java.nio.file.Files.readAllLines(
                TestDocuments.sample("postgresql-manual/paragraphs.txt")))));
        await().atMost(Duration.ofSeconds(300)).pollInterval(Duration.ofSeconds(1))
                .until(() -> notes.values().stream().allMatch(id -> api.status(id).equals("COMPLETED")));

        Map<String, String> questions = Map.of(
                "加载一个类的时候，为什么要先交给父加载器去加载？", "java/jvm/classloader.md",
                "双亲委派模型是什么", "java/jvm/classloader.md",
                "用浮点数计算金额为什么会丢失精度", "java/basis/bigdecimal.md",
                "方法调用时参数到底是值传递还是引用传递", "java/basis/why-there-only-value-passing-in-java.md");
        questions.forEach((question, note) -> {
            ResponseEntity<JsonNode> response = api.search(question);
            assertThat(response.getStatusCode()).isEqualTo(HttpStatus.OK);
            assertThat(response.getBody().path(0).path("knowledgeBaseId").asLong()).as(question).isEqualTo(notes.get(note));
        });
        JsonNode hit = api.search("双亲委派模型的执行流程").getBody().path(0);
        assertThat(hit.path("heading").asString()).contains("双亲委派模型");
    }
}
