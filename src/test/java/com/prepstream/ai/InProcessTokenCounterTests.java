package com.prepstream.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Each in-process model's window, less its special tokens and its document prefix. */
class InProcessTokenCounterTests {

    @Test
    void aModelsWindowIsItsOwnLessWhatItAlwaysReads() {
        assertThat(InProcessTokenCounter.of(InProcessModel.ALL_MINILM_L6_V2_Q).maxTokens()).isEqualTo(126);
        assertThat(InProcessTokenCounter.of(InProcessModel.BGE_SMALL_EN_V15_Q).maxTokens()).isEqualTo(510);
        // "passage: " is two pieces of e5's 512
        assertThat(InProcessTokenCounter.of(InProcessModel.E5_SMALL_V2_Q).maxTokens()).isEqualTo(508);
    }

    @Test
    void itCountsWithTheModelsOwnVocabulary() {
        // bge-small-zh reads a Chinese character as one piece, as MiniLM's counter does for any CJK text
        assertThat(InProcessTokenCounter.of(InProcessModel.BGE_SMALL_ZH_V15_Q).count("检查点")).isEqualTo(3);
        assertThat(InProcessTokenCounter.of(InProcessModel.BGE_SMALL_EN_V15_Q).count("max_connections"))
                .isEqualTo(new MiniLmTokenCounter().count("max_connections"));
    }
}
