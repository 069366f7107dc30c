package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class InterviewAnswerTextTests {

    @Test
    void stemsCommonInflectionsToOneWord() {
        assertThat(AnswerText.words("caching caches cache")).containsOnly("cach");
        assertThat(AnswerText.words("locks locked locking")).containsOnly("lock");
        assertThat(AnswerText.words("the index of a table")).containsExactlyInAnyOrder("index", "tabl");
    }

    @Test
    void chineseTextBecomesCharacterPairsWithoutPairsOfFunctionCharacters() {
        assertThat(AnswerText.terms("volatile 保证可见性")).containsExactly("volatil", "保证", "证可", "可见", "见性");
        // 是在: two function characters, no content
        assertThat(AnswerText.terms("它是在锁里")).doesNotContain("是在").contains("在锁", "锁里");
    }

    @Test
    void aPairAcrossTheJoinerDeIsNoTerm() {
        // 己的 and 的方 span two words; they used to tie a story to whichever key point said 自己的 or 的方式
        assertThat(AnswerText.terms("自己的方案")).containsExactly("自己", "方案");
        assertThat(AnswerText.terms("说得对的人")).doesNotContain("对的", "的人");
    }

    @Test
    void aListOfTermsHasLittleGlueAndASentenceHasSome() {
        assertThat(AnswerText.glue("Visibility, reordering, atomicity, AtomicInteger, locks")).isZero();
        assertThat(AnswerText.glue("It is visible to the other threads when it is written")).isGreaterThan(0.4);
        assertThat(AnswerText.glue("它不能保证复合操作的原子性")).isGreaterThan(0.15);
        assertThat(AnswerText.segments("可见性、有序性、原子性, locks; flags")).hasSize(5);
    }

    @Test
    void recognisesBlankAndIDontKnowAnswers() {
        assertThat(AnswerText.isBlank(" ... ")).isTrue();
        assertThat(AnswerText.isBlank("I don't know.")).isTrue();
        assertThat(AnswerText.isBlank("不知道。")).isTrue();
        assertThat(AnswerText.isBlank("No idea")).isTrue();
        assertThat(AnswerText.isBlank("Use a lock")).isFalse();
        assertThat(AnswerText.isBlank("锁")).isFalse();
        // a hedge before a real answer is an answer
        assertThat(AnswerText.isBlank("不太清楚细节，但 CAS 是无锁的，失败了就重试")).isFalse();
        assertThat(AnswerText.isBlank("Not sure, but I think volatile makes writes visible to other threads.")).isFalse();
        assertThat(AnswerText.isBlank("没有锁")).isFalse();
    }

    @Test
    void tellsChineseAnswersApart() {
        assertThat(AnswerText.mostlyChinese("volatile 保证可见性和有序性")).isTrue();
        assertThat(AnswerText.mostlyChinese("volatile guarantees visibility 可见")).isFalse();
    }

    /** Han outside U+4E00–U+9FFF (here extension A) is Chinese too: the evaluator used to see no characters at all. */
    @Test
    void hanOfTheExtensionBlocksCountsAsChinese() {
        assertThat(AnswerText.mostlyChinese("㐂㐃㐄 ok")).isTrue();
        assertThat(AnswerText.wordCount("㐂㐃")).isEqualTo(1.0);
    }
}
