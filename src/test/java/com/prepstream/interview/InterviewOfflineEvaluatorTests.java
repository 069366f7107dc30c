package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.interview.Evaluation.QuestionEvaluation;
import com.prepstream.interview.Evaluation.QuestionInput;
import com.prepstream.system.Language;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The offline evaluator's rules, each on answers written for this test (not the benchmark's set):
 * the benchmark measures how well the rules work; these tests pin what each rule does.
 */
class InterviewOfflineEvaluatorTests {

    static final OfflineEvaluator EVALUATOR = new OfflineEvaluator(InterviewQuestionBankTests.BANK);

    static final String STRONG = "Volatile guarantees visibility: when one thread writes the variable, later reads in "
            + "other threads see the new value. It also prevents reordering of instructions around the volatile "
            + "access. However it does not make compound actions like count++ atomic, because that is a "
            + "read-modify-write; for that use atomic classes such as AtomicInteger or a lock. A typical use is a "
            + "stop flag that tells a worker thread to finish.";
    static final String WEAK = "Volatile is a keyword in Java. It is used with threads and is faster than locks.";
    static final String CHINESE = "volatile 保证可见性：一个线程修改变量后，其他线程能立即看到新值。它还能防止指令重排序。"
            + "但是 volatile 不保证原子性，比如 count++ 是读-改-写，需要用 AtomicInteger 或者加锁。"
            + "常见用法是作为停止线程的标志位。";

    static QuestionEvaluation answer(String bankId, Language language, String answer) {
        BankQuestion q = InterviewQuestionBankTests.BANK.find(bankId).orElseThrow();
        return EVALUATOR.score(new QuestionInput(0, q.question(language), InterviewQuestionBankTests.BANK.category(q,
                language), q.keyPoints(language), answer, bankId), language).result();
    }

    @Nested
    class TechnicalAnswers {

        @Test
        void aStrongAnswerInOtherWordsScoresHighAndAWeakOneLow() {
            QuestionEvaluation strong = answer("conc-02", Language.EN, STRONG);
            QuestionEvaluation weak = answer("conc-02", Language.EN, WEAK);
            assertThat(strong.score()).isGreaterThanOrEqualTo(75);
            assertThat(strong.coveredKeyPoints()).hasSizeGreaterThanOrEqualTo(4);
            assertThat(weak.score()).isLessThanOrEqualTo(35);
            assertThat(weak.coveredKeyPoints()).isEmpty();
        }

        @Test
        void aKeyPointNotStatedIsNeverCovered() {
            QuestionEvaluation one = answer("conc-02", Language.EN,
                    "I mostly use it for a boolean stop flag: the worker thread checks the flag in its loop and "
                            + "finishes when another thread sets it.");
            BankQuestion q = InterviewQuestionBankTests.BANK.find("conc-02").orElseThrow();
            assertThat(one.coveredKeyPoints()).containsExactly(q.keyPoints(Language.EN).get(4));
            assertThat(one.score()).isBetween(15, 45);
        }

        @Test
        void anAnswerInTheOtherLanguageCountsThroughTheBanksOwnTranslation() {
            QuestionEvaluation chineseInEnglishSession = answer("conc-02", Language.EN, CHINESE);
            assertThat(chineseInEnglishSession.coveredKeyPoints()).hasSizeGreaterThanOrEqualTo(4);
            assertThat(chineseInEnglishSession.score()).isGreaterThanOrEqualTo(75);
            QuestionEvaluation englishInChineseSession = answer("conc-02", Language.ZH_CN, STRONG);
            assertThat(englishInChineseSession.coveredKeyPoints()).hasSizeGreaterThanOrEqualTo(4);
            assertThat(englishInChineseSession.feedback()).startsWith("回答很好");
        }

        @Test
        void restatingTheQuestionCoversNothing() {
            QuestionEvaluation parroted = answer("conc-02", Language.EN, "The volatile keyword guarantees some things "
                    + "and does not guarantee other things, so what volatile guarantees depends on what you need.");
            assertThat(parroted.score()).isLessThanOrEqualTo(12);
            assertThat(parroted.coveredKeyPoints()).isEmpty();
        }

        @Test
        void aListOfTheRightTermsIsNotAnAnswer() {
            QuestionEvaluation stuffed = answer("conc-02", Language.EN,
                    "Visibility, reordering, happens-before, count++, atomicity, AtomicInteger, locks, stop flag, "
                            + "safe publication, memory barrier.");
            assertThat(stuffed.score()).isLessThanOrEqualTo(15);
            assertThat(stuffed.coveredKeyPoints()).isEmpty();
            assertThat(stuffed.feedback()).contains("lists terms");
            QuestionEvaluation chinese = answer("conc-02", Language.ZH_CN, "可见性、有序性、原子性、count++、AtomicInteger、"
                    + "锁、停止标志、安全发布、内存屏障");
            assertThat(chinese.score()).isLessThanOrEqualTo(15);
            assertThat(chinese.feedback()).startsWith("回答只是罗列了术语");
        }

        @Test
        void aVagueAnswerOnTheQuestionsSubjectIsWeakNotOffTopicInEitherLanguage() {
            // it names the subject (tests, the database) and states no point: the report must not say it has
            // nothing in common with the question, in Chinese as in English
            for (QuestionEvaluation vague : List.of(
                    answer("py-test-04", Language.ZH_CN, "就是写单元测试，连上数据库跑一下看看结果对不对。"),
                    answer("py-test-04", Language.EN,
                            "I just write unit tests that connect to the database and check that the results are right."))) {
                assertThat(vague.score()).isBetween(1, 30);
                assertThat(vague.coveredKeyPoints()).isEmpty();
                assertThat(vague.feedback()).doesNotContain("未作答").doesNotContain("Not answered");
            }
        }

        @Test
        void aGoodAnswerToANeighbouringQuestionIsOffTopic() {
            QuestionEvaluation isolation = answer("conc-02", Language.EN, "Read uncommitted allows dirty reads; read "
                    + "committed prevents them but a second read may differ; repeatable read fixes that, and "
                    + "serializable prevents every anomaly at the cost of concurrency. MySQL defaults to repeatable read.");
            assertThat(isolation.score()).isZero();
            assertThat(isolation.coveredKeyPoints()).isEmpty();
            assertThat(isolation.feedback()).startsWith("Not answered, 0 points");
            QuestionEvaluation chat = answer("db-03", Language.ZH_CN, "今天天气很好，我们去公园散步吧。");
            assertThat(chat.score()).isZero();
            assertThat(chat.feedback()).startsWith("未作答，本题 0 分");
        }

        @Test
        void anAnswerThatFitsAnotherQuestionOfTheBankTwiceAsWellIsOffTopicEvenWhenItSharesSomePoints() {
            // about useEffect, asked about memoisation: the words "render", "dependency" and "effect" are shared
            String effects = "An effect runs after React commits the render. Its dependency array says when it runs "
                    + "again: after every render without the array, once after mount with an empty array, else when a "
                    + "listed value changes. The function it returns is the cleanup, run before the next effect and on "
                    + "unmount, where you remove listeners and abort fetches. Typical bugs are stale closures from a "
                    + "missing dependency, loops when the effect sets state it depends on, and races between fetches. "
                    + "Remember that when a component re-renders, all its children render again by default, and every "
                    + "render creates new function references, so an effect that lists a callback defined in the "
                    + "component body runs after every render.";
            BankQuestion memo = InterviewQuestionBankTests.BANK.find("fe-react-05").orElseThrow();
            KeyPointMatcher matcher = new KeyPointMatcher(InterviewQuestionBankTests.BANK,
                    new TermIndex(InterviewQuestionBankTests.BANK));
            double[] ratios = matcher.ratios(matcher.reference(memo), new java.util.HashSet<>(AnswerText.terms(effects)));
            // more than one point matched in words: the older "at most one point stated" neighbour rule misses it
            assertThat(java.util.Arrays.stream(ratios).filter(r -> r >= 1).count()).isGreaterThanOrEqualTo(2);
            QuestionEvaluation offTopic = answer("fe-react-05", Language.EN, effects);
            assertThat(offTopic.score()).isLessThanOrEqualTo(5);
            assertThat(offTopic.coveredKeyPoints()).isEmpty();
            assertThat(answer("fe-react-04", Language.EN, effects).score()).isGreaterThanOrEqualTo(60);
        }

        @Test
        void blankAndDontKnowAnswersSayNoAnswerWasGiven() {
            for (String blank : new String[] {null, "", "  ?  ", "I don't know", "不知道", "跳过"}) {
                QuestionEvaluation result = answer("conc-02", Language.EN, blank);
                assertThat(result.score()).isZero();
                assertThat(result.feedback()).startsWith("Not answered, 0 points");
            }
        }

        @Test
        void aHedgedIDontKnowIsNoAnswerInEitherLanguage() {
            // issue 29: "不太清楚。" was told it restated the question or listed terms, "I am not sure." that it did
            // not address the question: one non-answer, two diagnoses, both wrong
            BankQuestion q = InterviewQuestionBankTests.BANK.find("conc-06").orElseThrow();
            for (Language session : List.of(Language.EN, Language.ZH_CN)) {
                for (String dontKnow : List.of("不太清楚。", "我不太了解这个。", "这个我不会", "忘了", "I am not sure.",
                        "I'm not sure, sorry.", "Honestly, I have no idea about this one.", "I can't remember")) {
                    QuestionEvaluation result = answer("conc-06", session, dontKnow);
                    assertThat(result.score()).as(dontKnow).isZero();
                    assertThat(result.feedback()).as(dontKnow)
                            .isEqualTo(NonAnswers.feedback(q.keyPoints(session), session));
                }
            }
        }
    }

    /** Written Chinese uses few function characters: a terse answer in sentences is graded, not taken for a list. */
    @Nested
    class TerseChineseAnswers {

        static final String CLUSTERED = "聚簇索引按主键顺序存放完整的数据行";

        @Test
        void aTerseAnswerInSentencesCoversThePointsItStates() {
            for (String terse : List.of(
                    "聚簇索引的叶子节点直接存放行数据，行按照主键的大小排列；二级索引的叶子只有主键值，所以需要回表。B+树高度低，IO少。",
                    "因为 B+ 树比较矮，查一次只要读几个页。聚簇索引：表数据本身按主键排好序放在叶子节点里。二级索引：叶子节点存主键，查完要回表。",
                    "B+树矮胖，磁盘IO少；叶子节点链表，范围查询快；聚簇索引叶子存整行数据，按主键排序；二级索引存主键，需要回表；覆盖索引避免回表。")) {
                QuestionEvaluation result = answer("db-04", Language.ZH_CN, terse);
                assertThat(result.coveredKeyPoints()).as(terse).contains(CLUSTERED);
                assertThat(result.score()).as(terse).isGreaterThanOrEqualTo(50);
            }
        }

        @Test
        void aChineseListOfTermsIsStillKeywordStuffing() {
            for (String list : List.of("B+树 聚簇索引 主键 顺序 完整数据行 二级索引 回表 覆盖索引",
                    "B+树、聚簇索引、主键顺序、完整数据行、二级索引、回表、覆盖索引")) {
                QuestionEvaluation result = answer("db-04", Language.ZH_CN, list);
                assertThat(result.score()).as(list).isLessThanOrEqualTo(15);
                assertThat(result.coveredKeyPoints()).as(list).isEmpty();
            }
        }
    }

    @Nested
    class BehaviouralAnswers {

        static final String STORY = "Last year our payment service went down on a Friday evening: about 30% of "
                + "checkouts failed for 40 minutes. I was on call, so I rolled back the release first, which stopped "
                + "the errors within 5 minutes. Then I went through the logs and traces and found that a new "
                + "connection pool setting starved the database. I posted updates in the incident channel every "
                + "15 minutes so support could answer customers. After the post-mortem I added a load test to the "
                + "pipeline and an alert on pool saturation; we have not had a repeat since. Next time I would "
                + "stage that kind of config change behind a flag.";

        @Test
        void aConcreteStarStoryScoresWellAndParrotingTheQuestionDoesNot() {
            QuestionEvaluation story = answer("beh-inc-01", Language.EN, STORY);
            QuestionEvaluation parroted = answer("beh-inc-01", Language.EN, "There was a production incident that "
                    + "I owned from start to finish, and I handled the incident from the start to the finish.");
            QuestionEvaluation generic = answer("beh-inc-01", Language.EN,
                    "I always stay calm during incidents and communicate well with my team.");
            assertThat(story.score()).isGreaterThanOrEqualTo(75);
            assertThat(parroted.score()).isLessThanOrEqualTo(20);
            assertThat(generic.score()).isLessThanOrEqualTo(35);
        }

        @Test
        void aStoryIsJudgedByItsPartsNotByTheAdvicesWordsInEitherLanguage() {
            // none of the key points' advice words ("stakeholders", "trade-offs", "deferred"), only a story
            String deadline = "In March 2024 a bank partner moved our API go-live forward by three weeks because "
                    + "their audit date was fixed; missing it meant losing the contract, about $400k a year. I "
                    + "listed the eleven endpoints and kept the four they needed for the audit. I moved the "
                    + "reporting screens to April and told my manager and the partner the same day. I paired "
                    + "with a junior on the test suite so we could run it every night. We went live two days "
                    + "early with zero failed calls in the first week, and the reporting screens shipped in April. "
                    + "I learned to ask partners for their fixed dates before we plan, not after.";
            QuestionEvaluation english = answer("beh-own-01", Language.EN, deadline);
            assertThat(english.score()).isGreaterThanOrEqualTo(75);
            BankQuestion q = InterviewQuestionBankTests.BANK.find("beh-own-01").orElseThrow();
            assertThat(english.coveredKeyPoints()).contains(q.keyPoints(Language.EN).get(3), q.keyPoints(Language.EN).get(4));
            String chinese = "去年 6 月，合作方把接口上线时间提前了三周，因为他们的审计日期定死了，赶不上就要丢掉一份每年 300 多万的合同。"
                    + "我把 11 个接口列出来，只保留审计必须的 4 个，报表页面推到 7 月，当天就跟主管和对方说清楚。"
                    + "我和一位新同事一起补了自动化测试，每天晚上跑一遍。最后我们提前两天上线，第一周调用零失败，报表在 7 月也上线了。"
                    + "这次我学到的是：排期之前先问清楚对方哪些日期是不能动的。";
            assertThat(answer("beh-own-01", Language.ZH_CN, chinese).score()).isGreaterThanOrEqualTo(75);
        }

        @Test
        void aFigureIsAQuantityNotAnArticle() {
            assertThat(StarStory.parts("有一次我遇到一个问题，我处理了它。").figures()).isZero();
            assertThat(StarStory.parts("我花了一周，处理了三个服务。").figures()).isGreaterThan(0);
            assertThat(StarStory.parts("Once I fixed a bug.").figures()).isZero();
            assertThat(StarStory.parts("It took three weeks and 40 minutes of downtime.").figures()).isGreaterThan(0.5);
        }

        @Test
        void aShortTrueStoryIsNotJudgedWeakForItsLength() {
            // situation with a figure, the speaker's actions and a result; no reflection, about 60 words
            String shortStory = "Last year the platform team was two weeks late with the new auth API we needed. I "
                    + "asked them what was blocking them and agreed the API contract with them on one page. I built "
                    + "our side against a mock of that contract in the meantime. When their API landed we switched "
                    + "over in a day and still shipped on the planned date.";
            QuestionEvaluation partial = answer("beh-col-06", Language.EN, shortStory);
            assertThat(partial.score()).isGreaterThanOrEqualTo(40);
            assertThat(answer("beh-col-06", Language.EN, "When another team blocks me I stay positive and keep "
                    + "communicating with them until the problem is solved.").score()).isLessThanOrEqualTo(35);
        }

        @Test
        void namingAPartIsNotTellingIt() {
            QuestionEvaluation parroted = answer("beh-gro-03", Language.EN, "There was a time I had to learn a new "
                    + "technology quickly to get a job done, and I learned the new technology and got the job done.");
            assertThat(parroted.score()).isLessThanOrEqualTo(12);
            assertThat(parroted.coveredKeyPoints()).isEmpty();
        }
    }

    @Test
    void theSummaryCallsNoAnswerTheStrongestWhenEveryAnswerMissedItsQuestion() {
        String generic = "I would first measure it with metrics and logs, find the root cause, then fix it and add an "
                + "alert so it does not happen again.";
        BankQuestion isolation = InterviewQuestionBankTests.BANK.find("conc-02").orElseThrow();
        List<QuestionInput> missed = List.of(
                new QuestionInput(0, isolation.question(Language.EN), "Concurrency", isolation.keyPoints(Language.EN),
                        generic, isolation.id()),
                new QuestionInput(1, isolation.question(Language.EN), "Concurrency", isolation.keyPoints(Language.EN),
                        null, isolation.id()));
        Evaluation weak = EVALUATOR.evaluate(new Evaluation.Input("Java backend", Difficulty.MEDIUM, missed, Language.EN));
        // neither is an answer to improve: both are named as not answered, and none as the weakest answer
        assertThat(weak.summary()).doesNotContain("Strongest").doesNotContain("Weakest")
                .contains("Not answered: questions 1 and 2.");
        Evaluation strong = EVALUATOR.evaluate(new Evaluation.Input("Java backend", Difficulty.MEDIUM, List.of(
                new QuestionInput(0, isolation.question(Language.EN), "Concurrency", isolation.keyPoints(Language.EN),
                        STRONG, isolation.id())), Language.EN));
        assertThat(strong.summary()).contains("Strongest answer: question 1");
    }

    @Test
    void theWeakestAnswerIsAnAnswerAndSkippedQuestionsAreNamedAsSkipped() {
        BankQuestion q = InterviewQuestionBankTests.BANK.find("conc-02").orElseThrow();
        List<QuestionInput> session = List.of(
                new QuestionInput(0, q.question(Language.ZH_CN), "并发", q.keyPoints(Language.ZH_CN), CHINESE, q.id()),
                new QuestionInput(1, q.question(Language.ZH_CN), "并发", q.keyPoints(Language.ZH_CN), null, q.id()),
                new QuestionInput(2, q.question(Language.ZH_CN), "并发", q.keyPoints(Language.ZH_CN),
                        "volatile 能让别的线程看到最新的值。", q.id()),
                new QuestionInput(3, q.question(Language.ZH_CN), "并发", q.keyPoints(Language.ZH_CN), "不知道", q.id()));
        Evaluation zh = EVALUATOR.evaluate(new Evaluation.Input("Java 后端", Difficulty.MEDIUM, session, Language.ZH_CN));
        // question 2 scores 0 and was the "weakest" before; the weakest answer is question 3, a short answer
        assertThat(zh.summary()).contains("最弱的回答：第 3 题").doesNotContain("第 2 题（0 分）")
                .contains("未作答：第 2、4 题。");
        assertThat(OfflineSummary.unansweredLine(List.of(2), false)).isEqualTo("Not answered: question 2. ");
        assertThat(OfflineSummary.unansweredLine(List.of(1, 2, 4), false)).isEqualTo("Not answered: questions 1, 2 and 4. ");
    }

    @Test
    void aReportInAChineseSessionIsWrittenInChineseAndCountsUnansweredQuestionsAsZero() {
        BankQuestion q = InterviewQuestionBankTests.BANK.find("conc-02").orElseThrow();
        Evaluation evaluation = EVALUATOR.evaluate(new Evaluation.Input("Java 后端", Difficulty.MEDIUM, List.of(
                new QuestionInput(0, q.question(Language.ZH_CN), "并发", q.keyPoints(Language.ZH_CN), CHINESE, q.id()),
                new QuestionInput(1, q.question(Language.ZH_CN), "并发", q.keyPoints(Language.ZH_CN), null, q.id())),
                Language.ZH_CN));
        assertThat(evaluation.dimensions()).containsOnlyKeys(Evaluation.DIMENSIONS);
        assertThat(evaluation.overallScore()).isEqualTo(Evaluation.clamp(evaluation.questions().get(0).score() / 2.0));
        // the report's "evaluated offline" line says how; the summary starts with what it is about
        assertThat(evaluation.summary()).startsWith("岗位：Java 后端。").contains("作答 1 题").doesNotContain("离线");
        assertThat(evaluation.improvements()).anyMatch(line -> line.startsWith("每道题都正面作答"));
        assertThat(evaluation.questions().get(1).feedback()).startsWith("未作答");
        assertThat(evaluation.model()).isEqualTo("offline-evaluator (key-point terms, en + zh)");
    }

    @Test
    void aChineseStudyPlanPutsASpaceBetweenHanAndALatinCategory() {
        BankQuestion q = InterviewQuestionBankTests.BANK.find("conc-02").orElseThrow();
        Evaluation zh = EVALUATOR.evaluate(new Evaluation.Input("Java 后端", Difficulty.MEDIUM, List.of(
                new QuestionInput(0, q.question(Language.ZH_CN), "Java 语言基础", q.keyPoints(Language.ZH_CN),
                        "volatile 是 Java 的关键字。", q.id())), Language.ZH_CN));
        assertThat(zh.improvements()).anyMatch(line -> line.startsWith("复习 Java 语言基础（第 1 题）："));
        assertThat(OfflineSummary.spacedAfterHan("并发")).isEqualTo("并发");
    }
}
