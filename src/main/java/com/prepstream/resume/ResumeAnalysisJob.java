package com.prepstream.resume;

import com.prepstream.parsing.TextExtractor;
import com.prepstream.stream.model.PermanentTaskException;
import org.springframework.stereotype.Service;

/**
 * What the analyze worker does for one resume: get the text (extracting it once and keeping it),
 * run the configured analyzer, and make the result the current analysis. Safe to run again for
 * the same resume: the new result replaces the current one.
 */
@Service
class ResumeAnalysisJob {

    private final ResumeRepository resumes;
    private final ResumeAnalysisRepository analyses;
    private final TextExtractor extractor;
    private final ResumeAnalyzers analyzers;

    ResumeAnalysisJob(ResumeRepository resumes, ResumeAnalysisRepository analyses, TextExtractor extractor,
            ResumeAnalyzers analyzers) {
        this.resumes = resumes;
        this.analyses = analyses;
        this.extractor = extractor;
        this.analyzers = analyzers;
    }

    /** In the language the reader asked for at upload or re-analysis, whatever the resume's own. */
    void analyze(long resumeId) {
        String text = textOf(resumeId);
        var analysis = analyzers.analyze(resumeId, text, resumes.findAnalysisLanguage(resumeId));
        if (Thread.currentThread().isInterrupted()) {
            // stopped by its stream's deadline (or shutdown) meanwhile: a late result must not replace the current one
            throw new java.util.concurrent.CancellationException("resume analysis was stopped");
        }
        analyses.replaceCurrent(resumeId, analysis);
    }

    /**
     * The resume's text, extracted from the stored file on first use.
     *
     * @throws PermanentTaskException when the document cannot be read (retrying will not help)
     */
    String textOf(long resumeId) {
        return resumes.findParsedText(resumeId).orElseGet(() -> extractAndKeep(resumeId));
    }

    /** Unreadable or missing files fail the task for good by their own type (parsing/, storage/). */
    private String extractAndKeep(long resumeId) {
        ResumeRow row = resumes.findById(resumeId)
                .orElseThrow(() -> new PermanentTaskException("resume " + resumeId + " no longer exists"));
        String text = extractor.extract(row.storedFile());
        resumes.saveParsedText(resumeId, text);
        return text;
    }

    boolean exists(long resumeId) {
        return resumes.exists(resumeId);
    }
}
