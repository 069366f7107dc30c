package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.interview.Evaluation.QuestionEvaluation;
import com.prepstream.interview.Evaluation.QuestionInput;
import com.prepstream.system.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 29: a session of answers that do not answer their questions, through the real offline evaluator. Whatever
 * the kind of non-answer and whether the question is technical or behavioural, the report must tell one story: each
 * question the same label and wording, the summary's count agreeing with them, no dimension above what was answered.
 */
class InterviewNonAnswerTests {

    /** Per language: a technical and a behavioural question for each kind of non-answer. */
    static List<QuestionInput> nonAnswers(Language language) {
        boolean zh = language == Language.ZH_CN;
        List<QuestionInput> questions = new ArrayList<>();
        // "I don't know", to a technical and to a behavioural question
        add(questions, "conc-02", language, zh ? "我不知道" : "I don't know");
        add(questions, "beh-own-01", language, zh ? "这个我不会。" : "Sorry, no idea.");
        // small talk
        add(questions, "db-04", language, zh ? "今天天气不错" : "The weather is nice today.");
        add(questions, "beh-col-06", language, zh ? "今天天气不错" : "The weather is nice today.");
        // the question copied back
        add(questions, "db-04", language, question("db-04", language));
        add(questions, "beh-own-01", language, question("beh-own-01", language));
        // an answer about something else: a technical subject, not told as a story
        String hashMap = zh ? "HashMap 底层是数组加链表，链表太长时会转成红黑树，扩容时容量翻倍并重新分配桶。"
                : "A HashMap is an array of buckets holding linked lists; a long list turns into a red-black tree, and "
                        + "resizing doubles the capacity and redistributes the buckets.";
        add(questions, "conc-02", language, hashMap);
        add(questions, "beh-col-06", language, hashMap);
        return questions;
    }

    @Test
    void everyNonAnswerGetsTheSameLabelAndTheSummaryAndDimensionsAgreeInBothLanguages() {
        for (Language language : List.of(Language.ZH_CN, Language.EN)) {
            List<QuestionInput> questions = nonAnswers(language);
            Evaluation report = InterviewOfflineEvaluatorTests.EVALUATOR.evaluate(new Evaluation.Input("Java 后端",
                    Difficulty.MEDIUM, questions, language));
            for (QuestionEvaluation result : report.questions()) {
                QuestionInput asked = questions.get(result.index());
                assertThat(result.feedback()).as(language + " " + asked.bankId() + ": " + asked.answer())
                        .isEqualTo(notAnswered(asked.keyPoints(), language));
                assertThat(result.score()).as(asked.answer()).isZero();
                assertThat(result.coveredKeyPoints()).as(asked.answer()).isEmpty();
            }
            assertThat(report.overallScore()).isZero();
            assertThat(report.summary()).contains(language == Language.ZH_CN ? "作答 0 题" : "0 of 8 questions answered");
            assertThat(report.dimensions()).as(language.toString()).allSatisfy((name, score) -> assertThat(score)
                    .as(name).isZero());
        }
    }

    @Test
    void aDimensionIsNeverAboveTheShareOfQuestionsAnswered() {
        // one strong answer among three non-answers: every dimension, like the total, is at most a quarter, also in a
        // hard session, whose depth weight (1.1) would lift a strong answer's depth above 1 if it were not kept to 0-1
        for (Language language : List.of(Language.ZH_CN, Language.EN)) {
            List<QuestionInput> questions = new ArrayList<>(nonAnswers(language).subList(0, 3));
            add(questions, "conc-02", language, language == Language.ZH_CN ? InterviewOfflineEvaluatorTests.CHINESE
                    : InterviewOfflineEvaluatorTests.STRONG);
            Evaluation report = InterviewOfflineEvaluatorTests.EVALUATOR.evaluate(new Evaluation.Input("Java 后端",
                    Difficulty.HARD, questions, language));
            assertThat(report.questions().get(3).score()).isGreaterThanOrEqualTo(75);
            assertThat(report.summary()).contains(language == Language.ZH_CN ? "作答 1 题" : "1 of 4 questions answered");
            assertThat(report.dimensions()).as(language.toString()).allSatisfy((name, score) -> assertThat(score)
                    .as(name).isLessThanOrEqualTo(25));
        }
    }

    @Test
    void aWeakAnswerNamingTheQuestionsSubjectIsAnsweredWithALowScore() {
        // "CAS 就是比较。" fits the other CAS-related questions of the bank a little better than its own, which made it
        // "another subject"; it names what the question is about, so it is a weak answer, not a missing one
        for (Language language : List.of(Language.ZH_CN, Language.EN)) {
            List<QuestionInput> questions = new ArrayList<>();
            add(questions, "conc-06", language, language == Language.ZH_CN ? "CAS 就是比较。" : "CAS checks a value.");
            Evaluation report = InterviewOfflineEvaluatorTests.EVALUATOR.evaluate(new Evaluation.Input("Java 后端",
                    Difficulty.MEDIUM, questions, language));
            QuestionEvaluation result = report.questions().get(0);
            assertThat(result.feedback()).as(language.toString())
                    .isNotEqualTo(notAnswered(questions.get(0).keyPoints(), language));
            assertThat(result.score()).as(language.toString()).isBetween(1, 30);
            assertThat(report.summary()).contains(language == Language.ZH_CN ? "作答 1 题" : "1 of 1 question answered");
        }
    }

    @Test
    void aFullAnswerToAnotherQuestionIsNotAnsweredThoughItNamesThisQuestionsSubject() {
        // frozen bench answers (cache-03-, py-async-02-, sre-k8s-03-zh-off-topic-1), each a good answer to a neighbour
        // (cache consistency, a report moved to Celery, Pending pods) that names this question's subject in passing
        // (缓存, 应该, Pod): the subject rule graded them 18, 19 and 19. Their words fit the neighbour far better and
        // state its points, so naming the subject is no answer to this question.
        Map<String, String> answers = Map.of(
                "cache-03", "更新数据的时候我们一般是先更新数据库，再删除缓存，而不是去更新缓存，因为并发写的时候更新缓存很容易把旧值写回去。"
                        + "删缓存失败的话可以丢到消息队列里重试，或者订阅 binlog（比如 Canal）去删。一致性要求更高的可以做延时双删。",
                "py-async-02", "这种耗时的任务应该放到 Celery 里异步执行。接口收到请求后只负责创建任务，马上返回一个 task_id，"
                        + "前端轮询任务状态或者用 WebSocket 推送结果，生成的报表文件放到对象存储，结果和状态存在 Redis 或数据库里。"
                        + "任务要设置超时和重试，并且做成幂等的。",
                "sre-k8s-03", "Pending 说明 Pod 还没被调度上去。scheduler 先过滤节点：requests 的 CPU 和内存够不够、nodeSelector "
                        + "和亲和性满不满足、节点上的污点 Pod 能不能容忍、PVC 能不能绑定到这个可用区；过滤完再给剩下的节点打分，选分最高的。"
                        + "kubectl describe pod 里的 FailedScheduling 事件会写清楚几个节点分别是因为什么被排除的。");
        answers.forEach((bankId, text) -> {
            QuestionEvaluation result = InterviewOfflineEvaluatorTests.answer(bankId, Language.ZH_CN, text);
            assertThat(result.feedback()).as(bankId).isEqualTo(notAnswered(result.keyPoints(), Language.ZH_CN));
            assertThat(result.score()).as(bankId).isZero();
        });
    }

    @Test
    void aShortVagueAnswerNamingTheSubjectKeepsItsCreditThoughItsWordsFitAnotherQuestion() {
        // frozen weak answers (conc-02-, de-orch-03-zh-weak-1): their few words fit another question better (a fit
        // ratio of 0.58 and 0.26, under the relevance rule's 0.6) but state no other question's points, so the subject
        // they name keeps them answers, weak ones
        Map<String, String> answers = Map.of(
                "conc-02", "volatile 就是让变量变成线程安全的，加了 volatile 之后多个线程访问就不会出问题了，而且比 synchronized 轻量，"
                        + "性能更好。",
                "de-orch-03", "任务失败了可以重试，Airflow 有 retries 参数，设置成 3 次就行了，这样任务就是幂等的。");
        answers.forEach((bankId, text) -> {
            QuestionEvaluation result = InterviewOfflineEvaluatorTests.answer(bankId, Language.ZH_CN, text);
            assertThat(result.feedback()).as(bankId).isNotEqualTo(notAnswered(result.keyPoints(), Language.ZH_CN));
            assertThat(result.score()).as(bankId).isBetween(1, 30);
        });
    }

    static String notAnswered(List<String> keyPoints, Language language) {
        return NonAnswers.feedback(keyPoints, language);
    }

    static String question(String bankId, Language language) {
        return InterviewQuestionBankTests.BANK.find(bankId).orElseThrow().question(language);
    }

    static void add(List<QuestionInput> questions, String bankId, Language language, String answer) {
        BankQuestion q = InterviewQuestionBankTests.BANK.find(bankId).orElseThrow();
        questions.add(new QuestionInput(questions.size(), q.question(language),
                InterviewQuestionBankTests.BANK.category(q, language), q.keyPoints(language), answer, bankId));
    }
}
