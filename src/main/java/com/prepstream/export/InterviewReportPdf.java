package com.prepstream.export;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The pages of an interview report, in the page's order: score, summary, dimensions (a radar),
 * every question with the answer, its score, feedback and key points, then how to improve.
 */
final class InterviewReportPdf {

    private InterviewReportPdf() {
    }

    static void write(PdfPageWriter out, PdfLabels labels, InterviewReportExport report) throws IOException {
        out.title(labels.get("interview.title"));
        String role = report.role() == null || report.role().isBlank() ? labels.get("interview.general") : report.role();
        out.heading(role);
        List<String> facts = new ArrayList<>();
        if (report.difficulty() != null && !report.difficulty().isBlank()) {
            facts.add(labels.scoreName("difficulty", report.difficulty()));
        }
        facts.add(labels.get("interview.questionCount", report.questions().size()));
        if (report.startedAt() != null) {
            // when it took place names it for a reader; the id ("#12") did not
            facts.add(labels.get("interview.startedAt", labels.dateTime(report.startedAt())));
        }
        out.muted(String.join(" · ", facts));
        out.muted(labels.madeBy("interview.madeBy", report.model(), report.evaluatedAt()));
        OverallScore.write(out, labels, report.overallScore());
        if (report.summary() != null && !report.summary().isBlank()) {
            out.heading(labels.get("summary"));
            out.paragraph(report.summary());
        }
        dimensions(out, labels, report);
        out.heading(labels.get("questions"));
        for (InterviewReportExport.Question question : report.questions()) {
            question(out, labels, question);
        }
        if (!report.improvements().isEmpty()) {
            out.heading(labels.get("improve"));
            out.bullets(report.improvements());
        }
    }

    private static void dimensions(PdfPageWriter out, PdfLabels labels, InterviewReportExport report) throws IOException {
        List<ScoreCharts.Score> scores = labels.scores("dimension", report.dimensions());
        if (scores.isEmpty()) {
            return;
        }
        out.heading(labels.get("dimensions"));
        if (scores.size() >= 3) {
            out.drawing(ScoreCharts.RADAR_HEIGHT, (content, x, top) ->
                    ScoreCharts.radar(out.font(), content, x, top, PdfPageWriter.WIDTH, scores));
        } else {
            out.drawing(ScoreCharts.barsHeight(scores), (content, x, top) ->
                    ScoreCharts.bars(out.font(), content, x, top, PdfPageWriter.WIDTH, scores));
        }
    }

    private static void question(PdfPageWriter out, PdfLabels labels, InterviewReportExport.Question question)
            throws IOException {
        out.subheading(labels.get("question", question.index() + 1) + "  ·  "
                + labels.get("outOf100", ScoreCharts.clamp(question.score())));
        out.paragraph(question.question());
        boolean answered = question.answer() != null && !question.answer().isBlank();
        out.labelled(labels.get("yourAnswer"), answered ? question.answer() : labels.get("unanswered"));
        if (question.feedback() != null && !question.feedback().isBlank()) {
            out.labelled(labels.get("feedback"), question.feedback());
        }
        if (!question.keyPoints().isEmpty()) {
            out.caption(labels.get("keyPoints"));
            List<String> points = new ArrayList<>();
            for (String point : question.keyPoints()) {
                points.add(question.coveredKeyPoints().contains(point) ? labels.get("coveredPoint", point)
                        : question.missedKeyPoints().contains(point) ? labels.get("missedPoint", point) : point);
            }
            out.bullets(points);
        }
    }
}
