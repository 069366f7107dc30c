package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.interview.Evaluation.QuestionEvaluation;
import com.prepstream.interview.Evaluation.QuestionInput;
import com.prepstream.system.Language;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.ai.embedding.EmbeddingModel;
import tools.jackson.databind.json.JsonMapper;

class InterviewOfflineEvaluatorTests {

    static final InterviewSettings SETTINGS = new InterviewSettings(5, 3, 20, Difficulty.MEDIUM, "Java backend engineer",
            10000, 5, 4000, 0.5, 0.3, Duration.ofSeconds(1));
    static final Map<String, String> GLOSSARY = OfflineEvaluator.loadGlossary(JsonMapper.builder().build());

    static final String QUESTION = "What does the volatile keyword guarantee, and what does it not guarantee?";
    static final List<String> KEY_POINTS = List.of(
            "volatile guarantees visibility: a write is seen by later reads in other threads",
            "it prevents reordering around the volatile access",
            "it does not make compound actions such as count++ atomic",
            "use atomic classes or locks for read-modify-write operations",
            "typical use is a stop flag or safe publication");
    static final String STRONG = "Volatile guarantees visibility: when one thread writes the variable, later reads in "
            + "other threads see the new value. It also prevents reordering of instructions around the volatile "
            + "access. However it does not make compound actions like count++ atomic, because that is a "
            + "read-modify-write; for that use atomic classes such as AtomicInteger or a lock. A typical use is a "
            + "stop flag that tells a worker thread to finish.";
    static final String WEAK = "Volatile is a keyword in Java. It is used with threads.";
    static final String OFF_TOPIC = "I really enjoy playing football with my friends on the weekend.";
    static final String CHINESE = "volatile 保证可见性：一个线程修改变量后，其他线程能立即看到新值。它还能防止指令重排序。"
            + "但是 volatile 不保证原子性，比如 count++ 是读-改-写，需要用 AtomicInteger 或者加锁。"
            + "常见用法是作为停止线程的标志位。";

    static QuestionEvaluation evaluate(EmbeddingModel model, String answer) {
        OfflineEvaluator evaluator = new OfflineEvaluator(model, SETTINGS, GLOSSARY);
        return evaluator.score(new QuestionInput(0, QUESTION, "concurrency", KEY_POINTS, answer), Language.EN).result();
    }

    @Nested
    class WithTheRealModel {

        final EmbeddingModel model = new com.prepstream.ai.InProcessEmbeddingModel();

        @Test
        void strongAnswerScoresClearlyAboveWeakAndBlank() {
            QuestionEvaluation strong = evaluate(model, STRONG);
            QuestionEvaluation weak = evaluate(model, WEAK);
            QuestionEvaluation blank = evaluate(model, "   ");
            assertThat(strong.score()).isGreaterThanOrEqualTo(70);
            assertThat(weak.score()).isLessThanOrEqualTo(strong.score() - 35);
            assertThat(blank.score()).isZero();
            assertThat(strong.coveredKeyPoints()).hasSizeGreaterThanOrEqualTo(4);
            assertThat(weak.missedKeyPoints()).hasSizeGreaterThanOrEqualTo(3);
        }

        @Test
        void offTopicAnswerIsCalledOut() {
            QuestionEvaluation offTopic = evaluate(model, OFF_TOPIC);
            assertThat(offTopic.score()).isLessThanOrEqualTo(10);
            assertThat(offTopic.feedback()).contains("does not seem to address this question");
        }

        @Test
        void chineseAnswerCoveringTheKeyPointsScoresWell() {
            QuestionEvaluation chinese = evaluate(model, CHINESE);
            assertThat(chinese.feedback()).doesNotContain("does not seem to address");
            assertThat(chinese.score()).isGreaterThan(evaluate(model, WEAK).score() + 15);
            assertThat(chinese.coveredKeyPoints()).isNotEmpty();
        }
    }

    @Nested
    class ChineseAnswersToBankQuestions {

        final OfflineEvaluator evaluator = new OfflineEvaluator(new com.prepstream.ai.InProcessEmbeddingModel(),
                SETTINGS, GLOSSARY);

        QuestionEvaluation answer(String bankId, String answer) {
            BankQuestion q = InterviewQuestionBankTests.BANK.find(bankId).orElseThrow();
            return evaluator.score(new QuestionInput(0, q.question(Language.EN), q.topic(), q.keyPoints(Language.EN),
                    answer), Language.EN).result();
        }

        @Test
        void aGoodChineseAnswerCoversTheEnglishKeyPoints() {
            QuestionEvaluation good = answer("db-03", "读未提交会有脏读；读已提交避免脏读但有不可重复读；可重复读避免不可重复读，"
                    + "幻读取决于引擎；串行化最安全但并发最差。MySQL 默认可重复读，PostgreSQL 默认读已提交。");
            assertThat(good.score()).isGreaterThanOrEqualTo(60);
            assertThat(good.coveredKeyPoints()).hasSizeGreaterThanOrEqualTo(4);
        }

        @Test
        void aChineseAnswerAboutSomethingElseIsCalledOffTopic() {
            QuestionEvaluation offTopic = answer("db-03", "今天天气很好，我们去公园散步吧。");
            assertThat(offTopic.score()).isZero();
            assertThat(offTopic.feedback()).contains("does not seem to address this question");
        }

        @Test
        void aPartialChineseAnswerScoresInBetween() {
            int partial = answer("sd-03", "可以用令牌桶，允许突发但是限制平均速率；分布式的话计数放在 Redis 里用 Lua 原子更新，超限返回 429。").score();
            assertThat(partial).isBetween(35, 75);
        }
    }

    @Nested
    class ScoringLogic {

        final EmbeddingModel fake = new HashingEmbeddings();

        @Test
        void blankAndDontKnowAnswersSayNoAnswerWasGiven() {
            for (String blank : new String[] {null, "", "  ?  ", "I don't know", "不知道"}) {
                QuestionEvaluation result = evaluate(fake, blank);
                assertThat(result.score()).isZero();
                assertThat(result.feedback()).startsWith("No answer was given");
                assertThat(result.missedKeyPoints()).isEqualTo(KEY_POINTS);
            }
        }

        @Test
        void feedbackNamesCoveredAndMissedKeyPoints() {
            QuestionEvaluation result = evaluate(fake,
                    "Volatile guarantees visibility: a write is seen by later reads in other threads.");
            assertThat(result.coveredKeyPoints()).contains(KEY_POINTS.get(0));
            assertThat(result.missedKeyPoints()).contains(KEY_POINTS.get(4));
            assertThat(result.feedback()).contains("Covered: " + KEY_POINTS.get(0)).contains("Missed:");
        }

        @Test
        void worksWithKeywordsAloneWhenNoEmbeddingModelExists() {
            int strong = evaluate(null, STRONG).score();
            int weak = evaluate(null, WEAK).score();
            assertThat(strong).isGreaterThan(weak + 30);
        }

        @Test
        void reportCountsUnansweredQuestionsAsZeroAndFillsEveryDimension() {
            OfflineEvaluator evaluator = new OfflineEvaluator(fake, SETTINGS, GLOSSARY);
            Evaluation evaluation = evaluator.evaluate(new Evaluation.Input("Java backend engineer", Difficulty.MEDIUM,
                    List.of(new QuestionInput(0, QUESTION, "concurrency", KEY_POINTS, STRONG),
                            new QuestionInput(1, QUESTION, "concurrency", KEY_POINTS, null)), Language.EN));
            assertThat(evaluation.dimensions()).containsOnlyKeys(Evaluation.DIMENSIONS);
            assertThat(evaluation.dimensions().values()).allSatisfy(v -> assertThat(v).isBetween(0, 100));
            assertThat(evaluation.overallScore()).isEqualTo(evaluation.questions().get(0).score() / 2
                    + (evaluation.questions().get(0).score() % 2 == 0 ? 0 : 1));
            assertThat(evaluation.improvements()).anyMatch(line -> line.startsWith("Attempt every question"));
            assertThat(evaluation.summary()).contains("1 of 2 questions answered");
            assertThat(evaluation.model()).isEqualTo("offline-evaluator (embeddings + keywords)");
        }
    }
}
