package com.prepstream.resume;

import com.prepstream.parsing.DocumentParseException;
import com.prepstream.parsing.TextExtractor;
import com.prepstream.storage.StoredObjectMissingException;
import com.prepstream.stream.PermanentTaskException;
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

    void analyze(long resumeId) {
        String text = textOf(resumeId);
        analyses.replaceCurrent(resumeId, analyzers.analyze(text));
    }

    /**
     * The resume's text, extracted from the stored file on first use.
     *
     * @throws PermanentTaskException when the document cannot be read (retrying will not help)
     */
    String textOf(long resumeId) {
        return resumes.findParsedText(resumeId).orElseGet(() -> extractAndKeep(resumeId));
    }

    private String extractAndKeep(long resumeId) {
        ResumeRow row = resumes.findById(resumeId)
                .orElseThrow(() -> new PermanentTaskException("resume " + resumeId + " no longer exists"));
        String text;
        try {
            text = extractor.extract(row.storedFile());
        } catch (DocumentParseException e) {
            throw new PermanentTaskException(e.getMessage(), e);
        } catch (StoredObjectMissingException e) {
            throw new PermanentTaskException("the uploaded file " + row.resume().originalFilename()
                    + " is no longer in storage; upload it again", e);
        }
        resumes.saveParsedText(resumeId, text);
        return text;
    }
}
