package com.prepstream.knowledgebase.ingestion;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.EmbeddingTokenCounter;
import com.prepstream.ai.MiniLmTokenCounter;
import com.prepstream.testing.PropertySeeds;
import com.prepstream.testing.TestDocuments;
import com.prepstream.text.InlineMarkdown;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * No chunk starts or ends inside a Markdown link or image that fits a chunk alone: a chunk ending in
 * "[AI 应用开发面试指南](." showed readers the debris, and search and chat each had to repair it.
 */
class TextChunkerLinkTests {

    static final EmbeddingTokenCounter MINILM = new MiniLmTokenCounter();

    /**
     * Lines 32–50 of JavaGuide's docs/README.md (Apache-2.0, https://github.com/Snailclimb/JavaGuide): sentence breaks after
     * "(." cut its links in 500-character chunks ("[AI 应用开发面试指南](." ended one).
     */
    static final String JAVAGUIDE_README = """
            ## 核心入口

            - **后端面试主线**：[后端面试指南](./home.md)（⭐网站核心）：系统整理 Java 面试八股文和后端高频面试题，覆盖 Java 基础、集合、并发、JVM、Spring、MySQL、Redis、分布式、高并发、高可用和系统设计。
            - **计算机基础**：[计算机基础面试指南](./cs-basics/)：系统梳理计算机网络、操作系统、数据结构与算法等后端面试底层基础，适合补齐基础短板。
            - **AI 应用开发**：[AI 应用开发面试指南](./ai/)（⭐新增）：面向后端开发者梳理大模型基础、Prompt、Agent、RAG、MCP、LLM API 工程和 AI 系统设计等高频知识；如果想系统学习，可以配合 [AI 应用开发与 Agent 学习路线（2026 最新版）](./roadmap/java-to-ai-roadmap.md) 和 [后端转 AI Agent 学习建议（2026 最新版）](./roadmap/backend-to-ai-agent-roadmap.md)。
            - **AI 编程实战**：[AI 编程实践指南](./ai-coding/)（⭐新增）：聚焦 Claude Code、Codex、AI IDE、CLI Agent、上下文管理和 AI 辅助开发工作流，帮助你把 AI 真正用进日常编码。
            - **学习路线**：[学习路线合集（2026 最新版）](./roadmap/)：整理 Java 后端、AI 应用开发、AI Agent 和全栈开发等方向的系统学习建议。
            - **延伸资料**：
              - [《Java 面试指北》](https://javaguide.cn/zhuanlan/java-mian-shi-zhi-bei.html)：四年打磨，和 JavaGuide 开源版的内容互补，带你从零开始系统准备后端面试！
              - [《后端面试高频系统设计&场景题》](https://javaguide.cn/zhuanlan/back-end-interview-high-frequency-system-design-and-scenario-questions.html)：30+ 道高频系统设计和场景面试，助你应对当下中大厂面试趋势。
              - [⭐AI 智能面试辅助平台 + RAG 知识库](https://javaguide.cn/zhuanlan/interview-guide.html)：基于 Spring Boot 4.0 + Java 21 + Spring AI 2.0 的大模型实战项目，适合作为学习和简历项目。

            ## 精选文章

            - **后端面试路径**：[Java 后端面试通关计划](./interview-preparation/backend-interview-plan.md)、[Java 学习路线（2026 最新版）](./interview-preparation/java-roadmap.md)、[Java 后端面试重点总结](./interview-preparation/key-points-of-interview.md)。不知道从哪里开始复习时，优先看这一组。
            - **Java、数据库与分布式高频题**：[Java 基础](./java/basis/java-basic-questions-01.md)、[Java 集合](./java/collection/java-collection-questions-01.md)、[Java 并发](./java/concurrent/java-concurrent-questions-01.md)、[JVM](./java/jvm/README.md)、[MySQL](./database/mysql/mysql-questions-01.md)、[Redis](./database/redis/redis-questions-01.md)、[分布式](./distributed-system/distributed-system-interview-questions.md)。适合集中刷核心八股和后端通用高频题。
            - **计算机基础补强**：[计算机网络](./cs-basics/network/other-network-questions.md)、[操作系统](./cs-basics/operating-system/operating-system-basic-questions-01.md)、[进程和线程](./cs-basics/operating-system/process-and-thread.md)、[数据结构与算法](./cs-basics/algorithms/)。适合补齐校招、社招和大厂面试都绕不开的基础能力。
            - **AI 应用开发进阶**：[AI 应用开发与 Agent 学习路线（2026 最新版）](./roadmap/java-to-ai-roadmap.md)、[后端转 AI Agent 学习建议（2026 最新版）](./roadmap/backend-to-ai-agent-roadmap.md)、[AI 应用开发知识体系](./ai/)、[LLM API 工程实践](./ai/llm-basis/llm-api-engineering.md)、[RAG 基础概念](./ai/rag/rag-basis.md)、[AI 应用系统设计](./ai/system-design/ai-application-architecture.md)。适合后端开发者先明确学习路径，再从模型调用走向可上线的 AI 应用。
            - **AI 编程效率提升**：[AI 编程实战指南](./ai-coding/)、[Claude Code 使用指南](./ai-coding/practices/claudecode-tips.md)、[Codex 使用指南](./ai-coding/practices/codex-best-practices.md)、[AI IDE 选型与实践](./ai-coding/practices/ai-ide.md)。适合把 AI 编程工具真正接入日常开发、重构和排障流程。
            """;

    @Test
    void theLinksOfJavaGuideNotesStayWholeAtEveryChunkSize() {
        List<String> notes = List.of(JAVAGUIDE_README, sample("database/mysql/mysql-index.md"),
                sample("database/redis/redis-persistence.md"), sample("java/jvm/jvm-garbage-collection.md"),
                sample("java/jvm/classloader.md"), sample("java/basis/bigdecimal.md"),
                sample("java/basis/why-there-only-value-passing-in-java.md"));
        for (String note : notes) {
            for (int maxChars : List.of(120, 200, 300, 500)) {
                assertLinksWhole(note, new TextChunker(maxChars, maxChars / 6, MINILM).chunk(note), maxChars);
            }
        }
    }

    @Test
    void aSentenceBreakInAnEnglishLinksTextDoesNotCutIt() {
        String text = "The checkpointer writes dirty buffers before the server recycles the segment. "
                + "Read [Why? Because. The checkpoint guide](https://www.postgresql.org/docs/15/wal-configuration.html) "
                + "for the details. Then tune the interval.";
        for (int maxChars : List.of(60, 90, 120, 160)) {
            assertLinksWhole(text, new TextChunker(maxChars, 0, MINILM).chunk(text), maxChars);
        }
    }

    /** A link longer than a chunk cannot stay whole: it is cut, and every chunk keeps to its limits. */
    @Test
    void aLinkLongerThanAChunkIsCutWithinTheLimits() {
        String text = "索引的底层结构见 [B+ 树详解](https://example.com/" + "a".repeat(5_000) + ".md)，范围查询只需顺序遍历叶子节点。";

        List<String> chunks = new TextChunker(500, 80, MINILM).chunk(text);

        assertThat(chunks).hasSizeGreaterThan(10).allSatisfy(chunk -> {
            assertThat(chunk.length()).isLessThanOrEqualTo(500);
            assertThat(MINILM.count(chunk)).isLessThanOrEqualTo(MINILM.maxTokens());
        });
        assertThat(chunks.get(chunks.size() - 1)).endsWith("范围查询只需顺序遍历叶子节点。");
    }

    @Provide
    Arbitrary<String> notes() {
        Arbitrary<String> text = Arbitraries.oneOf(
                Arbitraries.strings().withCharRange('\u4e00', '\u9fff').ofMinLength(1).ofMaxLength(60),
                Arbitraries.integers().between(0, 50_000).map(n -> "w" + n),
                Arbitraries.of("Why? Because. Read it", "什么是 B+ 树？为什么。", "e.g. this one", "详解！"));
        Arbitrary<String> address = Arbitraries.oneOf(
                Arbitraries.integers().between(0, 9_999).map(n -> "../../cs-basics/data-structure/tree-" + n + ".md"),
                Arbitraries.integers().between(0, 9_999).map(n -> "https://javaguide.cn/a.b/c" + n + "?x=1. y"),
                Arbitraries.strings().alpha().ofMinLength(20).ofMaxLength(400).map(s -> "./images/" + s + ".png"));
        Arbitrary<String> link = Combinators.combine(Arbitraries.of("", "!"), text, address)
                .as((bang, words, target) -> bang + "[" + words + "](" + target + ")");
        Arbitrary<String> piece = Arbitraries.oneOf(text, text, link);
        Arbitrary<String> separator = Arbitraries.of(" ", "", "。", ". ", "? ", "\n", "\n\n", "、", "：");
        return Arbitraries.integers().between(1, 50).flatMap(n -> Combinators.combine(piece.list().ofSize(n),
                separator.list().ofSize(n)).as((pieces, separators) -> {
                    StringBuilder note = new StringBuilder();
                    for (int i = 0; i < n; i++) {
                        // "#i" keeps pieces unique, so a chunk's place in the note is unambiguous
                        note.append(pieces.get(i)).append(" #").append(i).append(separators.get(i));
                    }
                    return note.toString();
                })).withoutEdgeCases();
    }

    @Property(tries = 200, seed = PropertySeeds.GATING)
    void noChunkStartsOrEndsInsideALinkThatFitsAChunk(@ForAll("notes") String note,
            @ForAll @IntRange(min = 60, max = 600) int maxChars, @ForAll @IntRange(min = 0, max = 100) int overlapPercentOfHalf) {
        int overlap = Math.max(0, (maxChars / 2 - 1) * overlapPercentOfHalf / 100);
        List<String> chunks = new TextChunker(maxChars, overlap, MINILM).chunk(note);

        assertThat(chunks).allSatisfy(chunk -> {
            assertThat(chunk.length()).isLessThanOrEqualTo(maxChars);
            assertThat(MINILM.count(chunk)).isLessThanOrEqualTo(MINILM.maxTokens());
        });
        assertLinksWhole(note, chunks, maxChars);
    }

    /** Each chunk found in order in the text; neither of its ends strictly inside a link that fits a chunk alone. */
    static void assertLinksWhole(String text, List<String> chunks, int maxChars) {
        List<int[]> links = InlineMarkdown.spans(text).stream()
                .filter(span -> fitsAlone(text.substring(span[0], span[1]), maxChars)).toList();
        int previousStart = -1;
        for (String chunk : chunks) {
            int start = text.indexOf(chunk, previousStart + 1);
            assertThat(start).as("chunk in the text after the previous one").isGreaterThan(previousStart);
            int end = start + chunk.length();
            for (int[] link : links) {
                String shown = text.substring(link[0], link[1]);
                assertThat(start > link[0] && start < link[1]).as("chunk starts inside %s: %s", shown, chunk).isFalse();
                assertThat(end > link[0] && end < link[1]).as("chunk ends inside %s: %s", shown, chunk).isFalse();
            }
            previousStart = start;
        }
    }

    private static boolean fitsAlone(String link, int maxChars) {
        return link.length() <= maxChars && MINILM.count(link) <= MINILM.maxTokens();
    }

    private static String sample(String path) {
        return new String(TestDocuments.read(TestDocuments.sample("javaguide/" + path)), StandardCharsets.UTF_8);
    }
}
