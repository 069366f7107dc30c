package com.prepstream.resume;

import com.prepstream.export.ResumeAnalysisExport;
import com.prepstream.resume.analysis.ResumeAnalysis;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.system.ApiException;

/** A resume's current analysis as the PDF export reads it; 409 while there is no completed one. */
final class ResumeAnalysisPdfExport {

    private ResumeAnalysisPdfExport() {
    }

    static ResumeAnalysisExport of(ResumeService.Detail detail) {
        ResumeAnalysis analysis = detail.analysis();
        if (detail.analyzeStatus() != TaskStatus.COMPLETED || analysis == null) {
            throw ApiException.conflict("problem.export.resumeNotAnalysed", detail.id());
        }
        return new ResumeAnalysisExport(detail.id(), detail.originalFilename(), analysis.overallScore(),
                analysis.scores(), analysis.summary(), analysis.strengths(), analysis.weaknesses(),
                analysis.suggestions(), analysis.skills(), analysis.model(), analysis.analyzedAt());
    }
}
