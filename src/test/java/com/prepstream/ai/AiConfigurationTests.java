package com.prepstream.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.mock.env.MockEnvironment;

/** The production wiring reads Spring AI's documented properties and the PREPSTREAM_AI_CHAT switch. */
class AiConfigurationTests {

    record Echo(String word) {
    }

    final FakeOpenAi fake = new FakeOpenAi();

    @AfterEach
    void stop() {
        fake.close();
    }

    @Test
    void withoutTheSwitchFeaturesGetTheOfflineFallback() {
        StructuredChat chat = new AiConfiguration().structuredChat(new MockEnvironment()
                .withProperty("spring.ai.model.chat", "none"), AiSettings.defaults());

        assertThat(chat.isConfigured()).isFalse();
    }

    @Test
    void openAiSwitchUsesTheConfiguredEndpointKeyAndModel() {
        MockEnvironment env = new MockEnvironment()
                .withProperty("spring.ai.model.chat", "openai")
                .withProperty("spring.ai.openai.base-url", fake.baseUrl())
                .withProperty("spring.ai.openai.api-key", "sk-configured")
                .withProperty("spring.ai.openai.chat.options.model", "qwen-plus")
                .withProperty("spring.ai.openai.chat.options.temperature", "0.2");
        StructuredChat chat = new AiConfiguration().structuredChat(env, AiSettings.defaults());
        fake.replies("{\"word\": \"hello\"}");

        Echo echo = chat.call("prompts/test-verdict.st",
                Map.of("question", "q", "answer", "a", "maxWords", 3), Echo.class);

        assertThat(chat.isConfigured()).isTrue();
        assertThat(chat.modelName()).isEqualTo("qwen-plus");
        assertThat(echo.word()).isEqualTo("hello");
        FakeOpenAi.Recorded request = fake.takeRequest();
        assertThat(request.header("Authorization")).isEqualTo("Bearer sk-configured");
        assertThat(request.body().get("model").asString()).isEqualTo("qwen-plus");
        assertThat(request.body().get("temperature").asDouble()).isEqualTo(0.2);
    }
}
