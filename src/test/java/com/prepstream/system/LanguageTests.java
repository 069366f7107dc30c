package com.prepstream.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LanguageTests {

    @ParameterizedTest(name = "Accept-Language [{0}] -> {1}")
    @CsvSource(delimiter = '|', value = {
        "zh-CN                       | ZH_CN",
        "zh                          | ZH_CN",
        "zh-TW,zh;q=0.9              | ZH_CN",
        "zh-Hant-HK                  | ZH_CN",
        "fr-FR, zh-CN;q=0.8, en;q=0.5 | ZH_CN",
        "en-US,en;q=0.9,zh-CN;q=0.8  | EN",
        "en;q=0.4, zh;q=0.6          | ZH_CN",
        "de-DE, fr                   | EN",
        "zh;q=0, fr                  | EN",
        "*                           | EN",
        "'not a ;; header=='         | EN",
    })
    void picksTheFirstLanguageWeSpeakByTheClientsWeights(String header, Language expected) {
        assertThat(Language.fromAcceptLanguage(header)).isEqualTo(expected);
    }

    @Test
    void noHeaderMeansEnglish() {
        assertThat(Language.fromAcceptLanguage(null)).isEqualTo(Language.EN);
        assertThat(Language.fromAcceptLanguage("  ")).isEqualTo(Language.EN);
    }

    @Test
    void tagsGoBothWays() {
        for (Language language : Language.values()) {
            assertThat(Language.fromTag(language.tag())).isEqualTo(language);
        }
        assertThat(Language.ZH_CN.locale()).isEqualTo(Locale.SIMPLIFIED_CHINESE);
        assertThat(Language.fromTag("zh-TW")).isEqualTo(Language.ZH_CN);
        assertThat(Language.fromTag("ja")).isEqualTo(Language.EN);
        assertThat(Language.fromTag(null)).isEqualTo(Language.EN);
    }

    @Test
    void outsideARequestTheLanguageIsEnglish() {
        assertThat(RequestLanguage.current()).isEqualTo(Language.EN);
    }
}
