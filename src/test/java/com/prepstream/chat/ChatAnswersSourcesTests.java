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
    void anEnglishQuestionReadByTheChineseModelIsJudgedAsAcrossLanguagesWhenThePassageHoldsItsWords() {
        // only Chinese notes in scope: search reads the English question with bge-small-zh, on its Chinese scale
        SearchHit persistence = new SearchHit(1, "redis-persistence.md", 28, "Redis 的 AOF 持久化方式有三种", 0.5, null,
                "bge-small-zh-v15-q", false);
        SearchHit recipe = new SearchHit(2, "redis-persistence.md", 3, "RDB 快照和 AOF 日志", 0.5, null,
                "bge-small-zh-v15-q", false);

        // no threshold configured: each model's calibrated one (bge-small-zh: 0.65)
        ChatAnswers calibrated = new ChatAnswers(null, null, null, null,
                new ChatSettings(null, 0.3, 5, 0.3, 400, 3, null, null, null, null, 200), null, null, null, null);

        assertThat(calibrated.sources(List.of(persistence), "How does Redis persist data to disk?", "all-minilm-l6-v2-q"))
                .hasSize(1);
        assertThat(calibrated.sources(List.of(recipe), "What is a good recipe for banana bread?", "all-minilm-l6-v2-q"))
                .isEmpty();
        assertThat(calibrated.sources(List.of(persistence), "Redis 怎么持久化？", "bge-small-zh-v15-q")).isEmpty();
    }
}
