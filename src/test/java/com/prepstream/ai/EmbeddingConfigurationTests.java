package com.prepstream.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.ai.model.openai.autoconfigure.OpenAiEmbeddingAutoConfiguration;
import org.springframework.ai.openai.OpenAiEmbeddingModel;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

class EmbeddingConfigurationTests {

    final ApplicationContextRunner context = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(OpenAiEmbeddingAutoConfiguration.class))
            .withUserConfiguration(EmbeddingConfiguration.class)
            .withPropertyValues("spring.ai.openai.api-key=test-key");

    @Test
    void usesTheInProcessModelByDefault() {
        context.withPropertyValues("spring.ai.model.embedding=none").run(app -> {
            assertThat(app).hasSingleBean(EmbeddingModel.class).hasSingleBean(InProcessEmbeddingModel.class);
            assertThat(app.getBean(EmbeddingModelInfo.class)).isEqualTo(new EmbeddingModelInfo("all-minilm-l6-v2-q", 384));
            assertThat(app.getBean(EmbeddingTokenCounter.class).maxTokens()).isEqualTo(126);
        });
    }

    @Test
    void usesTheOpenAiCompatibleModelWhenConfiguredWithoutAClash() {
        context.withPropertyValues("spring.ai.model.embedding=openai",
                "spring.ai.openai.embedding.options.model=text-embedding-v3", "prepstream.ai.embedding-dimensions=1024")
                .run(app -> {
                    assertThat(app).hasSingleBean(EmbeddingModel.class).hasSingleBean(OpenAiEmbeddingModel.class)
                            .doesNotHaveBean(InProcessEmbeddingModel.class);
                    assertThat(app.getBean(EmbeddingModelInfo.class))
                            .isEqualTo(new EmbeddingModelInfo("text-embedding-v3", 1024));
                });
    }

    @Test
    void inProcessModelPlacesParaphrasesCloserThanUnrelatedText() {
        InProcessEmbeddingModel model = new InProcessEmbeddingModel();
        float[] question = model.embed("How do I keep my tomato plants healthy?");
        float[] paraphrase = model.embed("Tips for growing tomatoes in the garden");
        float[] unrelated = model.embed("PostgreSQL write-ahead logging and crash recovery");
        assertThat(question).hasSize(384);
        assertThat(cosine(question, paraphrase)).isGreaterThan(cosine(question, unrelated) + 0.2);
    }

    static double cosine(float[] a, float[] b) {
        double dot = 0, na = 0, nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return dot / Math.sqrt(na * nb);
    }
}
