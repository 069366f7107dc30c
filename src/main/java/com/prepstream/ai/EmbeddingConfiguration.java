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
 * value (the default is {@code none}) an in-process model does ({@link InProcessModel}, picked with
 * {@code prepstream.ai.in-process-model}), so the two never both exist.
 */
@Configuration(proxyBeanMethods = false)
class EmbeddingConfiguration {

    static final String PROVIDER_PROPERTY = "spring.ai.model.embedding";
    static final String IN_PROCESS_MODEL_PROPERTY = "prepstream.ai.in-process-model";
    static final String CJK_MODEL_PROPERTY = "prepstream.ai.in-process-model-cjk";

    @Bean
    @Conditional(InProcessSelected.class)
    InProcessEmbeddingModel inProcessEmbeddingModel(Environment environment) {
        return new InProcessEmbeddingModel(InProcessModel.of(
                environment.getProperty(IN_PROCESS_MODEL_PROPERTY, InProcessEmbeddingModel.NAME)));
    }

    @Bean
    EmbeddingModelInfo embeddingModelInfo(EmbeddingModel model, Environment environment) {
        if (model instanceof InProcessEmbeddingModel inProcess) {
            return new EmbeddingModelInfo(inProcess.modelName(), inProcess.dimensions());
        }
        String name = environment.getProperty("spring.ai.openai.embedding.options.model", "openai-embedding");
        // An explicit value avoids a probe call at startup for models Spring AI does not know.
        Integer configured = environment.getProperty("prepstream.ai.embedding-dimensions", Integer.class);
        return new EmbeddingModelInfo(name, configured != null ? configured : model.dimensions());
    }

    /**
     * The configured model, plus a second in-process one for CJK documents and queries when one is named
     * and the configured model is in-process too (a remote model is trusted to read every language).
     */
    @Bean
    LanguageModels languageModels(EmbeddingModel model, EmbeddingModelInfo info, Environment environment) {
        String cjk = environment.getProperty(CJK_MODEL_PROPERTY, "");
        if (cjk.isBlank() || !(model instanceof InProcessEmbeddingModel) || cjk.strip().equalsIgnoreCase(info.name())) {
            return LanguageModels.single(model, info);
        }
        InProcessEmbeddingModel cjkModel = new InProcessEmbeddingModel(InProcessModel.of(cjk));
        return new LanguageModels(new LanguageModels.Choice(model, info), new LanguageModels.Choice(cjkModel,
                new EmbeddingModelInfo(cjkModel.modelName(), cjkModel.dimensions())));
    }

    @Bean
    EmbeddingTokenCounter embeddingTokenCounter(EmbeddingModel model) {
        if (model instanceof InProcessEmbeddingModel) {
            // Chunks stay sized for MiniLM's 128-piece window whatever the in-process model: the bge
            // models read 512 pieces, so nothing is cut, and chunk size is measured as its own lever.
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
