package com.prepstream.interview;

import com.prepstream.system.Language;
import java.util.List;
import java.util.Map;

/**
 * A finished evaluation of a session, whichever evaluator produced it. Stored as the session's one
 * current report.
 *
 * @param overallScore 0–100, the mean of the question scores (unanswered questions count as 0)
 * @param dimensions   named scores 0–100 for a radar chart, always the five of {@link #DIMENSIONS}
 * @param model        which evaluator or LLM produced it
 */
public record Evaluation(int overallScore, Map<String, Integer> dimensions, String summary,
        List<QuestionEvaluation> questions, List<String> improvements, String model) {

    public static final List<String> DIMENSIONS =
            List.of("technicalDepth", "accuracy", "completeness", "communication", "problemSolving");

    /** One question of the report; the key-point lists say what the answer covered and missed. */
    public record QuestionEvaluation(int index, String question, String answer, int score, String feedback,
            List<String> keyPoints, List<String> coveredKeyPoints, List<String> missedKeyPoints) {
    }

    /** What an evaluator is given: the session's questions with key points and final answers. */
    /** @param language the session's: feedback and summary are written in it */
    public record Input(String role, Difficulty difficulty, List<QuestionInput> questions, Language language) {
    }

    /** @param bankId the bank question it came from (its other language helps the offline evaluator); null when generated */
    public record QuestionInput(int index, String question, String category, List<String> keyPoints,
            String answer, String bankId) {

        public QuestionInput(int index, String question, String category, List<String> keyPoints, String answer) {
            this(index, question, category, keyPoints, answer, null);
        }
    }

    static int clamp(double score) {
        return (int) Math.max(0, Math.min(100, Math.round(score)));
    }
}
