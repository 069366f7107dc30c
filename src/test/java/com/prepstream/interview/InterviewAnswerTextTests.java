package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class InterviewAnswerTextTests {

    @Test
    void stemsCommonInflectionsToOneWord() {
        assertThat(AnswerText.words("caching caches cache")).containsExactly("cach");
        assertThat(AnswerText.words("locks locked locking")).containsExactly("lock");
        assertThat(AnswerText.words("the index of a table")).containsExactlyInAnyOrder("index", "tabl");
    }

    @Test
    void chineseTermsBringTheirEnglishKeywords() {
        Map<String, String> glossary = Map.of("可见性", "visibility", "原子性", "atomic");
        assertThat(AnswerText.terms("volatile 保证可见性，但不保证原子性", glossary))
                .contains("volatil", "visibility", "atomic");
        assertThat(AnswerText.terms("visibility matters", glossary)).containsExactlyInAnyOrder("visibility", "matter");
    }

    @Test
    void splitsSentencesOnEnglishAndChinesePunctuation() {
        assertThat(AnswerText.sentences("First one. Second! 第三句。第四句？", 10))
                .containsExactly("First one", "Second", "第三句", "第四句");
        assertThat(AnswerText.sentences("One. Two. Three.", 2)).containsExactly("One", "Two");
    }

    @Test
    void recognisesBlankAndIDontKnowAnswers() {
        assertThat(AnswerText.isBlank(" ... ")).isTrue();
        assertThat(AnswerText.isBlank("I don't know.")).isTrue();
        assertThat(AnswerText.isBlank("不知道。")).isTrue();
        assertThat(AnswerText.isBlank("No idea")).isTrue();
        assertThat(AnswerText.isBlank("Use a lock")).isFalse();
        assertThat(AnswerText.isBlank("锁")).isFalse();
    }

    @Test
    void tellsChineseAnswersApart() {
        assertThat(AnswerText.mostlyChinese("volatile 保证可见性和有序性")).isTrue();
        assertThat(AnswerText.mostlyChinese("volatile guarantees visibility 可见")).isFalse();
    }
}
