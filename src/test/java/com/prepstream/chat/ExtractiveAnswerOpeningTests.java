package com.prepstream.chat;

import static com.prepstream.chat.ExtractiveAnswerTests.answer;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What of a note's opening is its description (no answer) and what is its own prose (ExtractiveAnswer). */
class ExtractiveAnswerOpeningTests {

    /**
     * A note whose front matter has a title and no description, then its own first heading: the paragraph under
     * that heading is the note's prose. Taken for a description, the note's opening answer was never quoted.
     */
    @Test
    void aFrontMatterTitleFollowedByAnotherHeadingHasNoDescription() {
        String note = """
                # Redis 持久化方式

                # Redis 持久化

                Redis 有两种持久化方式：RDB 快照和 AOF 日志，4.0 起还可以混合使用。

                开启 AOF 以后，重启时优先用 AOF 文件恢复数据。""";

        assertThat(answer("Redis 有哪几种持久化方式？", new Source(1, 1, "redis", 0, 0.8, note, "Redis 持久化方式")))
                .first().asString().startsWith("Redis 有两种持久化方式");
    }

    /** With a description (the one line under the title), the description alone is left out. */
    @Test
    void theDescriptionUnderTheTitleIsStillNoAnswer() {
        String note = """
                # Redis 持久化方式

                深入解析 Redis 的持久化方式、配置方法和优缺点对比。

                # Redis 持久化

                Redis 有两种持久化方式：RDB 快照和 AOF 日志，4.0 起还可以混合使用。""";

        assertThat(answer("Redis 有哪几种持久化方式？", new Source(1, 1, "redis", 0, 0.8, note, "Redis 持久化方式")))
                .containsExactly("Redis 有两种持久化方式：RDB 快照和 AOF 日志，4.0 起还可以混合使用。 [1]");
    }
}
