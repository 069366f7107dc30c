package com.prepstream.export;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What an interview report PDF shows: the same as the page (the interview feature fills it in
 * from its report). Dimension names are the API's keys ({@code technicalDepth}). The session is
 * named by its role and when it was started ({@code startedAt}, null if unknown), not by its id.
 */
public record InterviewReportExport(long sessionId, String role, String difficulty, Instant startedAt, int overallScore,
        Map<String, Integer> dimensions, String summary, List<Question> questions, List<String> improvements,
        String model, Instant evaluatedAt) {

    public InterviewReportExport {
        dimensions = Collections.unmodifiableMap(new LinkedHashMap<>(dimensions)); // in the order given
        questions = List.copyOf(questions);
        improvements = improvements == null ? List.of() : List.copyOf(improvements);
    }

    /** One question with its answer (null or blank: unanswered), score, feedback and key points. */
    public record Question(int index, String question, String answer, int score, String feedback,
            List<String> keyPoints, List<String> coveredKeyPoints, List<String> missedKeyPoints) {

        public Question {
            keyPoints = keyPoints == null ? List.of() : List.copyOf(keyPoints);
            coveredKeyPoints = coveredKeyPoints == null ? List.of() : List.copyOf(coveredKeyPoints);
            missedKeyPoints = missedKeyPoints == null ? List.of() : List.copyOf(missedKeyPoints);
        }
    }
}
