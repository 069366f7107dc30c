package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.prepstream.ai.FakeOpenAi;
import com.prepstream.ai.ModelUnavailableException;
import com.prepstream.ai.StructuredChat;
import com.prepstream.interview.Evaluation.QuestionInput;
import com.prepstream.resume.ResumeSnapshot;
import com.prepstream.system.Language;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** The LLM paths through the real Spring AI client against a fake OpenAI-compatible server. */
class InterviewLlmTests {

    /** Unit tests of the evaluator: no account owns these sessions, so no model call is counted. */
    static final com.prepstream.ai.ModelCallBudget UNCOUNTED = new com.prepstream.ai.ModelCallBudget(null, false, 0,
            java.time.Clock.systemUTC());
    static final InterviewOwners NO_OWNERS = new InterviewOwners(null) {
        @Override
        public java.util.Optional<Long> ownerOf(long entityId) {
            return java.util.Optional.empty();
        }
    };

    static final InterviewSettings SETTINGS = new InterviewSettings(5, 3, 20, Difficulty.MEDIUM,
            "Java backend engineer", 10000, 2, 4000, Duration.ofSeconds(1), Duration.ofSeconds(10), 2);
    static final List<String> POINTS = List.of("point one", "point two", "point three");

    final FakeOpenAi fake = new FakeOpenAi();
    final StructuredChat chat = fake.structuredChat(Duration.ofSeconds(5));
    final QuestionBank bank = new QuestionBank(JsonMapper.builder().build());

    @AfterEach
    void stop() {
        fake.close();
    }

    static String question(String text, String category) {
        return "{\"question\":\"" + text + "\",\"category\":\"" + category
                + "\",\"keyPoints\":[\"first point\",\"second point\",\"third point\"]}";
    }

    @Nested
    class QuestionGeneration {

        final QuestionPlanner planner = new QuestionPlanner(chat, bank, SETTINGS);
        final ResumeSnapshot resume = new ResumeSnapshot(1, "Built an order service with Redis and Kafka.",
                List.of("Java", "Redis", "Kafka"));

        @AfterEach
        void stopPlanner() {
            planner.stop();
        }

        @Test
        void generatesQuestionsFromTheResumeAlongTheRoleBanksTopicsInTheSessionLanguage() {
            fake.replies("{\"questions\":[" + question("Tell me about the order service.", "projects") + ","
                    + question("How does HashMap resize?", "language fundamentals") + ","
                    + question("When does an index not help?", "databases") + "]}");
            QuestionPlanner.Plan plan = planner.plan(3, Difficulty.MEDIUM, "Backend engineer", Language.EN, resume, 1);

            assertThat(plan.source()).isEqualTo("fake-model");
            assertThat(plan.questions()).extracting(QuestionPlanner.Planned::category)
                    .containsExactly("projects", "language fundamentals", "databases");
            assertThat(plan.questions().get(0).keyPoints()).hasSize(3);
            String prompt = fake.takeRequest().message(1);
            assertThat(prompt).contains("Backend engineer").contains("order service with Redis")
                    .contains("Java language fundamentals\nJVM, memory and garbage collection\n")
                    .contains("<data name=\"language\">\nEnglish\n</data>");
        }

        @Test
        void aChineseSreSessionAsksTheModelForChineseQuestionsOnSreTopics() {
            fake.replies("{\"questions\":[" + question("讲讲你排查过的一次线上故障。", "故障响应与复盘") + ","
                    + question("Linux 平均负载是什么意思？", "Linux 系统") + ","
                    + question("Pod 一直 CrashLoopBackOff 怎么排查？", "Kubernetes 与容器") + "]}");
            QuestionPlanner.Plan plan = planner.plan(3, Difficulty.MEDIUM, "运维开发", Language.ZH_CN, resume, 1);

            assertThat(plan.bank()).isEqualTo("sre");
            assertThat(plan.questions()).extracting(QuestionPlanner.Planned::question).allMatch(q -> q.matches(".*[\\u4e00-\\u9fff].*"));
            String prompt = fake.takeRequest().message(1);
            assertThat(prompt).contains("Simplified Chinese").contains("Linux 系统\n网络\nKubernetes 与容器")
                    .doesNotContain("JVM");
        }

        @Test
        void whenTheModelFailsAChineseFrontendSessionStillGetsChineseFrontendBankQuestions() {
            fake.fails(500, "server_error");
            QuestionPlanner.Plan plan = planner.plan(5, Difficulty.MEDIUM, "前端工程师", Language.ZH_CN, null, 3);

            assertThat(plan.source()).isEqualTo("question-bank");
            assertThat(plan.questions()).hasSize(5);
            assertThat(plan.questions().subList(0, 4)).allSatisfy(q -> assertThat(q.bankId()).startsWith("fe-"));
            assertThat(plan.questions()).allSatisfy(q -> {
                assertThat(q.question()).containsPattern("[\\u4e00-\\u9fff]");
                assertThat(q.keyPoints()).isEqualTo(bank.find(q.bankId()).orElseThrow().keyPoints(Language.ZH_CN));
            });
        }

        @Test
        void dropsDuplicatesAndTopsUpFromTheBank() {
            fake.replies("{\"questions\":[" + question("How does HashMap resize?", "language fundamentals") + ","
                    + question("How does HashMap  resize", "language fundamentals") + ","
                    + question("What is a thread pool?", "concurrency") + "]}");
            QuestionPlanner.Plan plan = planner.plan(4, Difficulty.MEDIUM, "Backend engineer", Language.EN, resume, 1);

            assertThat(plan.questions()).hasSize(4);
            assertThat(plan.questions()).extracting(q -> QuestionPlanner.normalized(q.question())).doesNotHaveDuplicates();
            assertThat(plan.questions().subList(2, 4)).allSatisfy(q -> assertThat(q.bankId()).isNotNull());
            assertThat(plan.source()).isEqualTo("fake-model + question-bank");
        }

        @Test
        void fallsBackToTheBankWhenTheModelFailsOrAnswersNonsense() {
            fake.fails(500, "server_error");
            assertThat(planner.plan(5, Difficulty.EASY, "Backend engineer", Language.EN, resume, 1).source()).isEqualTo("question-bank");
            fake.replies("not json at all").replies("still not json");
            QuestionPlanner.Plan plan = planner.plan(5, Difficulty.EASY, "Backend engineer", Language.EN, resume, 1);
            assertThat(plan.source()).isEqualTo("question-bank");
            assertThat(plan.questions()).hasSize(5);
        }

        @Test
        void aSlowModelDoesNotHoldTheSessionStartBeyondTheGenerationTimeout() {
            fake.hangs(Duration.ofSeconds(4));
            long started = System.nanoTime();
            QuestionPlanner.Plan plan = planner.plan(3, Difficulty.EASY, "Backend engineer", Language.EN, resume, 1);
            assertThat(plan.source()).isEqualTo("question-bank");
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(3));
        }
    }

    @Nested
    class Evaluating {

        final OfflineEvaluator offline = InterviewOfflineEvaluatorTests.EVALUATOR;
        final InterviewEvaluator evaluator = new InterviewEvaluator(chat, offline, SETTINGS, UNCOUNTED, NO_OWNERS, null);

        final Evaluation.Input input = new Evaluation.Input("Backend engineer", Difficulty.MEDIUM, List.of(
                new QuestionInput(0, "Q zero?", "java", POINTS, "answer zero"),
                new QuestionInput(1, "Q one?", "java", POINTS, "answer one"),
                new QuestionInput(2, "Q two?", "java", POINTS, "   "),
                new QuestionInput(3, "Q three?", "java", POINTS, "answer three")), Language.EN);

        /** One question's evaluation as the model would return it (also used by InterviewLlmWorkerTests). */
        static String item(int index, int score) {
            return "{\"index\":" + index + ",\"score\":" + score + ",\"feedback\":\"feedback " + index
                    + "\",\"coveredKeyPoints\":[\"point one\",\"made up\"],\"missedKeyPoints\":[\"point two\",\"point three\"]}";
        }

        static final String SUMMARY = "{\"dimensions\":{\"technicalDepth\":61,\"accuracy\":72,\"completeness\":55,"
                + "\"communication\":80,\"problemSolving\":140},\"summary\":\"Solid basics.\","
                + "\"improvements\":[\"Study JVM internals\"]}";

        @Test
        void evaluatesAnsweredQuestionsInBatchesThenSummarises() {
            fake.replies("{\"evaluations\":[" + item(0, 80) + "," + item(1, 60) + "]}")
                    .replies("{\"evaluations\":[" + item(3, 40) + "]}")
                    .replies(SUMMARY);
            Evaluation evaluation = evaluator.evaluate(1, input);

            assertThat(fake.requestCount()).isEqualTo(3);
            assertThat(evaluation.model()).isEqualTo("fake-model");
            assertThat(evaluation.questions()).extracting(Evaluation.QuestionEvaluation::score)
                    .containsExactly(80, 60, 0, 40);
            assertThat(evaluation.questions().get(2).feedback()).startsWith("Not answered, 0 points");
            assertThat(evaluation.questions().get(0).coveredKeyPoints()).containsExactly("point one");
            assertThat(evaluation.overallScore()).isEqualTo(45);
            assertThat(evaluation.dimensions()).containsEntry("problemSolving", 100).containsEntry("accuracy", 72)
                    .containsOnlyKeys(Evaluation.DIMENSIONS);
            assertThat(evaluation.summary()).isEqualTo("Solid basics.");
            String firstBatch = fake.takeRequest().message(1);
            assertThat(firstBatch).contains("answer zero").contains("answer one").doesNotContain("answer three")
                    .contains("Write the feedback in <data name=\"language\">\nEnglish\n</data>");
        }

        @Test
        void aChineseSessionAsksForFeedbackAndSummaryInChinese() {
            fake.replies("{\"evaluations\":[" + item(0, 80) + "," + item(1, 60) + "]}")
                    .replies("{\"evaluations\":[" + item(3, 40) + "]}")
                    .replies(SUMMARY);
            Evaluation evaluation = evaluator.evaluate(1, new Evaluation.Input(input.role(), input.difficulty(),
                    input.questions(), Language.ZH_CN));

            assertThat(evaluation.questions().get(2).feedback()).startsWith("未作答，本题 0 分");
            assertThat(fake.takeRequest().message(1)).contains("Write the feedback in <data name=\"language\">\nSimplified Chinese");
            fake.takeRequest();
            assertThat(fake.takeRequest().message(1)).contains("summary and the improvements in <data name=\"language\">\nSimplified Chinese");
        }

        @Test
        void aMalformedReplyIsRepairedOnce() {
            fake.replies("Sure! Here is the evaluation you asked for.")
                    .replies("{\"evaluations\":[" + item(0, 80) + "," + item(1, 60) + "]}")
                    .replies("{\"evaluations\":[" + item(3, 40) + "]}")
                    .replies(SUMMARY);
            Evaluation evaluation = evaluator.evaluate(1, input);
            assertThat(fake.requestCount()).isEqualTo(4);
            assertThat(evaluation.model()).isEqualTo("fake-model");
        }

        @Test
        void malformedTwiceFallsBackToTheOfflineReportAndSaysWhy() {
            fake.replies("{\"evaluations\": oops").replies("{\"evaluations\": still oops");
            Evaluation evaluation = evaluator.evaluate(1, input);
            assertThat(evaluation.model()).startsWith("offline-evaluator");
            assertThat(evaluation.summary()).startsWith("The language model (fake-model) could not evaluate this interview");
            assertThat(evaluation.questions()).hasSize(4);
        }

        @Test
        void rateLimitIsTransientSoTheTaskCanBeRetried() {
            fake.fails(429, "rate_limit_exceeded");
            assertThatThrownBy(() -> evaluator.evaluate(1, input)).isInstanceOf(ModelUnavailableException.class);
            fake.replies("{\"evaluations\":[" + item(0, 80) + "," + item(1, 60) + "]}")
                    .replies("{\"evaluations\":[" + item(3, 40) + "]}")
                    .replies(SUMMARY);
            assertThat(evaluator.evaluate(1, input).model()).isEqualTo("fake-model");
        }

        @Test
        void allBlankAnswersNeverCallTheModel() {
            Evaluation evaluation = evaluator.evaluate(1, new Evaluation.Input("r", Difficulty.EASY,
                    List.of(new QuestionInput(0, "Q?", "java", POINTS, null)), Language.EN));
            assertThat(fake.requestCount()).isZero();
            assertThat(evaluation.overallScore()).isZero();
        }
    }
}
