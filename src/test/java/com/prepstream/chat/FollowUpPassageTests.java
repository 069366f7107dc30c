package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.knowledgebase.search.SearchHit;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The passages a follow-up is answered from once it moved within the note answered before (FollowUpPassage). */
class FollowUpPassageTests {

    static final String BEFORE = "Redis 的 AOF 持久化是什么？";
    static final SearchHit DRAWBACKS = new SearchHit(1, "redis-aof", 2, "## AOF 的缺点\n\nAOF 文件通常比 RDB 快照大，恢复也更慢。",
            0.62, "AOF 的缺点");
    static final Source OTHER_NOTE = new Source(1, 2, "redis-rdb", 1, 0.67, "RDB 快照的缺点是两次快照之间的数据会丢失。");
    static final Source SAME_NOTE = new Source(2, 1, "redis-aof", 0, 0.66, "AOF 持久化会把写命令追加到文件末尾。");

    /** A section headed by what the follow-up asks ("缺点") is its answer: no other note is given beside it. */
    @Test
    void aSectionNamedByTheFollowUpIsAnsweredFromItsNoteOnly() {
        List<Source> given = FollowUpPassage.given(DRAWBACKS, List.of(), "那它的缺点呢？", BEFORE, List.of(OTHER_NOTE, SAME_NOTE));

        assertThat(given).extracting(Source::knowledgeBaseName).containsExactly("redis-aof", "redis-aof");
        assertThat(given).extracting(Source::n).containsExactly(1, 2);
        assertThat(given.get(0).chunkIndex()).isEqualTo(2);
    }

    /** A passage moved to without the follow-up's words in a heading keeps the other notes search found. */
    @Test
    void aPassageNotNamedByTheFollowUpKeepsTheOtherNotes() {
        List<Source> given = FollowUpPassage.given(DRAWBACKS, List.of(), "那 MySQL 呢？", BEFORE, List.of(OTHER_NOTE, SAME_NOTE));

        assertThat(given).extracting(Source::knowledgeBaseName).containsExactly("redis-aof", "redis-rdb", "redis-aof");
    }

    /** A chunk holding the end of one section and the one the follow-up names is quoted from that section's heading. */
    @Test
    void theMovedPassageStartsAtTheHeadingTheFollowUpNames() {
        // the real chunk of javaguide/java/jvm/classloader.md: the sentence above the heading read as close
        SearchHit chunk = new SearchHit(1, "classloader", 12, "**JVM 判定两个 Java 类是否相同的具体规则**：只有两者都相同的情况，"
                + "才认为两个类是相同的。\n\n### 双亲委派模型的好处\n\nJVM 区分不同类的依据是类名加上加载该类的类加载器。", 0.7, "双亲委派模型");

        List<Source> given = FollowUpPassage.given(chunk, List.of(), "那它的好处呢？", "双亲委派模型是什么？", List.of());

        assertThat(given.get(0).content()).startsWith("### 双亲委派模型的好处").contains("区分不同类")
                .doesNotContain("只有两者都相同");
    }

    /** Only the chunk's own heading names the follow-up's words: the passage is quoted whole. */
    @Test
    void aPassageUnderTheNamedHeadingIsKeptWhole() {
        List<Source> given = FollowUpPassage.given(DRAWBACKS, List.of(), "那它的缺点呢？", BEFORE, List.of());

        assertThat(given.get(0).content()).isEqualTo(DRAWBACKS.content());
    }

    /** A chunk that ends at the heading the follow-up names is read on into the two chunks after it. */
    @Test
    void aChunkEndingAtTheNamedHeadingIsReadOnIntoTheSectionsText() {
        SearchHit chunk = new SearchHit(1, "classloader", 65, "只有两者都相同的情况，才认为两个类是相同的。\n\n### 双亲委派模型的好处",
                0.7, null);
        List<String> next = List.of("### 双亲委派模型的好处\n\n双亲委派模型实现了两个关键的安全目标。",
                "双亲委派模型实现了两个关键的安全目标。\n\nJVM 区分不同类的依据是类名加上加载该类的类加载器。");

        List<Source> given = FollowUpPassage.given(chunk, next, "那它的好处呢？", "双亲委派模型是什么？", List.of());

        assertThat(given.get(0).content()).startsWith("### 双亲委派模型的好处").contains("区分不同类")
                .doesNotContain("只有两者都相同");
    }
}
