package com.prepstream.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ScriptsTests {

    @Test
    void hanIsChineseInEveryBlockButNotKanaOrHangul() {
        assertThat(Scripts.isHan('线')).isTrue();
        assertThat(Scripts.isHan(0x20000)).as("CJK extension B, outside \\u4e00-\\u9fff").isTrue();
        assertThat(Scripts.isHan('ひ')).isFalse();
        assertThat(Scripts.isHan('한')).isFalse();
        assertThat(Scripts.isHan('a')).isFalse();
        assertThat(Scripts.isHan('，')).as("full-width punctuation is no letter of any script").isFalse();
    }

    @Test
    void cjkIsHanKanaAndHangul() {
        assertThat("线ひカ한".codePoints().allMatch(Scripts::isCjk)).isTrue();
        assertThat(Scripts.isCjk('é')).isFalse();
        assertThat(Scripts.isCjk('。')).isFalse();
        assertThat(Scripts.hasCjk("what is 线程")).isTrue();
        assertThat(Scripts.hasCjk("what is a thread?")).isFalse();
        assertThat(Scripts.hanCount("volatile 关键字 ひ")).isEqualTo(3);
    }

    @Test
    void aTextIsChineseByAnyHanCharacterButNotByKanaOrHangulAlone() {
        assertThat(Scripts.hasHan("AOF 重写")).isTrue();
        assertThat(Scripts.hasHan("\uD840\uDC00")).as("extension B").isTrue();
        assertThat(Scripts.hasHan("ひらがな 한국어 AOF，")).isFalse();
    }
}
