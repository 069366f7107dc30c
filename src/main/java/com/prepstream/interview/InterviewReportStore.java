package com.prepstream.interview;

import com.prepstream.interview.InterviewViews.ReportView;
import java.time.Clock;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** Reads and replaces the one current report of a session. */
@Component
class InterviewReportStore {

    private final InterviewReportRepository reports;
    private final InterviewSessionRepository sessions;
    private final JsonMapper json;
    private final Clock clock = Clock.systemUTC();

    InterviewReportStore(InterviewReportRepository reports, InterviewSessionRepository sessions, JsonMapper json) {
        this.reports = reports;
        this.sessions = sessions;
        this.json = json;
    }

    /**
     * Replaces the session's report. Returns false, changing nothing, when the session was deleted
     * while it was being evaluated.
     */
    @Transactional
    public boolean replace(long sessionId, Evaluation evaluation) {
        if (sessions.lockById(sessionId).isEmpty()) {
            return false;
        }
        InterviewReport report = reports.findById(sessionId).orElseGet(() -> new InterviewReport(sessionId));
        report.replace(evaluation.overallScore(), json.writeValueAsString(evaluation.dimensions()),
                evaluation.summary(), json.writeValueAsString(evaluation.questions()),
                json.writeValueAsString(evaluation.improvements()), evaluation.model(), clock.instant());
        reports.save(report);
        return true;
    }

    Optional<ReportView> find(long sessionId) {
        return reports.findById(sessionId).map(report -> new ReportView(sessionId, report.getOverallScore(),
                json.readValue(report.getDimensionsJson(), new TypeReference<Map<String, Integer>>() { }),
                report.getSummary(),
                json.readValue(report.getQuestionsJson(), new TypeReference<List<Evaluation.QuestionEvaluation>>() { }),
                json.readValue(report.getImprovementsJson(), new TypeReference<List<String>>() { }),
                report.getModel(), report.getEvaluatedAt()));
    }

    Map<Long, Integer> overallScores(Collection<Long> sessionIds) {
        return reports.findBySessionIdIn(sessionIds).stream()
                .collect(Collectors.toMap(InterviewReport::getSessionId, InterviewReport::getOverallScore));
    }
}
