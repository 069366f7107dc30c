package com.prepstream.knowledgebase.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HeadingOnlyTests {

    @Test
    void aHeadingWithItsLabelsAndALinkCutOffSaysNothing() {
        // JavaGuide's mysql-questions-01.md, the chunk that ranked first for "MySQL 学习资料推荐"
        assertThat(HeadingOnly.test("## MySQL 学习资料推荐\n\n[**书籍推荐**](../../books/database.md#mysql) 。\n\n**文章推荐** :\n\n"
                + "- [一树一溪的 MySQL 系列教程](https://mp.weixin.qq.com/mp/appmsgalbum?")).isTrue();
        assertThat(HeadingOnly.test("### Redis persistence\n\n![diagram](https://oss.example/aof.png)")).isTrue();
        assertThat(HeadingOnly.test("## Summary\n**Key points**:")).isTrue();
    }

    @Test
    void aPassageWithProseOrAListSaysSomething() {
        assertThat(HeadingOnly.test("/high-performance/data-cold-hot-separation.md) 应作为最后的手段。\n\n## MySQL 学习资料推荐\n\n"
                + "[**书籍推荐**](../../books/database.md#mysql) 。")).isFalse();
        assertThat(HeadingOnly.test("## 文章推荐\n\n- [深入理解 MySQL 索引底层原理](https://zhuanlan.zhihu.com/p/113917726)")).isFalse();
        assertThat(HeadingOnly.test("**AOF** 持久化把每个写命令追加到文件末尾。")).isFalse();
        assertThat(HeadingOnly.test("## Build\n\n```\nmvn package\n```")).isFalse();
        assertThat(HeadingOnly.test("Redis keeps data in memory.")).isFalse();
    }
}
