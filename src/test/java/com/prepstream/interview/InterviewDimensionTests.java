package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.interview.Evaluation.QuestionEvaluation;
import com.prepstream.interview.Evaluation.QuestionInput;
import com.prepstream.system.Language;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The offline report's dimensions agree with its question scores: a session of good answers is not "inaccurate". */
class InterviewDimensionTests {

    static final String CLUSTERED = "B+ 树非叶子节点只存键，所以又矮又胖，一次查找只读三四个磁盘页；叶子节点用链表连起来，范围查询很快。"
            + "InnoDB 的聚簇索引叶子节点存的就是整行数据，按主键排好序；二级索引的叶子节点存主键值，查到之后还要回表。"
            + "如果查询的列都在索引里，就是覆盖索引，不用回表。";
    static final String WEAK = "volatile 是 Java 的一个关键字，和线程有关，比锁快。";

    @Test
    void accuracyFollowsTheQuestionScoresOfAChineseSession() {
        Evaluation report = evaluate(Language.ZH_CN, List.of(
                question(0, "conc-02", InterviewOfflineEvaluatorTests.CHINESE),
                question(1, "conc-02", WEAK),
                question(2, "db-04", CLUSTERED)));
        List<Integer> scores = report.questions().stream().map(QuestionEvaluation::score).toList();
        assertThat(scores.get(0)).isGreaterThanOrEqualTo(70);
        assertThat(scores.get(1)).isLessThanOrEqualTo(35);
        assertThat(scores.get(2)).isGreaterThanOrEqualTo(70);
        assertThat(report.dimensions().get("accuracy")).isBetween(report.overallScore() - 10, report.overallScore() + 10);
        assertThat(report.dimensions().get("completeness")).isBetween(report.overallScore() - 15, report.overallScore() + 15);
    }

    @Test
    void theSummaryCountsAnAnswerToAnotherQuestionAsNotAnsweredWithoutAnSInBrackets() {
        String isolation = "Read uncommitted allows dirty reads; read committed prevents them but a second read may "
                + "differ; repeatable read fixes that, and serializable prevents every anomaly at the cost of concurrency.";
        BankQuestion q = InterviewQuestionBankTests.BANK.find("conc-02").orElseThrow();
        QuestionInput offTopic = new QuestionInput(0, q.question(Language.EN), "concurrency", q.keyPoints(Language.EN),
                isolation, "conc-02");
        String one = InterviewOfflineEvaluatorTests.EVALUATOR.evaluate(new Evaluation.Input("Backend", Difficulty.MEDIUM,
                List.of(offTopic), Language.EN)).summary();
        assertThat(one).contains("0 of 1 question answered").doesNotContain("(s)");
    }

    static Evaluation evaluate(Language language, List<QuestionInput> questions) {
        return InterviewOfflineEvaluatorTests.EVALUATOR.evaluate(new Evaluation.Input("Java 后端", Difficulty.MEDIUM,
                questions, language));
    }

    static QuestionInput question(int index, String bankId, String answer) {
        BankQuestion q = InterviewQuestionBankTests.BANK.find(bankId).orElseThrow();
        return new QuestionInput(index, q.question(Language.ZH_CN), InterviewQuestionBankTests.BANK.category(q,
                Language.ZH_CN), q.keyPoints(Language.ZH_CN), answer, bankId);
    }
}
