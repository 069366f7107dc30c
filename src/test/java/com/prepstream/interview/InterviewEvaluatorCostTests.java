package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.interview.Evaluation.QuestionInput;
import com.prepstream.system.Language;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The fit to every other question of the bank (forty fits) is computed only for an answer a rule needs it for,
 * with the same results as before.
 */
class InterviewEvaluatorCostTests {

    /** Counts the look-ups of the best other question's fit. */
    static final class CountingMatcher extends KeyPointMatcher {
        int otherFits;

        CountingMatcher() {
            super(InterviewQuestionBankTests.BANK, new TermIndex(InterviewQuestionBankTests.BANK));
        }

        @Override
        double bestOtherFit(Reference reference, Set<String> answer, String ownId) {
            otherFits++;
            return super.bestOtherFit(reference, answer, ownId);
        }
    }

    private final CountingMatcher matcher = new CountingMatcher();
    private final OfflineEvaluator evaluator = new OfflineEvaluator(matcher);

    private Evaluation.QuestionEvaluation answer(String bankId, Language language, String answer) {
        BankQuestion q = InterviewQuestionBankTests.BANK.find(bankId).orElseThrow();
        return evaluator.score(new QuestionInput(0, q.question(language), InterviewQuestionBankTests.BANK.category(q,
                language), q.keyPoints(language), answer, bankId), language).result();
    }

    @Test
    void anAnswerStatingMostPointsIsNotComparedWithTheOtherQuestions() {
        // 80% of the points stated: the relevance rule cannot call it another question's, so no fit is looked up
        var strong = answer("conc-02", Language.EN, InterviewOfflineEvaluatorTests.STRONG);
        assertThat(matcher.otherFits).isZero();
        assertThat(strong).isEqualTo(InterviewOfflineEvaluatorTests.answer("conc-02", Language.EN,
                InterviewOfflineEvaluatorTests.STRONG));
    }

    @Test
    void aWeakAnswerIsComparedOnceWithTheSameResult() {
        // it states nothing and does not name volatile: only the relevance rule can tell whose answer it is
        String vague = "It is a keyword you use with threads, and it is faster than locks.";
        var weak = answer("conc-02", Language.EN, vague);
        assertThat(matcher.otherFits).isEqualTo(1);
        assertThat(weak).isEqualTo(InterviewOfflineEvaluatorTests.answer("conc-02", Language.EN, vague));
    }
}
