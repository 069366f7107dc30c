package com.prepstream.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.ai.embedding.EmbeddingModel;

class LanguageModelsTests {

    // never called: routing only picks which model would embed
    static final EmbeddingModel UNUSED = new InProcessEmbeddingModel();
    static final LanguageModels.Choice EN = new LanguageModels.Choice(UNUSED, new EmbeddingModelInfo("en-model", 384));
    static final LanguageModels.Choice ZH = new LanguageModels.Choice(UNUSED, new EmbeddingModelInfo("zh-model", 512));

    @Test
    void oneModelReadsEverythingUnlessACjkModelIsConfigured() {
        LanguageModels single = LanguageModels.single(EN.model(), EN.info());
        assertThat(single.forDocument("双亲委派模型是类加载器的委托机制").info().name()).isEqualTo("en-model");
        assertThat(single.forQuery("双亲委派模型是什么").info().name()).isEqualTo("en-model");
        assertThat(single.configuredNames()).containsExactly("en-model");
    }

    @Test
    void chineseDocumentsAndQueriesGoToTheCjkModel() {
        LanguageModels both = new LanguageModels(EN, ZH);
        // a Chinese note full of code is still Chinese
        assertThat(both.forDocument("# 双亲委派模型\n\n类加载器收到加载请求时，先委托父加载器。\n"
                + "```java\nprotected Class<?> loadClass(String name, boolean resolve) { return findClass(name); }\n```")
                .info().name()).isEqualTo("zh-model");
        assertThat(both.forDocument("VACUUM reclaims storage occupied by dead tuples (参见 手册).").info().name())
                .isEqualTo("en-model");
        assertThat(both.forQuery("Redis 的持久化方式").info().name()).isEqualTo("zh-model");
        assertThat(both.forQuery("how does autovacuum work").info().name()).isEqualTo("en-model");
        assertThat(both.configuredNames()).containsExactly("en-model", "zh-model");
    }
}
