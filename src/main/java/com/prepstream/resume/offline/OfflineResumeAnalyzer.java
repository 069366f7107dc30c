package com.prepstream.resume.offline;

import com.prepstream.resume.analysis.ResumeAnalysis;
import com.prepstream.resume.analysis.ResumeScores;
import java.time.Clock;
import java.util.List;

/**
 * The analyzer used when no chat model is configured: deterministic rules over the resume text
 * (sections in English and Chinese, a skills lexicon, quantified achievements, contact details,
 * length and phrasing), with feedback in the resume's language that quotes its own lines. Results
 * are labelled {@code offline-analyzer v1}. Takes a few milliseconds; needs no network.
 */
public final class OfflineResumeAnalyzer {

    public static final String MODEL = "offline-analyzer v1";

    private final Clock clock;

    public OfflineResumeAnalyzer(Clock clock) {
        this.clock = clock;
    }

    public ResumeAnalysis analyze(String text) {
        Findings findings = Findings.of(text);
        ResumeScores scores = OfflineScoring.score(findings);
        OfflineFeedback feedback = new OfflineFeedback(findings);
        List<String> skills = findings.skills().stream().map(SkillLexicon.Found::name).toList();
        return new ResumeAnalysis(scores.overall(), scores.asMap(), feedback.summary(), feedback.strengths(),
                feedback.weaknesses(), feedback.suggestions(), skills, MODEL, clock.instant());
    }
}
