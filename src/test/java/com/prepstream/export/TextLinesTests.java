package com.prepstream.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class TextLinesTests {

    /** One unit of width per character: easy to reason about. */
    static List<String> wrap(String text, int width) {
        return TextLines.wrap(text, width, String::length);
    }

    @Test
    void latinBreaksOnlyBetweenWords() {
        assertThat(wrap("the quick brown fox jumps", 10)).containsExactly("the quick", "brown fox", "jumps");
    }

    @Test
    void chineseBreaksBetweenAnyTwoCharactersButPunctuationNeverStartsALine() {
        assertThat(wrap("锁升级过程包括偏向锁", 4)).containsExactly("锁升级过", "程包括偏", "向锁");
        assertThat(wrap("先说结论，再展开", 4)).containsExactly("先说结", "论，再展", "开");
    }

    @Test
    void anOpeningMarkNeverEndsALine() {
        assertThat(wrap("不一样（遗漏）", 4)).containsExactly("不一样", "（遗漏）");
        assertThat(wrap("读《深入理解》", 2)).containsExactly("读", "《深", "入理", "解》");
    }

    @Test
    void mixedTextKeepsLatinWordsWhole() {
        assertThat(wrap("使用ReentrantLock保护", 14)).containsExactly("使用", "ReentrantLock保", "护");
    }

    @Test
    void aWordLongerThanTheLineIsCut() {
        assertThat(wrap("abcdefghij", 4)).containsExactly("abcd", "efgh", "ij");
    }

    @Test
    void lineBreaksInTheTextAreKeptAndEmptyLinesRemain() {
        assertThat(wrap("one\r\ntwo\n\nthree", 20)).containsExactly("one", "two", "", "three");
    }
}
