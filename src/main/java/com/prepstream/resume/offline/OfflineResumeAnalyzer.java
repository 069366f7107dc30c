package com.prepstream.resume.offline;

import com.prepstream.resume.analysis.ResumeAnalysis;
import com.prepstream.resume.analysis.ResumeScores;
import com.prepstream.system.Language;
import java.time.Clock;
import java.util.List;

/**
 * The analyzer used when no chat model is configured: deterministic rules over the resume text
 * (sections in English and Chinese, a skills lexicon, quantified achievements, contact details,
 * length and phrasing), with feedback in the reader's language that quotes the resume's own lines
 * (an English reader of a Chinese resume reads English advice quoting Chinese lines). Results are
 * labelled {@code offline-analyzer v1}. Takes a few milliseconds; needs no network.
 */
public final class OfflineResumeAnalyzer {

    public static final String MODEL = "offline-analyzer v1";

    private final Clock clock;

    public OfflineResumeAnalyzer(Clock clock) {
        this.clock = clock;
    }

    /** Feedback in the resume's own language, for callers that know no reader (tests, benchmarks). */
    public ResumeAnalysis analyze(String text) {
        Findings findings = Findings.of(text);
        return analyze(findings, findings.text().language() == ResumeText.Language.ZH ? Language.ZH_CN : Language.EN);
    }

    /** Feedback written in {@code language}, whatever the resume's own. */
    public ResumeAnalysis analyze(String text, Language language) {
        return analyze(Findings.of(text), language);
    }

    private ResumeAnalysis analyze(Findings findings, Language language) {
        ResumeScores scores = OfflineScoring.score(findings);
        OfflineFeedback feedback = new OfflineFeedback(findings,
                language == Language.ZH_CN ? ResumeText.Language.ZH : ResumeText.Language.EN);
        List<String> skills = findings.skills().stream().map(SkillLexicon.Found::name).toList();
        return new ResumeAnalysis(scores.overall(), scores.asMap(), feedback.summary(), feedback.strengths(),
                feedback.weaknesses(), feedback.suggestions(), skills, MODEL, clock.instant(), language.tag());
    }
}
