package com.prepstream.ai;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * The chat side of the AI wiring: with {@code spring.ai.model.chat=openai} (PREPSTREAM_AI_CHAT)
 * features get a {@link StructuredChat} on the configured endpoint; otherwise a not-configured one,
 * and they use their offline logic. The connection comes from Spring AI's documented
 * {@code spring.ai.openai.*} properties.
 */
@Configuration(proxyBeanMethods = false)
class AiConfiguration {

    private static final Logger log = LoggerFactory.getLogger(AiConfiguration.class);

    @Bean
    StructuredChat structuredChat(Environment env, AiSettings settings) {
        if (!"openai".equalsIgnoreCase(env.getProperty("spring.ai.model.chat", "none"))) {
            return StructuredChat.notConfigured();
        }
        String baseUrl = env.getProperty("spring.ai.openai.base-url", "https://api.openai.com/v1");
        String model = env.getProperty("spring.ai.openai.chat.options.model", "gpt-4o-mini");
        Double temperature = env.getProperty("spring.ai.openai.chat.options.temperature", Double.class);
        log.info("Chat model: {} at {} (timeout {}, one attempt per call; the task framework retries)",
                model, baseUrl, settings.chatTimeout());
        return new StructuredChat(OpenAiChatModels.create(baseUrl, env.getProperty("spring.ai.openai.api-key", ""),
                model, temperature, settings.chatTimeout()), model, settings);
    }

    /** The same endpoint for answers a person waits on (chat), streamed; see {@link StreamingChat}. */
    @Bean
    StreamingChat streamingChat(Environment env, AiSettings settings) {
        if (!"openai".equalsIgnoreCase(env.getProperty("spring.ai.model.chat", "none"))) {
            return StreamingChat.notConfigured();
        }
        String model = env.getProperty("spring.ai.openai.chat.options.model", "gpt-4o-mini");
        return new StreamingChat(OpenAiChatModels.create(env.getProperty("spring.ai.openai.base-url",
                "https://api.openai.com/v1"), env.getProperty("spring.ai.openai.api-key", ""), model,
                env.getProperty("spring.ai.openai.chat.options.temperature", Double.class), settings.chatTimeout()),
                model, settings);
    }
}
