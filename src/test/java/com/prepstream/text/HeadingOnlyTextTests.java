package com.prepstream.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HeadingOnlyTextTests {

    @Test
    void aHeadingWithItsLabelsAndALinkCutOffSaysNothing() {
        // JavaGuide's mysql-questions-01.md, the chunk that ranked first for "MySQL 学习资料推荐"
        assertThat(HeadingOnlyText.test("## MySQL 学习资料推荐\n\n[**书籍推荐**](../../books/database.md#mysql) 。\n\n**文章推荐** :\n\n"
                + "- [一树一溪的 MySQL 系列教程](https://mp.weixin.qq.com/mp/appmsgalbum?")).isTrue();
        assertThat(HeadingOnlyText.test("### Redis persistence\n\n![diagram](https://oss.example/aof.png)")).isTrue();
        assertThat(HeadingOnlyText.test("## Summary\n**Key points**:")).isTrue();
    }

    @Test
    void aPassageWithProseOrAListSaysSomething() {
        assertThat(HeadingOnlyText.test("/high-performance/data-cold-hot-separation.md) 应作为最后的手段。\n\n## MySQL 学习资料推荐\n\n"
                + "[**书籍推荐**](../../books/database.md#mysql) 。")).isFalse();
        assertThat(HeadingOnlyText.test("## 文章推荐\n\n- [深入理解 MySQL 索引底层原理](https://zhuanlan.zhihu.com/p/113917726)")).isFalse();
        assertThat(HeadingOnlyText.test("**AOF** 持久化把每个写命令追加到文件末尾。")).isFalse();
        assertThat(HeadingOnlyText.test("## Build\n\n```\nmvn package\n```")).isFalse();
        assertThat(HeadingOnlyText.test("Redis keeps data in memory.")).isFalse();
    }
}
