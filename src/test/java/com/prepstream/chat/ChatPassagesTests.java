package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.RelevanceThresholds;
import com.prepstream.knowledgebase.search.SearchHit;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which passages an answer may use (ChatPassages): thresholds per pair, and a second reading across languages. */
class ChatPassagesTests {

    static final String MINILM = "all-minilm-l6-v2-q";
    static final String BGE_ZH = "bge-small-zh-v15-q-lowercase";
    /** No threshold configured: the calibrated ones of each (question language, model) pair. */
    static final ChatSettings CALIBRATED = new ChatSettings(null, 0.3, 5, 0.3, 400, 3, null, null, null, null, 200, true);
    static final ChatPassages.Reading NO_READING = reading(List.of(), List.of());

    // threshold 0.45; passages after the first are kept from 0.3
    final ChatPassages answers = new ChatPassages(NO_READING, ChatSettings.defaults());

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
        ChatSettings settings = new ChatSettings(0.65, 0.5, 5, 0.3, 400, 3, null, null, null, null, 200, false);
        ChatPassages judged = new ChatPassages(NO_READING, settings);
        SearchHit chineseNoteForAnEnglishQuestion = new SearchHit(1, "hashmap.md", 0, "ConcurrentHashMap 的 size",
                0.55, null, "bge-small-zh-v15-q-lowercase", true);
        SearchHit sameScoreInItsOwnLanguage = new SearchHit(2, "list.md", 0, "ArrayList 扩容", 0.55, null,
                "bge-small-zh-v15-q-lowercase", false);

        assertThat(judged.sources(List.of(chineseNoteForAnEnglishQuestion))).hasSize(1);
        assertThat(judged.sources(List.of(sameScoreInItsOwnLanguage))).isEmpty();
    }

    @Test
    void aPassageIsJudgedByTheThresholdOfItsQuestionsLanguageAndItsModel() {
        // only Chinese notes in scope: search reads an English question with bge-small-zh, which scores English
        // lower than Chinese; the pair (en, bge-small-zh) has its own calibrated threshold, below the model's own
        double english = RelevanceThresholds.forQuestion("How does Redis persist data?", "bge-small-zh-v15-q-lowercase");
        double chinese = RelevanceThresholds.forQuestion("Redis 怎么持久化？", "bge-small-zh-v15-q-lowercase");
        assertThat(english).isLessThan(chinese);
        SearchHit between = new SearchHit(1, "redis-persistence.md", 28, "Redis 的 AOF 持久化方式有三种",
                (english + chinese) / 2, null, "bge-small-zh-v15-q-lowercase", false);
        SearchHit below = new SearchHit(2, "redis-persistence.md", 3, "RDB 快照和 AOF 日志", english - 0.01, null,
                "bge-small-zh-v15-q-lowercase", false);
        // no threshold configured: the calibrated ones
        ChatPassages calibrated = new ChatPassages(NO_READING, CALIBRATED);

        assertThat(calibrated.sources(List.of(between), "How does Redis persist data to disk?")).hasSize(1);
        assertThat(calibrated.sources(List.of(between), "Redis 怎么持久化？")).isEmpty();
        // a shared word is no longer a way past the threshold (the special case this replaces)
        assertThat(calibrated.sources(List.of(below), "How does Redis AOF persist data to disk?")).isEmpty();
        // the pair of a Chinese question and the English model keeps that model's own scale
        assertThat(RelevanceThresholds.forQuestion("Redis 怎么持久化？", "all-minilm-l6-v2-q")).isEqualTo(0.45);
    }

    @Test
    void anEnglishQuestionTheEnglishNotesDoNotAnswerIsReadAgainInChineseTerms() {
        // one English note in scope: MiniLM reads the question, and its best passage is below its bar (0.45)
        SearchHit english = new SearchHit(1, "routine-vacuuming", 2, "VACUUM reclaims storage", 0.31, null, MINILM);
        SearchHit chinese = new SearchHit(7, "redis-persistence", 3, "Redis 的 AOF 持久化", 0.70, null, BGE_ZH, false,
                "Redis 持久化机制详解");
        List<String> asked = new java.util.ArrayList<>();
        ChatPassages passages = new ChatPassages(reading(List.of(english), List.of(chinese), asked), CALIBRATED);

        List<Source> given = passages.find(List.of("How does Redis persist data to disk?"), null);

        assertThat(given).extracting(Source::knowledgeBaseId).containsExactly(7L);
        // the Chinese model reads the question's terms in Chinese, not the English it reads poorly
        assertThat(asked).containsExactly("Redis 持久化 数据 磁盘 硬盘");
    }

    /** Off by default: over 105 JavaGuide notes it answered 8 of 40 off-topic English questions (docs/chat.md). */
    @Test
    void byDefaultAnEnglishQuestionTheEnglishNotesDoNotAnswerIsNotReadAgain() {
        SearchHit english = new SearchHit(1, "routine-vacuuming", 2, "VACUUM reclaims storage", 0.31, null, MINILM);
        ChatPassages passages = new ChatPassages(reading(List.of(english), null), ChatSettings.defaults());

        assertThat(passages.find(List.of("How does Redis persist data to disk?"), null)).isEmpty();
    }

    @Test
    void anEnglishQuestionWithNoTechnicalTermIsNotReadAgain() {
        SearchHit english = new SearchHit(1, "routine-vacuuming", 2, "VACUUM reclaims storage", 0.31, null, MINILM);
        // "order" and "memory" are everyday words (weak glossary terms): no sign the question is about the notes
        ChatPassages passages = new ChatPassages(reading(List.of(english), null), CALIBRATED);

        assertThat(passages.find(List.of("How do I bake sourdough bread in the order my memory says?"), null)).isEmpty();
    }

    @Test
    void aPassageOfTheSecondReadingMustHoldOneOfTheQuestionsTermsInChinese() {
        SearchHit english = new SearchHit(1, "routine-vacuuming", 2, "VACUUM reclaims storage", 0.31, null, MINILM);
        // near in meaning, but about the thread pool, not about what was asked (garbage collection)
        SearchHit unrelated = new SearchHit(8, "java-thread-pool", 3, "线程池的核心线程数和最大线程数", 0.80, null, BGE_ZH);
        ChatPassages passages = new ChatPassages(reading(List.of(english), List.of(unrelated)), CALIBRATED);

        assertThat(passages.find(List.of("How does garbage collection work?"), null)).isEmpty();
    }

    @Test
    void aPassageOfTheSecondReadingMustBeOfANoteAboutOneOfTheQuestionsTerms() {
        SearchHit english = new SearchHit(1, "routine-vacuuming", 2, "VACUUM reclaims storage", 0.31, null, MINILM);
        // holds the question's terms (事务, 连接池) and is near in meaning, but names them in passing in a note on
        // isolation levels: neither its title nor a heading names them
        SearchHit inPassing = new SearchHit(8, "transaction-isolation-level", 5,
                "每个事务开始时从连接池取得连接，隔离级别决定它能看到什么", 0.80, null, BGE_ZH, false, "MySQL 隔离级别详解");
        SearchHit titled = new SearchHit(9, "connection-pool", 3, "连接池在事务结束时归还连接", 0.70, null, BGE_ZH, false,
                "数据库连接池详解");
        SearchHit underAHeading = new SearchHit(10, "spring-transaction", 7, "## 事务传播行为\n\n事务方法调用另一个事务方法时", 0.70,
                null, BGE_ZH, false, "Spring 常见面试题");
        String question = "How does a connection pool handle a transaction?";

        assertThat(new ChatPassages(reading(List.of(english), List.of(inPassing)), CALIBRATED)
                .find(List.of(question), null)).isEmpty();
        assertThat(new ChatPassages(reading(List.of(english), List.of(inPassing, titled, underAHeading)), CALIBRATED)
                .find(List.of(question), null)).extracting(Source::knowledgeBaseId).containsExactly(9L, 10L);
    }

    @Test
    void theChineseRenderingIsJudgedByTheThresholdOfAChineseTextUnderThatModel() {
        SearchHit english = new SearchHit(1, "routine-vacuuming", 2, "VACUUM reclaims storage", 0.31, null, MINILM);
        // 0.62 clears the pair (English, bge-small-zh) 0.60, not bge-small-zh's own 0.65: the rendering is Chinese
        SearchHit chinese = new SearchHit(7, "redis-persistence", 3, "Redis 的 AOF 持久化", 0.62, null, BGE_ZH, false,
                "Redis 持久化机制详解");
        ChatPassages passages = new ChatPassages(reading(List.of(english), List.of(chinese)), CALIBRATED);

        assertThat(passages.find(List.of("How does Redis persist data to disk?"), null)).isEmpty();
    }

    @Test
    void anEnglishQuestionTheEnglishNotesAnswerIsNotReadAgain() {
        SearchHit english = new SearchHit(1, "routine-vacuuming", 2, "VACUUM reclaims storage", 0.52, null, MINILM);
        ChatPassages passages = new ChatPassages(reading(List.of(english), null), CALIBRATED);

        assertThat(passages.find(List.of("Why run VACUUM?"), null)).extracting(Source::knowledgeBaseId).containsExactly(1L);
    }

    @Test
    void aChineseQuestionIsNotReadAgainByTheEnglishModel() {
        // MiniLM does not read Chinese: it scores any two Chinese texts high, so its reading would answer anything
        SearchHit chinese = new SearchHit(7, "redis-persistence", 3, "Redis 的 AOF 持久化", 0.60, null, BGE_ZH);
        ChatPassages passages = new ChatPassages(reading(List.of(chinese), null), CALIBRATED);

        assertThat(passages.find(List.of("怎么做酸面包的酵头？"), null)).isEmpty();
    }

    /** A search whose readings give these hits; {@code chinese} null: that reading must not happen. */
    static ChatPassages.Reading reading(List<SearchHit> own, List<SearchHit> chinese) {
        return reading(own, chinese, new java.util.ArrayList<>());
    }

    /** As above, keeping in {@code asked} each query the Chinese reading is given. */
    static ChatPassages.Reading reading(List<SearchHit> own, List<SearchHit> chinese, List<String> asked) {
        return new ChatPassages.Reading() {
            @Override
            public List<SearchHit> search(String query, int k, List<Long> scope) {
                return own;
            }

            @Override
            public List<SearchHit> chinese(String query, int k, List<Long> scope) {
                if (chinese == null) {
                    throw new AssertionError("read again by the Chinese model: " + query);
                }
                asked.add(query);
                return chinese;
            }
        };
    }
}
