package com.prepstream.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ContentTermsTests {

    @Test
    void aQuestionKeepsItsContentWordsStemmedAndItsChinesePairsWithoutTheQuestionWords() {
        assertThat(ContentTerms.QUESTION.terms("How does Redis persist the indexes? 什么是持久化"))
                .containsExactly("redi", "persist", "index", "是持", "持久", "久化");
    }

    @Test
    void anAnswerKeepsToolNamesWholeAndTakesOneSuffixOff() {
        assertThat(ContentTerms.ANSWER.words("C++ and C# caching caches cache")).containsExactly("c++", "c#", "cach", "cach", "cach");
    }

    @Test
    void anAnswersChinesePairsLeaveOutGlueAndPairsAcrossTheJoiner() {
        assertThat(ContentTerms.ANSWER.hanPairs("自己的方案可以")).containsExactly("自己", "方案", "案可");
    }

    /** The evaluator used to read only U+4E00–U+9FFF: Han of the extension blocks is Chinese too. */
    @Test
    void hanOutsideTheBasicBlockMakesPairsOfWholeCharacters() {
        assertThat(ContentTerms.ANSWER.hanPairs("㐂㐃")).containsExactly("㐂㐃");
        assertThat(ContentTerms.QUESTION.hanPairs("𠀀𠀁𠀂")).containsExactly("𠀀𠀁", "𠀁𠀂");
    }

    @Test
    void stemmersTakeTheFirstRuleThatApplies() {
        assertThat(ContentTerms.pluralAndTense("locking")).isEqualTo("lock");
        assertThat(ContentTerms.pluralAndTense("class")).isEqualTo("class");
        assertThat(ContentTerms.oneSuffix("tables")).isEqualTo("tabl");
        assertThat(ContentTerms.oneSuffix("redis")).isEqualTo("redi");
    }
}
