package com.prepstream.interview;

import com.prepstream.export.InterviewReportExport;
import com.prepstream.system.ApiException;

/** A session's report as the PDF export reads it; 409 until the session is evaluated. */
final class InterviewReportPdfExport {

    private InterviewReportPdfExport() {
    }

    static InterviewReportExport of(InterviewViews.SessionView session, Object report) {
        if (!(report instanceof InterviewViews.ReportView view)) {
            throw ApiException.conflict("problem.export.reportNotReady", session.id());
        }
        return new InterviewReportExport(session.id(), session.role(),
                session.difficulty() == null ? null : session.difficulty().name(), session.createdAt(),
                view.overallScore(),
                view.dimensions(), view.summary(),
                view.questions().stream().map(q -> new InterviewReportExport.Question(q.index(), q.question(),
                        q.answer(), q.score(), q.feedback(), q.keyPoints(), q.coveredKeyPoints(), q.missedKeyPoints()))
                        .toList(),
                view.improvements(), view.model(), view.evaluatedAt());
    }
}
