package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.interview.Evaluation.QuestionEvaluation;
import com.prepstream.interview.Evaluation.QuestionInput;
import com.prepstream.system.Language;
import java.util.ArrayList;
import java.util.List;
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
