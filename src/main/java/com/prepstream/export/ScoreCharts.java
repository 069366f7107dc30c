package com.prepstream.export;

import com.prepstream.export.PdfPageWriter.Rgb;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.graphics.state.PDExtendedGraphicsState;

/**
 * Named 0–100 scores drawn with PDF vector graphics, as the page draws them: horizontal bars
 * (resume sub-scores) or a radar (interview dimensions). Every score is also written as a number,
 * so the chart reads in print without colour.
 */
final class ScoreCharts {

    record Score(String name, int value) {
    }

    static final float BAR_ROW = 20;
    static final float RADAR_HEIGHT = 250;

    private static final Rgb TRACK = new Rgb(0.925f, 0.937f, 0.957f);
    private static final Rgb GRID = new Rgb(0.8f, 0.82f, 0.86f);
    private static final Rgb OK = new Rgb(0.106f, 0.42f, 0.208f);
    private static final Rgb WARN = new Rgb(0.75f, 0.55f, 0.05f);
    private static final Rgb BAD = new Rgb(0.639f, 0.129f, 0.114f);

    private ScoreCharts() {
    }

    static float barsHeight(List<Score> scores) {
        return scores.size() * BAR_ROW + 6;
    }

    static void bars(PdfFont font, PDPageContentStream content, float x, float top, float width, List<Score> scores)
            throws IOException {
        float labelWidth = 140;
        float valueWidth = 34;
        float trackX = x + labelWidth;
        float trackWidth = width - labelWidth - valueWidth;
        float rowTop = top;
        for (Score score : scores) {
            int value = clamp(score.value());
            float baseline = rowTop - 14;
            PdfPageWriter.write(font, content, fit(font, score.name(), 10, labelWidth - 8), x, baseline, 10, Rgb.TEXT);
            fill(content, TRACK, trackX, baseline - 1, trackWidth, 10);
            fill(content, tone(value), trackX, baseline - 1, trackWidth * value / 100f, 10);
            String number = Integer.toString(value);
            PdfPageWriter.write(font, content, number, x + width - font.width(number, 10), baseline, 10, Rgb.TEXT);
            rowTop -= BAR_ROW;
        }
    }

    /** A radar of three or more scores, centred in the width; fewer read better as bars. */
    static void radar(PdfFont font, PDPageContentStream content, float x, float top, float width, List<Score> scores)
            throws IOException {
        float cx = x + width / 2;
        float cy = top - RADAR_HEIGHT / 2;
        float radius = 85;
        content.setLineWidth(0.6f);
        stroke(content, GRID);
        for (int ring : new int[] {25, 50, 75, 100}) {
            polygon(content, cx, cy, radius, scores.size(), index -> ring);
            content.stroke();
        }
        for (int i = 0; i < scores.size(); i++) {
            float[] end = point(cx, cy, radius, i, scores.size(), 100);
            content.moveTo(cx, cy);
            content.lineTo(end[0], end[1]);
        }
        content.stroke();

        PDExtendedGraphicsState translucent = new PDExtendedGraphicsState();
        translucent.setNonStrokingAlphaConstant(0.25f);
        content.saveGraphicsState();
        content.setGraphicsStateParameters(translucent);
        content.setNonStrokingColor(Rgb.BRAND.r(), Rgb.BRAND.g(), Rgb.BRAND.b());
        polygon(content, cx, cy, radius, scores.size(), index -> clamp(scores.get(index).value()));
        content.fill();
        content.restoreGraphicsState();
        content.setLineWidth(1.5f);
        stroke(content, Rgb.BRAND);
        polygon(content, cx, cy, radius, scores.size(), index -> clamp(scores.get(index).value()));
        content.stroke();

        for (int i = 0; i < scores.size(); i++) {
            Score score = scores.get(i);
            float[] at = point(cx, cy, radius + 14, i, scores.size(), 100);
            String name = fit(font, score.name(), 9.5f, width / 2 - radius - 20);
            String value = Integer.toString(clamp(score.value()));
            float nameWidth = font.width(name, 9.5f);
            float valueWidth = font.width(value, 11);
            float left = Math.abs(at[0] - cx) < 8 ? at[0] - nameWidth / 2 : at[0] > cx ? at[0] : at[0] - nameWidth;
            float valueLeft = Math.abs(at[0] - cx) < 8 ? at[0] - valueWidth / 2 : at[0] > cx ? at[0] : at[0] - valueWidth;
            float baseline = at[1] > cy + 8 ? at[1] + 12 : at[1] < cy - 8 ? at[1] - 8 : at[1] + 2;
            PdfPageWriter.write(font, content, name, left, baseline, 9.5f, Rgb.TEXT);
            PdfPageWriter.write(font, content, value, valueLeft, baseline - 12, 11, Rgb.BRAND);
        }
    }

    private interface ValueAt {
        int value(int index);
    }

    private static void polygon(PDPageContentStream content, float cx, float cy, float radius, int count, ValueAt value)
            throws IOException {
        for (int i = 0; i < count; i++) {
            float[] p = point(cx, cy, radius, i, count, value.value(i));
            if (i == 0) {
                content.moveTo(p[0], p[1]);
            } else {
                content.lineTo(p[0], p[1]);
            }
        }
        content.closePath();
    }

    /** Axis {@code index} of {@code count}, the first pointing up, clockwise; PDF's y grows upwards. */
    private static float[] point(float cx, float cy, float radius, int index, int count, int value) {
        double angle = Math.PI * 2 * index / count - Math.PI / 2;
        double r = radius * value / 100.0;
        return new float[] {(float) (cx + r * Math.cos(angle)), (float) (cy - r * Math.sin(angle))};
    }

    private static String fit(PdfFont font, String text, float size, float width) {
        String shown = font.printable(text).replace('\n', ' ');
        if (font.width(shown, size) <= width) {
            return shown;
        }
        while (shown.length() > 1 && font.width(shown + "…", size) > width) {
            shown = shown.substring(0, shown.offsetByCodePoints(shown.length(), -1));
        }
        return shown + "…";
    }

    private static void fill(PDPageContentStream content, Rgb color, float x, float y, float width, float height)
            throws IOException {
        if (width <= 0) {
            return;
        }
        content.setNonStrokingColor(color.r(), color.g(), color.b());
        content.addRect(x, y, width, height);
        content.fill();
    }

    private static void stroke(PDPageContentStream content, Rgb color) throws IOException {
        content.setStrokingColor(color.r(), color.g(), color.b());
    }

    private static Rgb tone(int value) {
        return value >= 75 ? OK : value >= 50 ? WARN : BAD;
    }

    static int clamp(int value) {
        return Math.max(0, Math.min(100, value));
    }
}
