package com.prepstream.export;

import java.io.IOException;
import java.util.List;

/** The pages of a resume analysis, in the page's order: score, summary, sub-scores, the three lists, skills. */
final class ResumeAnalysisPdf {

    private ResumeAnalysisPdf() {
    }

    static void write(PdfPageWriter out, PdfLabels labels, ResumeAnalysisExport analysis) throws IOException {
        out.title(labels.get("resume.title"));
        out.heading(analysis.filename());
        out.muted(labels.madeBy("resume.madeBy", analysis.model(), analysis.analyzedAt()));
        OverallScore.write(out, labels, analysis.overallScore());
        if (analysis.summary() != null && !analysis.summary().isBlank()) {
            out.heading(labels.get("summary"));
            out.paragraph(analysis.summary());
        }
        List<ScoreCharts.Score> scores = labels.scores("score", analysis.scores());
        if (!scores.isEmpty()) {
            out.heading(labels.get("scores"));
            out.drawing(ScoreCharts.barsHeight(scores), (content, x, top) ->
                    ScoreCharts.bars(out.font(), content, x, top, PdfPageWriter.WIDTH, scores));
        }
        list(out, labels.get("strengths"), analysis.strengths());
        list(out, labels.get("weaknesses"), analysis.weaknesses());
        list(out, labels.get("suggestions"), analysis.suggestions());
        if (!analysis.skills().isEmpty()) {
            out.heading(labels.get("skills"));
            out.paragraph(String.join(" · ", analysis.skills()));
        }
    }

    private static void list(PdfPageWriter out, String title, List<String> items) throws IOException {
        if (!items.isEmpty()) {
            out.heading(title);
            out.bullets(items);
        }
    }
}
