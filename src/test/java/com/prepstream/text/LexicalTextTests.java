package com.prepstream.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class LexicalTextTests {

    @Test
    void chineseIsCutIntoWords() {
        List<String> words = List.of(LexicalText.ofDocument("双亲委派模型是类加载器的一种工作方式").split(" "));

        assertThat(words).contains("双亲", "委派", "模型", "工作", "方式");
    }

    @Test
    void queriesLoseQuestionWordsAndParticlesButKeepTheTopic() {
        List<String> words = List.of(LexicalText.ofQuery("双亲委派模型是什么？为什么要这样设计").split(" "));

        assertThat(words).contains("双亲", "委派", "模型", "设计").doesNotContain("什么", "为什么", "是", "？");
    }

    @Test
    void englishAndMixedTextKeepTheirWords() {
        assertThat(LexicalText.ofDocument("Vacuum reclaims storage")).isEqualTo("vacuum reclaim storag");
        assertThat(LexicalText.ofQuery("Redis 的持久化 RDB 和 AOF")).contains("redi", "rdb", "aof", "持久");
    }

    @Test
    void anIdentifierIsAlsoOneWordWithoutItsUnderscores() {
        assertThat(LexicalText.ofDocument("Set max_connections and pg_stat_activity.")).endsWith(" maxconnections pgstatactivity");
        assertThat(LexicalText.ofQuery("what is max_connections")).endsWith(" maxconnections");
        assertThat(LexicalText.ofDocument("no identifier here")).doesNotContain("_");
    }

    @Test
    void emojiAndPunctuationLeaveNothing() {
        assertThat(LexicalText.ofQuery("🙂🙂 ?! …")).isBlank();
    }
}
