package com.prepstream.interview;

import com.prepstream.system.Language;
import java.util.List;

/**
 * The sentences the offline evaluator writes about one answer: specific, honest about gaps, and in
 * the session's language (the key points quoted are already in it). A non-answer's are in {@link NonAnswers}.
 */
final class OfflineFeedback {

    private OfflineFeedback() {
    }

    /** A list of terms with nothing said about them (keyword stuffing); a restated question is a non-answer. */
    static String stuffed(List<String> keyPoints, Language language) {
        return zh(language)
                ? "回答只是罗列了术语，没有说明它们是什么、为什么、怎么做。期望的要点：" + String.join("；", keyPoints) + "。"
                : "The answer lists terms without saying what they do, why or how. Expected points: "
                        + String.join("; ", keyPoints) + ".";
    }

    static String graded(int score, List<String> covered, List<String> missed, double detail, Language language) {
        boolean zh = zh(language);
        StringBuilder text = new StringBuilder(opening(score, zh));
        if (!covered.isEmpty()) {
            text.append(zh ? "已覆盖：" + String.join("；", covered) + "。" : " Covered: " + String.join("; ", covered) + ".");
        }
        if (!missed.isEmpty()) {
            text.append(zh ? "遗漏：" + String.join("；", missed) + "。" : " Missed: " + String.join("; ", missed) + ".");
        }
        if (detail < 0.4 && !missed.isEmpty()) {
            text.append(zh ? "回答偏短：请说明原理、取舍，并举一个例子。"
                    : " The answer is short: explain how it works, the trade-offs and an example.");
        }
        return text.toString();
    }

    private static String opening(int score, boolean zh) {
        if (score >= 80) {
            return zh ? "回答很好。" : "Strong answer.";
        }
        if (score >= 60) {
            return zh ? "回答不错，但有遗漏。" : "Good answer with some gaps.";
        }
        if (score >= 35) {
            return zh ? "回答部分到位：主要观点只讲到了一部分。" : "Partial answer: the main ideas are only partly there.";
        }
        return zh ? "回答较弱：大部分期望的要点都缺失。" : "Weak answer: most of the expected points are missing.";
    }

    static boolean zh(Language language) {
        return language == Language.ZH_CN;
    }
}
