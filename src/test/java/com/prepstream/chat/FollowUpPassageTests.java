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
        List<Source> given = FollowUpPassage.given(DRAWBACKS, "", "那它的缺点呢？", BEFORE, List.of(OTHER_NOTE, SAME_NOTE));

        assertThat(given).extracting(Source::knowledgeBaseName).containsExactly("redis-aof", "redis-aof");
        assertThat(given).extracting(Source::n).containsExactly(1, 2);
        assertThat(given.get(0).chunkIndex()).isEqualTo(2);
    }

    /** A passage moved to without the follow-up's words in a heading keeps the other notes search found. */
    @Test
    void aPassageNotNamedByTheFollowUpKeepsTheOtherNotes() {
        List<Source> given = FollowUpPassage.given(DRAWBACKS, "", "那 MySQL 呢？", BEFORE, List.of(OTHER_NOTE, SAME_NOTE));

        assertThat(given).extracting(Source::knowledgeBaseName).containsExactly("redis-aof", "redis-rdb", "redis-aof");
    }
}
