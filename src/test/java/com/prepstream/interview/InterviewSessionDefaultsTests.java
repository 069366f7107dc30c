package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.interview.InterviewApi.Reply;
import com.prepstream.support.IntegrationTest;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/** What a session gets when the request leaves it out: the default role in the session's language; the answer limit. */
@IntegrationTest
class InterviewSessionDefaultsTests {

    @LocalServerPort
    int port;

    @Autowired
    InterviewSettings settings;

    InterviewApi api;

    @BeforeEach
    void client() {
        api = new InterviewApi(port);
    }

    @Test
    void theDefaultRoleIsNamedInTheSessionsLanguage() {
        Reply pageInChinese = api.postIn("zh-CN", "", Map.of("questionCount", 3));
        assertThat(pageInChinese.status()).isEqualTo(201);
        assertThat(pageInChinese.body().get("language").asString()).isEqualTo("zh-CN");
        assertThat(pageInChinese.body().get("role").asString()).isEqualTo("Java 后端工程师");
        assertThat(pageInChinese.body().get("questionBank").asString()).isEqualTo("java-backend");

        Reply chosenChinese = api.postIn("en", "", Map.of("questionCount", 3, "language", "zh-CN"));
        assertThat(chosenChinese.body().get("role").asString()).isEqualTo("Java 后端工程师");

        Reply english = api.postIn("en", "", Map.of("questionCount", 3));
        assertThat(english.body().get("role").asString()).isEqualTo(settings.defaultRole());
    }

    @Test
    void everySessionViewCarriesTheServersAnswerLimit() {
        Reply created = api.post("", Map.of("questionCount", 3));
        long id = created.body().get("id").asLong();
        assertThat(created.body().get("maxAnswerLength").asInt()).isEqualTo(settings.maxAnswerLength());
        assertThat(api.get("/" + id).body().get("maxAnswerLength").asInt()).isEqualTo(settings.maxAnswerLength());
        Reply answered = api.answer(id, 0, "x".repeat(settings.maxAnswerLength()));
        assertThat(answered.status()).isEqualTo(200);
        assertThat(answered.body().get("maxAnswerLength").asInt()).isEqualTo(settings.maxAnswerLength());
        assertThat(api.answer(id, 1, "x".repeat(settings.maxAnswerLength() + 1)).status()).isEqualTo(400);
    }
}
