package com.prepstream.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** An English question's technical terms in Chinese (Glossary, glossary-en-zh.txt). */
class GlossaryTests {

    final Glossary shipped = Glossary.shipped();

    @Test
    void theShippedGlossaryHoldsSomeHundredsOfTerms() {
        assertThat(shipped.size()).isGreaterThan(500);
    }

    @Test
    void termsAreRenderedInChineseAndProductNamesKeptAsWritten() {
        Glossary.Translation translation = shipped.translate("How does Redis persist data to disk?");

        assertThat(translation.rendering()).isEqualTo("Redis 持久化 数据 磁盘 硬盘");
        // "data" and "disk" are everyday words: translated, but no sign of a technical question
        assertThat(translation.strong()).containsExactly(List.of("Redis"), List.of("持久化"));
    }

    @Test
    void theLongestPhraseWinsOverItsWords() {
        assertThat(shipped.translate("What are the core settings of a thread pool?").rendering()).isEqualTo("线程池");
        assertThat(shipped.translate("Which transaction isolation levels does MySQL offer?").rendering())
                .isEqualTo("隔离级别 事务隔离 MySQL");
    }

    @Test
    void aPluralFallsBackToItsSingular() {
        assertThat(shipped.translate("Why are class loaders layered?").strong()).contains(List.of("类加载器"));
        assertThat(shipped.translate("What are clustered indexes?").strong()).contains(List.of("聚簇索引", "聚集索引"));
    }

    @Test
    void anOffTopicQuestionHasNoTechnicalTerm() {
        Glossary.Translation translation = shipped.translate("How do I bake sourdough bread?");

        assertThat(translation.strong()).isEmpty();
        assertThat(translation.rendering()).isEmpty();
    }

    @Test
    void codeNamesTheGlossaryDoesNotKnowAreKeptAndOtherEnglishWordsDropped() {
        // a capital inside (camel case), an underscore, or a capital after the first word: a name in the notes too
        assertThat(shipped.translate("How does Seata use undo_log with ShardingSphere?").rendering())
                .isEqualTo("Seata undo_log ShardingSphere");
    }

    @Test
    void aPassageHoldsTheQuestionIfItHoldsOneOfATechnicalTermsRenderings() {
        Glossary.Translation translation = shipped.translate("When does the garbage collector stop the world?");

        assertThat(translation.heldBy("G1 的垃圾收集器在标记阶段会暂停用户线程")).isTrue();
        assertThat(translation.heldBy("发生 stop-the-world 时所有线程暂停")).isFalse();
        assertThat(translation.heldBy("发生 STW 时所有线程暂停")).isTrue();
        assertThat(translation.heldBy("线程池的核心线程数")).isFalse();
    }

    @Test
    void aWeakLineMarksAnEverydayWord() {
        Glossary glossary = Glossary.parse(List.of("# comment", "", "~order, orders = 顺序", "index, indexes = 索引"));

        assertThat(glossary.translate("Which order do indexes keep?").strong()).containsExactly(List.of("索引"));
        assertThat(glossary.translate("Which order do indexes keep?").rendering()).isEqualTo("顺序 索引");
    }

    @Test
    void aLineWithoutEqualsIsRefused() {
        assertThatThrownBy(() -> Glossary.parse(List.of("thread pool 线程池"))).isInstanceOf(IllegalArgumentException.class);
    }
}
