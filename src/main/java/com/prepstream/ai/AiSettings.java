package com.prepstream.ai;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How the app talks to an OpenAI-compatible chat model ({@code prepstream.ai.*}). Connection details
 * (base URL, key, model name, temperature) stay where Spring AI documents them, under
 * {@code spring.ai.openai.*}; these are the knobs Spring AI has no property for or that we set
 * differently on purpose.
 *
 * @param chatTimeout    one chat request, connect to last byte; a timeout is a transient failure
 *                       that the stream framework retries with its own backoff
 * @param responseFormat how the reply's shape is asked for: {@code JSON_SCHEMA} (OpenAI, vLLM,
 *                       LM Studio, recent Ollama), {@code JSON_OBJECT} for endpoints that reject
 *                       schemas (e.g. DeepSeek), {@code NONE} for the bare prompt; the schema is
 *                       always in the system prompt as well
 * @param maxReplyTokens upper bound on the reply, so a runaway model cannot stall a worker
 */
@ConfigurationProperties("prepstream.ai")
public record AiSettings(
        @DefaultValue("60s") Duration chatTimeout,
        @DefaultValue("JSON_SCHEMA") ResponseFormatMode responseFormat,
        @DefaultValue("4000") int maxReplyTokens) {

    /** How {@link StructuredChat} asks the endpoint for JSON. */
    public enum ResponseFormatMode {
        JSON_SCHEMA, JSON_OBJECT, NONE
    }

    /** Defaults, for code that builds a client outside Spring (tests, tools). */
    public static AiSettings defaults() {
        return new AiSettings(Duration.ofSeconds(60), ResponseFormatMode.JSON_SCHEMA, 4000);
    }

    public AiSettings withChatTimeout(Duration timeout) {
        return new AiSettings(timeout, responseFormat, maxReplyTokens);
    }
}
