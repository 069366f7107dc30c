package com.prepstream.ai;

import java.time.Duration;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;

/**
 * Builds the OpenAI-compatible chat model that {@link StructuredChat} uses. We build it rather than
 * take Spring AI's auto-configured one because that one lets the OpenAI SDK retry up to 3 times
 * on its own (spring.ai.openai.max-retries): with the stream framework's 3 retries on top, one
 * 429 storm would cost 16 requests. Here the SDK makes exactly one attempt and the framework owns
 * retrying, with its backoff and its ledger.
 */
public final class OpenAiChatModels {

    private OpenAiChatModels() {
    }

    /**
     * @param baseUrl     ends in {@code /v1}; the SDK appends {@code /chat/completions}
     * @param apiKey      may be empty for local servers (Ollama, LM Studio); no header is sent then
     * @param temperature null for the endpoint's default
     */
    public static OpenAiChatModel create(String baseUrl, String apiKey, String model, Double temperature,
            Duration timeout) {
        OpenAiChatOptions.Builder options = OpenAiChatOptions.builder();
        options.baseUrl(baseUrl);
        options.apiKey(apiKey == null ? "" : apiKey);
        options.model(model);
        options.temperature(temperature);
        options.timeout(timeout);
        options.maxRetries(0);
        return OpenAiChatModel.builder().options(options.build()).build();
    }
}
