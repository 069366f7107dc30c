package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.knowledgebase.search.SearchHit;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChatAnswersSourcesTests {

    // threshold 0.45; passages after the first are kept from 0.3
    final ChatAnswers answers = new ChatAnswers(null, null, null, null, ChatSettings.defaults(), null, null, null, null);

    @Test
    void aFullTextMatchRankedFirstDoesNotHideACloseEnoughPassageBehindIt() {
        SearchHit fullTextFirst = new SearchHit(1, "release-15-3", 0, "fixed a crash in VACUUM", 0.40);
        SearchHit nearest = new SearchHit(2, "routine-vacuuming", 4, "VACUUM reclaims dead tuples", 0.62);

        List<Source> given = answers.sources(List.of(fullTextFirst, nearest));

        assertThat(given).extracting(Source::knowledgeBaseId).containsExactly(1L, 2L);
    }

    @Test
    void nothingIsGivenWhenEvenTheClosestIsBelowTheThreshold() {
        SearchHit a = new SearchHit(1, "a", 0, "x", 0.40);
        SearchHit b = new SearchHit(2, "b", 0, "y", 0.44);

        assertThat(answers.sources(List.of(a, b))).isEmpty();
        assertThat(answers.sources(List.of())).isEmpty();
    }

    @Test
    void aPassageFoundAcrossLanguagesIsJudgedByItsOwnThreshold() {
        ChatSettings settings = new ChatSettings(0.65, 0.5, 5, 0.3, 400, 3, null, null, null, null, 200);
        ChatAnswers judged = new ChatAnswers(null, null, null, null, settings, null, null, null, null);
        SearchHit chineseNoteForAnEnglishQuestion = new SearchHit(1, "hashmap.md", 0, "ConcurrentHashMap 的 size",
                0.55, null, "bge-small-zh-v15-q", true);
        SearchHit sameScoreInItsOwnLanguage = new SearchHit(2, "list.md", 0, "ArrayList 扩容", 0.55, null,
                "bge-small-zh-v15-q", false);

        assertThat(judged.sources(List.of(chineseNoteForAnEnglishQuestion))).hasSize(1);
        assertThat(judged.sources(List.of(sameScoreInItsOwnLanguage))).isEmpty();
    }

    @Test
    void aPassageIsJudgedByTheThresholdOfItsQuestionsLanguageAndItsModel() {
        // only Chinese notes in scope: search reads an English question with bge-small-zh, which scores English
        // lower than Chinese; the pair (en, bge-small-zh) has its own calibrated threshold, below the model's own
        double english = ChatThresholds.calibrated(com.prepstream.system.Language.EN, "bge-small-zh-v15-q");
        double chinese = ChatThresholds.calibrated(com.prepstream.system.Language.ZH_CN, "bge-small-zh-v15-q");
        assertThat(english).isLessThan(chinese);
        SearchHit between = new SearchHit(1, "redis-persistence.md", 28, "Redis 的 AOF 持久化方式有三种",
                (english + chinese) / 2, null, "bge-small-zh-v15-q", false);
        SearchHit below = new SearchHit(2, "redis-persistence.md", 3, "RDB 快照和 AOF 日志", english - 0.01, null,
                "bge-small-zh-v15-q", false);
        // no threshold configured: the calibrated ones
        ChatAnswers calibrated = new ChatAnswers(null, null, null, null,
                new ChatSettings(null, 0.3, 5, 0.3, 400, 3, null, null, null, null, 200), null, null, null, null);

        assertThat(calibrated.sources(List.of(between), "How does Redis persist data to disk?")).hasSize(1);
        assertThat(calibrated.sources(List.of(between), "Redis 怎么持久化？")).isEmpty();
        // a shared word is no longer a way past the threshold (the special case this replaces)
        assertThat(calibrated.sources(List.of(below), "How does Redis AOF persist data to disk?")).isEmpty();
        // the pair of a Chinese question and the English model keeps that model's own scale
        assertThat(ChatThresholds.calibrated(com.prepstream.system.Language.ZH_CN, "all-minilm-l6-v2-q")).isEqualTo(0.45);
    }
}
