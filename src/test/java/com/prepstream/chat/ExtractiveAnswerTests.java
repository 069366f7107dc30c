package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The offline answer's choice and shape, with a stand-in for the embedding model's similarity. */
class ExtractiveAnswerTests {

    /** Share of the question's words a text holds: a deterministic stand-in for cosine similarity. */
    static ExtractiveAnswer.Relevance wordsOf(String question) {
        Set<String> asked = Terms.of(question);
        return (passage, texts) -> new ExtractiveAnswer.Scores("words", texts.stream().mapToDouble(text -> {
            Set<String> terms = Terms.of(text);
            return (double) asked.stream().filter(terms::contains).count() / Math.max(1, asked.size());
        }).toArray());
    }

    static List<String> answer(String question, Source... sources) {
        return ExtractiveAnswer.answer(question, List.of(sources), wordsOf(question));
    }

    @Test
    void quotesAListWithAllItsItemsUnderItsLeadIn() {
        String persistence = """
                Redis 不同于 Memcached 的很重要一点就是，Redis 支持持久化，而且支持 3 种持久化方式，它们分别是：

                - 快照（snapshotting，RDB）
                - 只追加文件（append-only file，AOF）
                - RDB 和 AOF 的混合持久化（Redis 4.0 新增）
                - 不持久化，数据只在内存中
                - 主从复制中的副本也保存一份数据""";

        assertThat(answer("Redis 有哪几种持久化方式？", new Source(1, 1, "redis", 0, 0.8, persistence))).containsExactly("""
                Redis 不同于 Memcached 的很重要一点就是，Redis 支持持久化，而且支持 3 种持久化方式，它们分别是：
                - 快照（snapshotting，RDB）
                - 只追加文件（append-only file，AOF）
                - RDB 和 AOF 的混合持久化（Redis 4.0 新增）
                - 不持久化，数据只在内存中
                - 主从复制中的副本也保存一份数据 [1]""");
    }

    /** A numbered list keeps its numbers as written (a reader follows steps by them), not "- ". */
    @Test
    void aNumberedListKeepsItsNumbers() {
        String steps = """
                类加载的过程分为以下几步：

                1. 加载：通过全类名获取定义此类的二进制字节流
                2) 连接：验证、准备和解析
                3. 初始化：执行类构造器方法""";

        assertThat(answer("类加载的过程分为哪几步？", new Source(1, 1, "jvm", 0, 0.8, steps))).containsExactly("""
                类加载的过程分为以下几步：
                1. 加载：通过全类名获取定义此类的二进制字节流
                2) 连接：验证、准备和解析
                3. 初始化：执行类构造器方法 [1]""");
    }

    /** Angle brackets of Java are prose, not HTML: only tags by name are removed. */
    @Test
    void javasAngleBracketsAreKeptAndHtmlTagsRemoved() {
        String note = """
                初始化阶段是执行类构造器 <clinit>() 方法的过程，List<String> 的泛型信息在编译后会被擦除。<br/>这是<b>重点</b>。""";

        assertThat(answer("类构造器 clinit 方法是什么？", new Source(1, 1, "jvm", 0, 0.8, note))).containsExactly(
                "初始化阶段是执行类构造器 <clinit>() 方法的过程，List<String> 的泛型信息在编译后会被擦除。这是重点。 [1]");
    }

    @Test
    void aSentenceAnnouncingAnExampleIsQuotedWithIt() {
        String page = """
                For example, a common way to do case-insensitive comparisons is to use the lower function:

                SELECT * FROM test1 WHERE lower(col1) = 'value';

                Index expressions are relatively expensive to maintain.""";

        assertThat(answer("How do I compare case-insensitively with the lower function?",
                new Source(1, 1, "indexes", 0, 0.7, page))).first().isEqualTo("""
                For example, a common way to do case-insensitive comparisons is to use the lower function:
                SELECT * FROM test1 WHERE lower(col1) = 'value'; [1]""");
    }

    @Test
    void aQuestionTheNoteAsksItselfIsNoAnswer() {
        String note = """
                **那 SPI 和 API 有啥区别？**

                SPI 的接口由调用方定义，由第三方实现；API 的接口和实现都由提供方给出。""";

        assertThat(answer("SPI 和 API 有啥区别？", new Source(1, 1, "spi", 0, 0.7, note)))
                .containsExactly("SPI 的接口由调用方定义，由第三方实现；API 的接口和实现都由提供方给出。 [1]");
    }

    /**
     * The questions a note opens with ("本文会回答以下问题：1. …？ 2. …？") read like a short question, closer to it than the
     * paragraph that answers: a list of questions is no answer.
     */
    @Test
    void aListOfQuestionsIsNoAnswer() {
        String note = """
                这篇文章会回答以下几个问题：

                1. TCP 四次挥手每一步分别做了什么？
                2. 为什么 TCP 要四次挥手，而不是三次？

                TCP 是全双工的，四次挥手时双方各自关闭自己的发送方向，被动关闭方可能还有数据要发，所以 FIN 和 ACK 分开发送。""";

        assertThat(answer("为什么 TCP 要四次挥手", new Source(1, 1, "tcp", 0, 0.7, note))).containsExactly(
                "TCP 是全双工的，四次挥手时双方各自关闭自己的发送方向，被动关闭方可能还有数据要发，所以 FIN 和 ACK 分开发送。 [1]");
    }

    /** Another note's interview reading list ("- MVCC 是怎么实现的？") names the question and answers nothing: not cited. */
    @Test
    void anotherNotesListOfQuestionsIsNotCited() {
        Source mvcc = new Source(1, 1, "mvcc", 0, 0.70,
                "InnoDB 的 MVCC 实现依赖隐藏字段、Read View 和 undo log：不可见的版本沿 undo log 找到历史版本。");
        Source readingList = new Source(2, 2, "mysql-questions", 0, 0.69, """
                - MVCC 是怎么实现的？
                - 当前读和快照读有什么区别？""");

        assertThat(answer("MVCC 是怎么实现的", mvcc, readingList)).containsExactly(
                "InnoDB 的 MVCC 实现依赖隐藏字段、Read View 和 undo log：不可见的版本沿 undo log 找到历史版本。 [1]");
    }

    /**
     * A short question's meaning is mostly its form: under the model, "Kafka 是 LinkedIn 开源的…" was closer to "MCP 是什么"
     * than the MCP note's answer. Another note must also hold as many of the question's words.
     */
    @Test
    void anotherNoteAnsweringTheSameFormAboutAnotherTopicIsNotCited() {
        Source mcp = new Source(1, 1, "mcp", 0, 0.70, "MCP 是模型上下文协议，让大模型以统一的方式调用外部工具和数据源。");
        Source kafka = new Source(2, 2, "message-queue", 0, 0.69, "Kafka 是 LinkedIn 开源的一个分布式流式处理平台。");
        // as bge-small-zh scored them for "MCP 是什么": the other topic's definition a little closer
        ExtractiveAnswer.Relevance formOnly = (passage, texts) -> new ExtractiveAnswer.Scores("model",
                texts.stream().mapToDouble(text -> text.startsWith("Kafka") ? 0.9 : 0.8).toArray());

        assertThat(ExtractiveAnswer.answer("MCP 是什么", List.of(mcp, kafka), formOnly)).containsExactly(
                "MCP 是模型上下文协议，让大模型以统一的方式调用外部工具和数据源。 [1]");
    }

    @Test
    void neverQuotesALeadInWhoseListThePassageCutOff() {
        String cut = """
                持久化是 Redis 的一项重要能力，重启后数据可以从磁盘恢复。

                Redis 支持 3 种持久化方式，它们分别是：""";

        assertThat(answer("Redis 支持哪几种持久化方式？", new Source(1, 1, "redis", 0, 0.8, cut)))
                .containsExactly("持久化是 Redis 的一项重要能力，重启后数据可以从磁盘恢复。 [1]");
    }

    @Test
    void removesMarkdownDebrisLinksKeepTheirText() {
        String note = """
                ---
                title: MySQL 索引详解
                ---

                ## B+ 树

                ![B+树](https://oss.javaguide.cn/b-plus-tree.png)

                **B+ 树**的叶子节点之间用链表相连，详见[树结构详解](../../cs-basics/data-structure/tree.md)，范围查询只需<code>顺序遍历</code>。

                ```java
                # 不是标题
                int b = 1;
                ```

                | 树 | 叶子 |
                | --- | --- |
                | B 树 | 无链表 |""";

        assertThat(answer("B+ 树的叶子节点为什么适合范围查询？", new Source(1, 1, "mysql", 0, 0.8, note))).containsExactly(
                "B+ 树的叶子节点之间用链表相连，详见树结构详解，范围查询只需顺序遍历。 [1]");
    }

    @Test
    void aTableIsQuotedAsAListOfItsRowsWithoutPipes() {
        String table = """
                | type 取值 | 含义 |
                | --- | --- |
                | const | 通过主键或唯一索引等值查询，最多一行 |
                | **ALL** | 全表扫描，需要优化 |""";

        assertThat(answer("执行计划 type 列的 ALL 取值是什么含义？", new Source(1, 1, "explain", 0, 0.8, table)))
                .containsExactly("""
                        - type 取值：含义
                        - const：通过主键或唯一索引等值查询，最多一行
                        - ALL：全表扫描，需要优化 [1]""");
    }

    @Test
    void aCodeBlockOpenedBeforeThePassageBeganIsNotQuoted() {
        String passage = """
                appendfsync everysec
                no-appendfsync-on-rewrite no
                ```

                AOF 持久化的实时性更好，因此已成为主流的持久化方案。""";

        assertThat(answer("AOF 持久化的实时性怎么样？", new Source(1, 1, "redis", 0, 0.8, passage)))
                .containsExactly("AOF 持久化的实时性更好，因此已成为主流的持久化方案。 [1]");
    }

    @Test
    void bringsTheSectionsSummaryLineWithTheBestParagraph() {
        String section = """
                ### B+ 树与 B 树

                B 树的所有节点既存放键也存放数据，B+ 树只有叶子节点存放数据。

                B 树的检索过程相当于对范围内的每个节点的关键字做二分查找。

                综上，B+ 树与 B 树相比，具备更少的 IO 次数、更稳定的查询效率和更适于范围查询这些优势。""";

        assertThat(answer("B 树和 B+ 树的节点存放数据有什么不同？", new Source(1, 1, "mysql", 0, 0.8, section))).containsExactly(
                "B 树的所有节点既存放键也存放数据，B+ 树只有叶子节点存放数据。 [1]",
                "综上，B+ 树与 B 树相比，具备更少的 IO 次数、更稳定的查询效率和更适于范围查询这些优势。 [1]");
    }

    @Test
    void addsAnotherNoteOnlyWhenItAnswersAboutAsWell() {
        Source classLoading = new Source(1, 1, "classloader", 0, 0.80,
                "双亲委派模型保证了 Java 程序的稳定运行，可以避免类的重复加载，也保证了 Java 的核心 API 不被篡改。");
        Source handles = new Source(2, 2, "object-access", 0, 0.79,
                "使用句柄来访问的最大好处是 reference 中存储的是稳定的句柄地址。");
        Source sameTopic = new Source(2, 3, "jvm-intro", 0, 0.79,
                "双亲委派模型的好处：避免类的重复加载，保证 Java 的核心 API 不被篡改，程序稳定运行。");
        String question = "双亲委派模型有什么好处？可以避免类的重复加载吗？";

        assertThat(answer(question, classLoading, handles)).hasSize(1).allMatch(line -> line.endsWith("[1]"));
        assertThat(answer(question, classLoading, sameTopic)).hasSize(2).last().asString().endsWith("[2]");
    }

    /** A paragraph or list that sends the reader elsewhere names the topic, so it is close, and answers nothing. */
    @Test
    void aPointerToAnotherTextIsNoAnswer() {
        String note = """
                关于 RDB 和 AOF 的优缺点，官网上面也给了比较详细的说明[Redis persistence](https://redis.io/docs/manual/persistence/)，这里结合自己的理解简单总结一下。

                理解 RDB 和 AOF 的优缺点时，建议先看：

                - [RDB 详解](../rdb.md)：RDB 和 AOF 的优缺点对比。
                - [AOF 详解](../aof.md)：AOF 的优缺点。

                参考：

                - RDB 和 AOF 的优缺点总结：<https://example.com/rdb-aof>
                - AOF 的优缺点详解：<https://example.com/aof>

                AOF 的缺点是文件通常比 RDB 大，恢复速度也比 RDB 慢。""";

        assertThat(answer("RDB 和 AOF 的优缺点？", new Source(1, 1, "redis", 3, 0.8, note)))
                .containsExactly("AOF 的缺点是文件通常比 RDB 大，恢复速度也比 RDB 慢。 [1]");
    }

    /** The paragraph under the heading that opens a note is its description (front matter): about the note, no answer. */
    @Test
    void theNotesOpeningDescriptionIsNoAnswer() {
        String opening = """
                # MySQL索引详解

                MySQL索引详解，深入剖析B+树索引结构、聚簇索引与二级索引的区别。

                在 MySQL 中，无论是 Innodb 还是 MyISAM，都使用了 B+ 树作为索引结构。""";

        assertThat(answer("MySQL 索引为什么用 B+ 树", new Source(1, 1, "mysql-index", 0, 0.8, opening)))
                .containsExactly("在 MySQL 中，无论是 Innodb 还是 MyISAM，都使用了 B+ 树作为索引结构。 [1]");
        // the same paragraph further into a note is prose like any other
        Source further = new Source(1, 1, "mysql-index", 4, 0.8, opening);
        assertThat(ExtractiveAnswer.withoutDescription(further, PassageProse.blocks(opening))).hasSize(2);
    }

    /** A short note that is only its title and one paragraph: that paragraph is all it says, so it is quoted. */
    @Test
    void aNoteThatIsOnlyItsDescriptionIsQuoted() {
        String note = """
                # Redis 持久化机制详解

                Redis 的持久化有两种方式：RDB 快照和 AOF 日志。""";

        assertThat(answer("Redis 的持久化有哪几种方式？", new Source(1, 1, "redis", 0, 0.8, note)))
                .containsExactly("Redis 的持久化有两种方式：RDB 快照和 AOF 日志。 [1]");
    }

    /** A paragraph of several lines under the opening heading is the note's own prose, not a one-line description. */
    @Test
    void aShortNotesOpeningParagraphOfSeveralLinesIsProse() {
        String note = """
                # Expression indexes

                An index on an expression such as lower(email) lets a case-insensitive lookup use an index.
                Create it with CREATE INDEX users_lower_email_idx ON users (lower(email));

                chat-notes-1.md""";

        assertThat(answer("How can a case-insensitive lookup on lower(email) use an index?",
                new Source(1, 1, "indexes", 0, 0.8, note)).get(0)).contains("lower(email)");
    }

    @Test
    void withoutPassagesThereIsNothingToQuote() {
        assertThat(answer("anything")).isEmpty();
    }

    /** The author's word on the note itself is no answer, however many of the question's words it holds. */
    @Test
    void theAuthorsWordOnTheNoteIsNotQuoted() {
        // the real JavaGuide passages (java/jvm/classloader.md, java/concurrent/java-thread-pool-summary.md) that were
        // quoted alone for these questions in the exploratory pass of 2026-12-07
        String classloader = """
                个人觉得翻译成单亲委派模型更好一些，不过，国内既然翻译成了双亲委派模型并流传了，按照这个来也没问题，不要被误解了就好。

                双亲委派模型的好处：它保证了 Java 程序的稳定运行，可以避免类的重复加载。""";
        String pool = """
                这篇文章我会详细介绍一下线程池的基本概念以及核心原理，线程池的核心参数都会讲到。

                ThreadPoolExecutor 的核心参数有 corePoolSize、maximumPoolSize 和 workQueue。""";

        assertThat(answer("双亲委派模型是什么？有什么好处？", new Source(1, 1, "classloader", 0, 0.8, classloader)))
                .containsExactly("双亲委派模型的好处：它保证了 Java 程序的稳定运行，可以避免类的重复加载。 [1]");
        assertThat(answer("线程池的核心参数有哪些", new Source(1, 2, "thread-pool", 0, 0.8, pool)))
                .containsExactly("ThreadPoolExecutor 的核心参数有 corePoolSize、maximumPoolSize 和 workQueue。 [1]");
    }

    /** A chunk that begins inside a code block holds code with no fence to tell it: it is not quoted as prose. */
    @Test
    void codeWithoutItsFenceIsNotQuoted() {
        // the real JavaGuide chunk (java/collection/hashmap-source-code.md) quoted for "HashMap 怎么扩容"
        String passage = """
                } // 已初始化，并且m元素个数大于阈值，进行扩容处理
                else if (s > threshold) resize(); // 将m中的所有元素添加至HashMap中
                for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) { K key = e.getKey(); V value = e.getValue();

                HashMap 扩容时，会新建一个容量为原来两倍的数组，再把原数组中的元素重新分配到新数组中。""";

        assertThat(answer("HashMap 怎么扩容", new Source(1, 1, "hashmap", 0, 0.8, passage)))
                .containsExactly("HashMap 扩容时，会新建一个容量为原来两倍的数组，再把原数组中的元素重新分配到新数组中。 [1]");
    }
}
