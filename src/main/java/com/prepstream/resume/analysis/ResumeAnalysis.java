package com.prepstream.resume.analysis;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The result of analysing one resume, as docs/api.md's {@code analysis}.
 *
 * @param overallScore 0–100
 * @param scores       named sub-scores 0–100 (see {@link ResumeScores} for the names)
 * @param model        which analyzer produced it: {@code offline-analyzer v1} or the LLM's model name
 * @param language     the tag of the language its text is written in ({@code en}, {@code zh-CN}): the
 *                     reader's when it was asked for, kept so a later change of the page does not relabel it
 */
public record ResumeAnalysis(int overallScore, Map<String, Integer> scores, String summary, List<String> strengths,
        List<String> weaknesses, List<String> suggestions, List<String> skills, String model, Instant analyzedAt,
        String language) {

    public ResumeAnalysis {
        scores = ResumeScores.inCanonicalOrder(scores);
        strengths = List.copyOf(strengths);
        weaknesses = List.copyOf(weaknesses);
        suggestions = List.copyOf(suggestions);
        skills = List.copyOf(skills);
    }
}
