package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The offline answer never quotes a passage that is only a heading and its labels (search's reader leaves such
 * passages out by the same rule, knowledgebase.search.HeadingOnly): its label reads like the question, and says nothing.
 */
class ExtractiveAnswerHeadingOnlyTests {

    private static final Source ANSWER = new Source(2, 2, "jvm-parameters", 4, 0.7, """
            JDK 1.8 之前永久代还没被彻底移除的时候通常通过下面这些参数来调节方法区大小：-XX:PermSize=N 设置方法区（永久代）初始大小，\
            -XX:MaxPermSize=N 设置方法区（永久代）最大大小，超过这个值将会抛出 OutOfMemoryError 异常。""");

    @Test
    void aHeadingWithABoldLabelIsNotQuotedTheNoteThatAnswersIs() {
        Source headingOnly = new Source(1, 1, "jvm-memory", 3, 0.8, "### 方法区\n\n**JDK 1.8 之前永久代的相关参数配置**");

        List<String> quotes = answer("JDK 1.8 之前永久代的参数怎么配置？", headingOnly, ANSWER);

        assertThat(quotes).hasSize(1).allSatisfy(quote -> assertThat(quote).contains("-XX:PermSize=N").endsWith("[2]"));
    }

    @Test
    void aHeadingWithALinkCutOffIsNotQuoted() {
        // a chunk stored before the chunker kept links whole: its end cut the reading list's link in two
        Source headingOnly = new Source(1, 1, "mysql-questions", 9, 0.8,
                "## MySQL 学习资料推荐\n\n[**JDK 1.8 之前永久代的参数配置详解**](../../java/jvm/jvm-parameters");

        List<String> quotes = answer("JDK 1.8 之前永久代的参数怎么配置？", headingOnly, ANSWER);

        assertThat(quotes).hasSize(1).allSatisfy(quote -> assertThat(quote).contains("-XX:PermSize=N").endsWith("[2]"));
    }

    private static List<String> answer(String question, Source... sources) {
        return ExtractiveAnswer.answer(question, List.of(sources), ExtractiveAnswerTests.wordsOf(question));
    }
}
