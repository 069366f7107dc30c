package com.prepstream.knowledgebase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.support.IntegrationTest;
import com.prepstream.testing.TestDocuments;
import com.prepstream.text.HeadingOnlyText;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;

/** Notes by their titles in the list, the detail and search, and the reader view of a note's text. */
@IntegrationTest
class NoteTitleAndReaderIntegrationTests {

    static final String CLASS_LOADERS = """
            ---
            title: 类加载器详解（重点）
            category: Java
            ---

            ## 双亲委派模型

            双亲委派模型要求除了顶层的启动类加载器外，其余的类加载器都应有自己的父类加载器。类加载器在收到加载请求时先把请求委派给父类加载器完成。

            ## 双亲委派模型的好处

            双亲委派模型保证了 Java 程序的稳定运行，可以避免类的重复加载，也保证了 Java 的核心 API 不被篡改。

            <script>alert(1)</script>
            """;

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    NoteTitles titles;

    KnowledgeBaseApi api;

    @BeforeEach
    void setUp() {
        api = new KnowledgeBaseApi(port);
    }

    long upload(String filename, byte[] content) {
        ResponseEntity<JsonNode> response = api.upload(filename, content);
        assertThat(response.getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
        long id = response.getBody().path("id").asLong();
        await().atMost(Duration.ofSeconds(60)).until(() -> api.status(id), "COMPLETED"::equals);
        return id;
    }

    @Test
    void aNoteIsListedFoundAndDetailedByItsTitleWithItsFileNameBeside() {
        long id = upload("classloader.md", TestDocuments.text(CLASS_LOADERS));

        JsonNode item = api.get("/" + id).getBody();
        assertThat(item.path("title").asString()).isEqualTo("类加载器详解（重点）");
        assertThat(item.path("name").asString()).isEqualTo("classloader");
        assertThat(item.path("originalFilename").asString()).isEqualTo("classloader.md");
        assertThat(api.get("/list").getBody().get(0).path("title").asString()).isEqualTo("类加载器详解（重点）");
        JsonNode hit = api.search("双亲委派模型有什么好处").getBody().get(0);
        assertThat(hit.path("title").asString()).isEqualTo("类加载器详解（重点）");
        assertThat(hit.path("knowledgeBaseName").asString()).isEqualTo("classloader");
    }

    @Test
    void aNoteWithoutAHeadingIsKnownByItsName() {
        long id = upload("plain-notes.txt", TestDocuments.text(Topics.ASTRONOMY));
        assertThat(api.get("/" + id).getBody().path("title").asString()).isEqualTo("plain-notes");
    }

    @Test
    void notesStoredBeforeTitlesWereKeptGetThemWithoutAManualStep() {
        long id = upload("classloader.md", TestDocuments.text(CLASS_LOADERS));
        jdbc.update("update knowledge_base set title = null where id = ?", id);

        titles.fillMissing();

        assertThat(jdbc.queryForObject("select title from knowledge_base where id = ?", String.class, id))
                .isEqualTo("类加载器详解（重点）");
    }

    @Test
    void theReaderShowsTheNotesTextWithItsPassagesAsMarkdownText() {
        long id = upload("classloader.md", TestDocuments.text(CLASS_LOADERS));
        JsonNode hit = api.search("双亲委派模型有什么好处").getBody().get(0);

        ResponseEntity<JsonNode> reader = api.get("/" + id + "/text?chunk=" + hit.path("chunkIndex").asInt());

        assertThat(reader.getStatusCode()).isEqualTo(HttpStatus.OK);
        JsonNode note = reader.getBody();
        assertThat(note.path("title").asString()).isEqualTo("类加载器详解（重点）");
        assertThat(note.path("format").asString()).isEqualTo("markdown");
        assertThat(note.path("truncated").asBoolean()).isFalse();
        String text = note.path("text").asString();
        assertThat(text).startsWith("# 类加载器详解（重点）").contains("## 双亲委派模型的好处")
                .doesNotContain("category: Java");
        assertThat(note.path("passage").asString()).isEqualTo(hit.path("content").asString());
        // the passage a hit quotes is in the text the reader opens, so the page can scroll to it
        assertThat(text.replaceAll("\\s+", "")).contains(hit.path("content").asString().replaceAll("\\s+", "")
                .substring(0, 20));
    }

    @Test
    void aMissingNoteHasNoText() {
        ResponseEntity<JsonNode> missing = api.get("/987654/text");
        assertThat(missing.getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
        assertThat(missing.getBody().path("status").asInt()).isEqualTo(404);
    }

    @Test
    void searchForAReaderGroupsPassagesOfTheBestNote() {
        StringBuilder redis = new StringBuilder("# Redis persistence\n\n");
        for (String section : List.of("RDB snapshots", "AOF append only file", "AOF rewrite", "Mixed persistence")) {
            redis.append("## ").append(section).append("\n\n").append("Redis persistence writes data to disk with ")
                    .append(section).append(". Redis persistence keeps data after a restart: the ").append(section)
                    .append(" way of persisting data to disk has its own costs and its own recovery time.\n\n");
        }
        long notes = upload("redis.md", TestDocuments.text(redis.toString()));
        upload("space.txt", TestDocuments.text(Topics.ASTRONOMY));
        upload("garden.txt", TestDocuments.text(Topics.GARDENING));

        List<Long> grouped = ids(api.get("/search?q=how does Redis persist data to disk&k=5&passages=3"));
        List<Long> onePerNote = ids(api.get("/search?q=how does Redis persist data to disk&k=5"));

        assertThat(onePerNote.get(1)).as("one passage per note first: another note second").isNotEqualTo(notes);
        assertThat(grouped.subList(0, 2)).containsOnly(notes);
        assertThat(api.get("/search?q=redis&passages=4").getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
    }

    @Test
    void aReadersSearchShowsNoPassageThatIsOnlyAHeading() {
        // the shape of JavaGuide's mysql-questions-01.md at its end: a heading, two labels, then links whose
        // addresses are too long for a chunk, so one chunk held the heading and labels only and ranked first
        String link = "https://mp.weixin.qq.com/mp/appmsgalbum?__biz=Mzg3NTc3NjM4Nw==&action=getalbum&album_id=2372043523518300162"
                + "&scene=173&from_msgid=2247484308&from_itemidx=1&count=3&nolastread=1&padding=" + "x".repeat(160) + "#wechat_redirect";
        String note = "# MySQL 常见面试题总结\n\n## 慢查询优化\n\n在面试中，建议按优先级依次介绍慢 SQL 定位、索引优化、表结构设计和 SQL 优化等内容。"
                + "架构层面的优化，如读写分离和分库分表，应作为最后的手段，因其引入的复杂性会带来额外的维护成本。\n\n"
                + "## MySQL 学习资料推荐\n\n[**书籍推荐**](../../books/database.md#mysql) 。\n\n**文章推荐** :\n\n"
                + "- [一树一溪的 MySQL 系列教程](" + link + ")\n- [MySQL 的自增主键一定是连续的吗？](" + link + ")\n"
                + "- [深入理解 MySQL 索引底层原理](" + link + ")\n";
        long id = upload("mysql-questions-01.md", TestDocuments.text(note));
        List<String> chunks = jdbc.queryForList("select content from knowledge_base_chunk where knowledge_base_id = ?",
                String.class, id);
        assertThat(chunks).as("the note has a chunk that is only its heading and labels").anyMatch(HeadingOnlyText::test);

        for (int passages = 1; passages <= 3; passages++) {
            JsonNode hits = api.get("/search?q=MySQL 学习资料推荐&k=8&passages=" + passages).getBody();
            assertThat(hits).as("passages=%d", passages).isNotEmpty();
            hits.forEach(hit -> assertThat(HeadingOnlyText.test(hit.path("content").asString())).as(hit.path("content").asString())
                    .isFalse());
            assertThat(hits.get(0).path("knowledgeBaseId").asLong()).isEqualTo(id);
        }
    }

    static List<Long> ids(ResponseEntity<JsonNode> response) {
        List<Long> ids = new ArrayList<>();
        response.getBody().forEach(hit -> ids.add(hit.path("knowledgeBaseId").asLong()));
        return ids;
    }
}
