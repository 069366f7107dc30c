package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ExtractiveAnswerTests {

    static final Source INDEX = new Source(1, 10, "indexes", 0, 0.7, """
            An index column need not be just a column of the underlying table,
            but can be a function or scalar expression computed from one or
            more columns of the table.

            For example, a common way to do case-insensitive comparisons is to
            use the lower function. Index expressions are relatively expensive to maintain.""");
    static final Source VACUUM = new Source(2, 11, "vacuum", 3, 0.6,
            "VACUUM reclaims storage occupied by dead tuples. It can run in parallel with reads.");

    @Test
    void quotesMatchingSentencesWithTheirPassageNumberInPassageOrder() {
        List<String> lines = ExtractiveAnswer.answer("How do I make case-insensitive comparisons with an index? "
                + "And what reclaims dead tuples?", List.of(INDEX, VACUUM), 4);
        assertThat(lines).contains(
                "For example, a common way to do case-insensitive comparisons is to use the lower function. [1]",
                "VACUUM reclaims storage occupied by dead tuples. [2]");
        assertThat(lines.get(lines.size() - 1)).endsWith("[2]");
    }

    @Test
    void quotesProseNotTheNotesMetadataHeadingsOrImages() {
        String note = """
                ---
                title: JVM 类加载器详解
                category: Java
                tag:
                  - JVM
                ---

                ## 双亲委派模型的好处

                ![类加载器层次关系图](https://oss.javaguide.cn/github/javaguide/java/jvm/class-loader-parents-delegation-model.png)

                双亲委派模型保证了 Java 程序的稳定运行，可以避免类的重复加载，也保证了 Java 的核心 API 不被篡改。""";

        assertThat(ExtractiveAnswer.sentences(note)).containsExactly(
                "双亲委派模型保证了 Java 程序的稳定运行，可以避免类的重复加载，也保证了 Java 的核心 API 不被篡改。");
    }

    @Test
    void joinsHardWrappedLinesIntoOneSentence() {
        assertThat(ExtractiveAnswer.sentences(INDEX.content())).first().isEqualTo(
                "An index column need not be just a column of the underlying table, but can be a function or scalar "
                        + "expression computed from one or more columns of the table.");
    }

    @Test
    void quotesEachListItemAsASentenceOfItsOwn() {
        // classloader.md in the JavaGuide samples: joined, each item ran into the next one's number
        String steps = """
                加载是类加载过程的第一步，主要完成下面 3 件事情：

                1. 通过全类名获取定义此类的二进制字节流
                2. 将字节流所代表的静态存储结构转换为方法区的运行时数据结构""";
        String jobs = """
                Autovacuum has several jobs:
                - reclaim the space of dead row versions,
                  so that tables do not bloat
                * update the statistics the planner uses""";

        assertThat(ExtractiveAnswer.sentences(steps)).containsExactly("加载是类加载过程的第一步，主要完成下面 3 件事情：",
                "通过全类名获取定义此类的二进制字节流", "将字节流所代表的静态存储结构转换为方法区的运行时数据结构");
        assertThat(ExtractiveAnswer.sentences(jobs)).containsExactly("Autovacuum has several jobs:",
                "reclaim the space of dead row versions, so that tables do not bloat",
                "update the statistics the planner uses");
        assertThat(ExtractiveAnswer.answer("Which statistics does the planner use?",
                List.of(new Source(1, 1, "vacuum", 0, 0.7, jobs)), 1))
                .containsExactly("update the statistics the planner uses [1]");
    }

    @Test
    void aQuotedLeadInBringsTheFirstItemsOfItsList() {
        String reasons = """
                Redis 快的原因主要有以下几点：

                1. 基于内存
                2. 单线程事件循环和 IO 多路复用
                3. 内置了多种优化过后的数据结构
                4. 通信协议简单""";
        String jobs = """
                Autovacuum has several jobs:
                - reclaim the space of dead row versions,
                  so that tables do not bloat
                * update the statistics the planner uses""";

        assertThat(ExtractiveAnswer.answer("Redis 为什么快？", List.of(new Source(1, 1, "redis", 0, 0.8, reasons)), 2))
                .containsExactly("Redis 快的原因主要有以下几点：基于内存；单线程事件循环和 IO 多路复用；内置了多种优化过后的数据结构 [1]");
        // the item the question names is quoted once, inside its lead-in's line
        assertThat(ExtractiveAnswer.answer("What jobs does autovacuum do for the planner statistics?",
                List.of(new Source(1, 1, "vacuum", 0, 0.7, jobs)), 2))
                .containsExactly("Autovacuum has several jobs: reclaim the space of dead row versions, so that tables do "
                        + "not bloat; update the statistics the planner uses [1]");
    }

    @Test
    void splitsChineseSentencesAndJoinsWrappedHan() {
        Source zh = new Source(1, 1, "redis", 0, 0.8, "Redis 使用单线程处理命\n令。持久化有 RDB 和 AOF 两种方式！");
        assertThat(ExtractiveAnswer.sentences(zh.content())).containsExactly("Redis 使用单线程处理命令。",
                "持久化有 RDB 和 AOF 两种方式！");
        assertThat(ExtractiveAnswer.answer("Redis 的持久化方式有哪些？", List.of(zh), 1))
                .containsExactly("持久化有 RDB 和 AOF 两种方式！ [1]");
    }

    @Test
    void withNoSharedWordFallsBackToTheBestPassagesOpeningAndNeverToInventedText() {
        List<String> lines = ExtractiveAnswer.answer("zzz qqq", List.of(VACUUM, INDEX), 3);
        assertThat(lines).containsExactly("VACUUM reclaims storage occupied by dead tuples. [2]");
    }

    @Test
    void limitsSentencesPerAnswer() {
        assertThat(ExtractiveAnswer.answer("index expressions table columns function", List.of(INDEX), 1)).hasSize(1);
    }
}
