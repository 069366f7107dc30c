package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.RelevanceThresholds;
import com.prepstream.system.Language;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/**
 * Chat and knowledge-base search judge a passage by one table (ai.RelevanceThresholds, issue 29): what chat reads
 * of it with no operator override must be what search's weak matches are marked by.
 */
class SharedThresholdsTests {

    static final String BGE_ZH = "bge-small-zh-v15-q-lowercase";

    @Test
    void chatsOtherLanguageThresholdDefaultsToTheSharedOne() {
        ChatSettings bound = new Binder(new MapConfigurationPropertySource(Map.of()))
                .bindOrCreate("prepstream.chat", ChatSettings.class);
        assertThat(bound.otherLanguageThreshold()).isEqualTo(RelevanceThresholds.ACROSS_LANGUAGES);
        assertThat(bound.relevanceThreshold()).as("no override: the calibrated table decides").isNull();
    }

    @Test
    void theTableReadsAQuestionsLanguageAsChatDoes() {
        for (String question : List.of("双亲委派模型是什么", "What is ConcurrentHashMap?", "Redis 的 AOF", "🤔", "")) {
            double chinese = RelevanceThresholds.forQuestion("双亲委派", BGE_ZH);
            double english = RelevanceThresholds.forQuestion("delegation", BGE_ZH);
            assertThat(RelevanceThresholds.forQuestion(question, BGE_ZH)).as(question)
                    .isEqualTo(QuestionLanguage.of(question) == Language.ZH_CN ? chinese : english);
        }
    }
}
