package com.prepstream.ai;

import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Condition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * Embedding model wiring. With {@code spring.ai.model.embedding=openai}, Spring AI's OpenAI
 * auto-configuration provides the {@link EmbeddingModel} (any OpenAI-compatible API); with any other
 * value (the default is {@code none}) the in-process all-MiniLM-L6-v2 model does, so the two never
 * both exist.
 */
@Configuration(proxyBeanMethods = false)
class EmbeddingConfiguration {

    static final String PROVIDER_PROPERTY = "spring.ai.model.embedding";

    @Bean
    @Conditional(InProcessSelected.class)
    InProcessEmbeddingModel inProcessEmbeddingModel() {
        return new InProcessEmbeddingModel();
    }

    @Bean
    EmbeddingModelInfo embeddingModelInfo(EmbeddingModel model, Environment environment) {
        if (model instanceof InProcessEmbeddingModel) {
            return new EmbeddingModelInfo(InProcessEmbeddingModel.NAME, InProcessEmbeddingModel.DIMENSIONS);
        }
        String name = environment.getProperty("spring.ai.openai.embedding.options.model", "openai-embedding");
        // An explicit value avoids a probe call at startup for models Spring AI does not know.
        Integer configured = environment.getProperty("prepstream.ai.embedding-dimensions", Integer.class);
        return new EmbeddingModelInfo(name, configured != null ? configured : model.dimensions());
    }

    @Bean
    EmbeddingTokenCounter embeddingTokenCounter(EmbeddingModel model) {
        if (model instanceof InProcessEmbeddingModel) {
            return new MiniLmTokenCounter();
        }
        return new EstimatedCounter();
    }

    /** Remote models read thousands of tokens; ~1 token per 3 characters is a safe upper estimate. */
    static final class EstimatedCounter implements EmbeddingTokenCounter {

        @Override
        public int maxTokens() {
            return 8000;
        }

        @Override
        public int count(String text) {
            return text.length() / 3 + 1;
        }
    }

    static final class InProcessSelected implements Condition {

        @Override
        public boolean matches(ConditionContext context, AnnotatedTypeMetadata metadata) {
            // Spring AI's OpenAI embedding auto-configuration matches when the property is missing.
            String provider = context.getEnvironment().getProperty(PROVIDER_PROPERTY);
            return provider != null && !provider.equalsIgnoreCase("openai");
        }
    }
}
