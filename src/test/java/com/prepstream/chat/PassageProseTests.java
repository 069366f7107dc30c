package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Markdown read as prose where the chunker cut it: an image or link whose address the chunk's end cut off. */
class PassageProseTests {

    @Test
    void anImageCutByTheChunksEndLeavesNoDebris() {
        // the end of a real JavaGuide chunk (java/jvm/jvm-parameters-intro.md), quoted as "![内存区域常见配置参数](. [1]"
        String passage = "## 堆内存相关\n\nJava 虚拟机所管理的内存中最大的一块，Java 堆是所有线程共享的一块内存区域。\n\n![内存区域常见配置参数](.";

        assertThat(PassageProse.blocks(passage)).extracting(PassageProse.Block::text)
                .noneMatch(text -> text.contains("!") || text.contains("](") || text.contains("内存区域常见配置参数"))
                .anyMatch(text -> text.startsWith("Java 虚拟机所管理的内存"));
    }

    @Test
    void aLinkCutByTheChunksEndKeepsItsText() {
        assertThat(PassageProse.inline("更多内容见 [JVM 参数详解](https://javaguide.cn/ja")).isEqualTo("更多内容见 JVM 参数详解");
        assertThat(PassageProse.inline("![示意图")).isEmpty();
        assertThat(PassageProse.inline("数组 a[i] 与 [链接](x) 都是 prose")).isEqualTo("数组 a[i] 与 链接 都是 prose");
    }

    @Test
    void aTableHeaderWhoseRowsTheChunkDoesNotHoldIsNotQuoted() {
        // the end of a real JavaGuide chunk (database/redis/redis-persistence.md): the table's rows are in the next one
        String passage = "**本文基于 Redis 7.0+ 版本**。不同版本的持久化机制有重要差异，使用前请确认你的 Redis 版本：\n\n"
                + "| 版本           | 持久化默认方式 | 重要特性                |";

        // as the stored chunk holds it ("| | | |": the extractor drops runs of dashes), and as written
        for (String cut : List.of(passage, passage + "\n| | | |", passage + "\n| -------------- | -------------- | ----------------------- |\n")) {
            assertThat(PassageProse.blocks(cut)).extracting(PassageProse.Block::text)
                    .noneMatch(text -> text.contains("持久化默认方式")).anyMatch(text -> text.startsWith("本文基于"));
        }
    }

    @Test
    void aTableWithItsRowsIsQuotedAsAListUnderItsHeader() {
        String passage = "版本差异：\n\n| 版本 | 重要特性 |\n| --- | --- |\n| Redis 4.0 | 引入混合持久化 |\n| Redis 7.0 | 引入 Multi-Part AOF |\n";

        assertThat(PassageProse.blocks(passage)).extracting(PassageProse.Block::text)
                .anyMatch(text -> text.contains("版本：重要特性") && text.contains("Redis 4.0：引入混合持久化"));
    }
}
