package com.prepstream.export;

import java.io.IOException;
import java.util.List;
import java.util.function.BiFunction;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/**
 * Writes text top to bottom on A4 pages, starting a new page when the next block does not fit:
 * wrapped paragraphs, headings, bulleted lists, and room for drawings. Page numbers are added by
 * {@link #finish(BiFunction)} once the page count is known.
 */
final class PdfPageWriter {

    static final float MARGIN = 50;
    static final PDRectangle SIZE = PDRectangle.A4;
    static final float WIDTH = SIZE.getWidth() - 2 * MARGIN;

    record Rgb(float r, float g, float b) {
        static final Rgb TEXT = new Rgb(0.106f, 0.137f, 0.2f);
        static final Rgb MUTED = new Rgb(0.357f, 0.396f, 0.471f);
        static final Rgb BRAND = new Rgb(0.157f, 0.208f, 0.576f);
    }

    /** Draws inside a box of the given height whose top-left corner is (x, top). */
    interface Drawing {
        void draw(PDPageContentStream content, float x, float top) throws IOException;
    }

    private final PDDocument document;
    private final PdfFont font;
    private PDPageContentStream content;
    private float y;

    PdfPageWriter(PDDocument document, PdfFont font) throws IOException {
        this.document = document;
        this.font = font;
        newPage();
    }

    PdfFont font() {
        return font;
    }

    void title(String text) throws IOException {
        lines(text, 20, Rgb.BRAND, 0, 26);
        space(4);
    }

    void heading(String text) throws IOException {
        space(10);
        ensure(18 + 2 + 15); // a heading never ends a page without a line of what it heads
        lines(text, 13, Rgb.BRAND, 0, 18);
        space(2);
    }

    /** A smaller heading inside a section, such as one question of a report. */
    void subheading(String text) throws IOException {
        space(6);
        ensure(16 + 15 * 2);
        lines(text, 11.5f, Rgb.BRAND, 0, 16);
    }

    void paragraph(String text) throws IOException {
        lines(text, 10.5f, Rgb.TEXT, 0, 15);
        space(4);
    }

    void muted(String text) throws IOException {
        lines(text, 9, Rgb.MUTED, 0, 13);
        space(2);
    }

    /** A small label for what follows (a list), kept on the page of its first line. */
    void caption(String text) throws IOException {
        ensure(13 + 15);
        lines(text, 9, Rgb.MUTED, 0, 13);
    }

    void labelled(String label, String text) throws IOException {
        ensure(13 + 15); // a label never ends a page without its text
        lines(label, 9, Rgb.MUTED, 0, 13);
        lines(text, 10.5f, Rgb.TEXT, 0, 15);
        space(4);
    }

    void bullets(List<String> items) throws IOException {
        for (String item : items) {
            List<String> wrapped = wrap(item, 10.5f, WIDTH - 14);
            for (int i = 0; i < wrapped.size(); i++) {
                ensure(15);
                if (i == 0) {
                    text("•", MARGIN + 2, 10.5f, Rgb.BRAND);
                }
                text(wrapped.get(i), MARGIN + 14, 10.5f, Rgb.TEXT);
                y -= 15;
            }
            space(2);
        }
        space(2);
    }

    /** Room for a drawing of {@code height} points, on this page if it fits, else on the next. */
    void drawing(float height, Drawing drawing) throws IOException {
        ensure(height);
        drawing.draw(content, MARGIN, y);
        y -= height;
    }

    void space(float points) {
        y -= points;
    }

    /** Closes the last page and writes {@code text(page, pages)} at the foot of every page. */
    void finish(BiFunction<Integer, Integer, String> text) throws IOException {
        content.close();
        int pages = document.getNumberOfPages();
        for (int i = 0; i < pages; i++) {
            try (PDPageContentStream foot = new PDPageContentStream(document, document.getPage(i),
                    PDPageContentStream.AppendMode.APPEND, true, true)) {
                String line = font.printable(text.apply(i + 1, pages));
                float width = font.width(line, 8);
                write(foot, line, SIZE.getWidth() - MARGIN - width, MARGIN / 2, 8, Rgb.MUTED);
            }
        }
    }

    private void lines(String text, float size, Rgb color, float indent, float leading) throws IOException {
        for (String line : wrap(text, size, WIDTH - indent)) {
            ensure(leading);
            text(line, MARGIN + indent, size, color);
            y -= leading;
        }
    }

    List<String> wrap(String text, float size, float width) {
        return TextLines.wrap(font.printable(text), width, part -> font.width(part, size));
    }

    /** Writes one line whose top is at the current position. */
    private void text(String line, float x, float size, Rgb color) throws IOException {
        write(content, line, x, y - size, size, color);
    }

    static void write(PdfFont font, PDPageContentStream stream, String line, float x, float baseline, float size,
            Rgb color) throws IOException {
        if (line.isEmpty()) {
            return;
        }
        stream.beginText();
        stream.setFont(font.pdf(), size);
        stream.setNonStrokingColor(color.r(), color.g(), color.b());
        stream.newLineAtOffset(x, baseline);
        stream.showText(line);
        stream.endText();
    }

    private void write(PDPageContentStream stream, String line, float x, float baseline, float size, Rgb color)
            throws IOException {
        write(font, stream, line, x, baseline, size, color);
    }

    private void ensure(float height) throws IOException {
        if (y - height < MARGIN) {
            content.close();
            newPage();
        }
    }

    private void newPage() throws IOException {
        PDPage page = new PDPage(SIZE);
        document.addPage(page);
        content = new PDPageContentStream(document, page);
        y = SIZE.getHeight() - MARGIN;
    }
}
