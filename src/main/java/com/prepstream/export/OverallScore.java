package com.prepstream.export;

import com.prepstream.export.PdfPageWriter.Rgb;
import java.io.IOException;

/** The overall score as the page shows it: a large number, then "/ 100" and what it is. */
final class OverallScore {

    private OverallScore() {
    }

    static void write(PdfPageWriter out, PdfLabels labels, int score) throws IOException {
        PdfFont font = out.font();
        String number = Integer.toString(ScoreCharts.clamp(score));
        String caption = labels.get("overall");
        out.space(6);
        out.drawing(44, (content, x, top) -> {
            PdfPageWriter.write(font, content, number, x, top - 32, 34, Rgb.BRAND);
            PdfPageWriter.write(font, content, font.printable(caption), x + font.width(number, 34) + 12, top - 30, 11,
                    Rgb.MUTED);
        });
    }
}
