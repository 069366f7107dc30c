package com.prepstream.chat;

import static com.prepstream.chat.ChatOfflineFollowUpTests.quoted;
import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.chat.ChatApi.Stream;
import com.prepstream.support.IntegrationTest;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A follow-up whose words head a section of the note answered before quotes that section only (real models,
 * PostgreSQL, Redis), and a note's opening answer under its own first heading is quoted (ExtractiveAnswer).
 */
@IntegrationTest
class ChatOfflineFollowUpSectionTests {

    static final String AOF = """
            ---
            title: Redis AOF 持久化详解
            description: 介绍 Redis AOF 持久化的原理、刷盘策略和优缺点。
            ---

            ## 什么是 AOF 持久化？

            AOF（append only file）持久化会把每一条更改 Redis 数据的写命令追加到 AOF 文件末尾，Redis 重启时重新执行这些命令来恢复数据。与 RDB 快照相比，AOF 的实时性更好。

            ## AOF 的刷盘策略

            Redis 配置文件里的 appendfsync 参数决定 AOF 何时把数据同步到磁盘：always 每次写入都同步，everysec 每秒同步一次，no 交给操作系统决定。

            ## AOF 的缺点

            AOF 文件通常比同样数据的 RDB 快照大得多，Redis 重启时要逐条重放命令，恢复速度也比加载 RDB 慢。写入频繁时 AOF 文件不断膨胀，需要定期重写来压缩。
            """;

    static final String RDB = """
            ---
            title: Redis RDB 快照持久化
            description: 介绍 Redis RDB 快照的原理和优缺点。
            ---

            ## 什么是 RDB 持久化？

            RDB 持久化是 Redis 在某个时间点把内存中的全部数据写成一个压缩的快照文件，重启时加载这个文件恢复数据。

            ## RDB 的缺点

            RDB 快照的缺点是两次快照之间写入的数据在宕机时会丢失，而且 fork 子进程生成快照时会占用额外的内存。
            """;

    @LocalServerPort
    int port;

    @Test
    void aFollowUpQuotesTheSectionItsWordsHeadAndNoOtherNote() {
        ChatApi api = new ChatApi(port);
        api.uploadAndWait("redis-aof.md", AOF);
        api.uploadAndWait("redis-rdb.md", RDB);
        long session = api.createSession(Map.of());

        Stream first = api.ask(session, "Redis 的 AOF 持久化是什么？");
        Stream followUp = api.ask(session, "那它的缺点呢？");

        // the RDB note names Redis and not AOF: it was quoted first for the AOF question (NamedTerms)
        assertThat(quoted(first)).as(first.events().toString()).contains("追加到 AOF 文件末尾");
        assertThat(quoted(followUp)).as(quoted(first) + "\nthen\n" + followUp.events())
                .contains("恢复速度也比加载 RDB 慢").doesNotContain("两次快照之间");
        assertThat(followUp.events().get(0).data().get("sources")).as(followUp.events().toString())
                .allSatisfy(source -> assertThat(source.get("knowledgeBaseName").asString()).isEqualTo("redis-aof"));
    }

    /** A front matter with a title and no description, then the note's own first heading and its opening answer. */
    @Test
    void aNotesOpeningUnderItsOwnHeadingIsQuotedForItsQuestion() {
        ChatApi api = new ChatApi(port);
        api.uploadAndWait("redis-ways.md", """
                ---
                title: Redis 持久化方式
                ---

                # Redis 持久化

                Redis 支持三种持久化方式：RDB 快照、AOF 日志，以及 4.0 起的 RDB 和 AOF 混合持久化。

                开启 AOF 以后，Redis 重启时优先用 AOF 文件恢复数据。
                """);

        Stream answer = api.ask(api.createSession(Map.of()), "Redis 有哪几种持久化方式？");

        assertThat(quoted(answer)).as(answer.events().toString()).contains("Redis 支持三种持久化方式");
    }
}
