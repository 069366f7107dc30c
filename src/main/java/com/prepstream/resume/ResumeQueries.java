package com.prepstream.resume;

import com.prepstream.resume.analysis.ResumeAnalysis;
import com.prepstream.resume.offline.SkillLexicon;
import com.prepstream.stream.model.PermanentTaskException;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Service;

/**
 * The resume feature's public read API for other features (the interview feature builds questions
 * from it). Other features never touch the resume tables directly.
 */
@Service
public class ResumeQueries {

    private final ResumeRepository resumes;
    private final ResumeAnalysisRepository analyses;
    private final ResumeAnalysisJob job;

    ResumeQueries(ResumeRepository resumes, ResumeAnalysisRepository analyses, ResumeAnalysisJob job) {
        this.resumes = resumes;
        this.analyses = analyses;
        this.job = job;
    }

    /**
     * The resume's text and skills, or empty when {@code ownerId} has no such resume. If the analysis worker has
     * not extracted the text yet, it is extracted now (once; it is kept), which can take a moment for
     * a large PDF.
     */
    public Optional<ResumeSnapshot> findSnapshot(long resumeId, long ownerId) {
        if (!resumes.existsOwned(resumeId, ownerId)) {
            return Optional.empty();
        }
        String text = readableText(resumeId);
        List<String> skills = analyses.findCurrent(resumeId).map(ResumeAnalysis::skills)
                .filter(list -> !list.isEmpty())
                .orElseGet(() -> SkillLexicon.detectSkills(text));
        return Optional.of(new ResumeSnapshot(resumeId, text, skills));
    }

    private String readableText(long resumeId) {
        try {
            return job.textOf(resumeId);
        } catch (PermanentTaskException e) {
            // Unreadable document: the resume exists, it just offers no text to build on.
            return "";
        }
    }
}
