package com.prepstream.system.web;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;

import com.prepstream.system.Language;
import com.prepstream.system.RequestLanguage;
import org.junit.jupiter.api.Test;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** A controller gets the request's language as a parameter, and Spring's locale agrees with it. */
class LanguageWebConfigTests {

    @RestController
    static class Echo {
        @GetMapping("/echo")
        String echo(Language language) {
            return language.tag() + " " + RequestLanguage.current().tag() + " " + LocaleContextHolder.getLocale();
        }
    }

    final LanguageWebConfig config = new LanguageWebConfig();
    final MockMvc mvc = MockMvcBuilders.standaloneSetup(new Echo())
            .setCustomArgumentResolvers(new LanguageWebConfig.LanguageArgumentResolver())
            .setLocaleResolver(config.localeResolver())
            .build();

    @Test
    void aChineseBrowserGetsChineseEverywhere() throws Exception {
        mvc.perform(get("/echo").header("Accept-Language", "zh-TW,zh;q=0.9,en;q=0.8"))
                .andExpect(content().string("zh-CN zh-CN zh_CN"));
    }

    @Test
    void anythingElseIsEnglish() throws Exception {
        mvc.perform(get("/echo").header("Accept-Language", "ja-JP")).andExpect(content().string("en en en"));
        mvc.perform(get("/echo")).andExpect(content().string("en en en"));
    }
}
