package com.prepstream.interview;

import java.util.List;

/** The sentences the offline evaluator writes about one answer: specific, and honest about gaps. */
final class OfflineFeedback {

    private OfflineFeedback() {
    }

    static String blank(List<String> keyPoints) {
        return "No answer was given, so this question scores 0. A good answer would cover: "
                + String.join("; ", keyPoints) + ".";
    }

    static String offTopic(List<String> keyPoints) {
        return "The answer does not seem to address this question: it has little in common with the question "
                + "or its key points. Re-read the question and answer it directly. Expected points: "
                + String.join("; ", keyPoints) + ".";
    }

    static String graded(int score, List<String> covered, List<String> missed, double detail) {
        StringBuilder text = new StringBuilder(opening(score));
        if (!covered.isEmpty()) {
            text.append(" Covered: ").append(String.join("; ", covered)).append('.');
        }
        if (!missed.isEmpty()) {
            text.append(" Missed: ").append(String.join("; ", missed)).append('.');
        }
        if (detail < 0.4 && !missed.isEmpty()) {
            text.append(" The answer is short: explain how it works, the trade-offs and an example.");
        }
        return text.toString();
    }

    private static String opening(int score) {
        if (score >= 80) {
            return "Strong answer.";
        }
        if (score >= 60) {
            return "Good answer with some gaps.";
        }
        if (score >= 35) {
            return "Partial answer: the main ideas are only partly there.";
        }
        return "Weak answer: most of the expected points are missing.";
    }
}
