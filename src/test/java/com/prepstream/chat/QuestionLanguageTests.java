package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.system.Language;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class QuestionLanguageTests {

    @Test
    void aQuestionsOwnScriptDecidesWhateverThePageSays() {
        assertThat(QuestionLanguage.of("为什么要 VACUUM？", Locale.ENGLISH)).isEqualTo(Language.ZH_CN);
        assertThat(QuestionLanguage.of("why vacuum?", Locale.SIMPLIFIED_CHINESE)).isEqualTo(Language.EN);
    }

    @Test
    void aQuestionWithoutLettersFollowsThePage() {
        assertThat(QuestionLanguage.of("🤔", Locale.SIMPLIFIED_CHINESE)).isEqualTo(Language.ZH_CN);
        assertThat(QuestionLanguage.of("42?", Locale.ENGLISH)).isEqualTo(Language.EN);
        assertThat(QuestionLanguage.of("42?", Locale.GERMAN)).isEqualTo(Language.FALLBACK);
    }
}
