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
    void aCjkModelIsAddedToAnInProcessModelOnly() {
        context.withPropertyValues("spring.ai.model.embedding=none", "prepstream.ai.in-process-model-cjk=bge-small-zh-v15-q")
                .run(app -> assertThat(app.getBean(LanguageModels.class).configuredNames())
                        .containsExactly("all-minilm-l6-v2-q", "bge-small-zh-v15-q"));
        context.withPropertyValues("spring.ai.model.embedding=openai", "prepstream.ai.embedding-dimensions=1024",
                "prepstream.ai.in-process-model-cjk=bge-small-zh-v15-q")
                .run(app -> assertThat(app.getBean(LanguageModels.class).configuredNames())
                        .containsExactly("openai-embedding"));
    }

    @Test
    void bgeSmallZhReadsChineseParaphrasesCloserThanUnrelatedText() {
        InProcessEmbeddingModel model = new InProcessEmbeddingModel(InProcessModel.BGE_SMALL_ZH_V15_Q);
        float[] question = model.embed("双亲委派模型是什么");
        float[] paraphrase = model.embed("类加载器收到加载请求时，先把请求委托给父类加载器去完成");
        float[] unrelated = model.embed("Redis 的持久化方式有 RDB 快照和 AOF 日志");
        assertThat(question).hasSize(512);
        assertThat(cosine(question, paraphrase)).isGreaterThan(cosine(question, unrelated));
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
