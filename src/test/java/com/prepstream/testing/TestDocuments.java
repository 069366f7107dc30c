package com.prepstream.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.poi.xwpf.usermodel.XWPFTable;
import org.springframework.mock.web.MockMultipartFile;

/** Real documents built in memory for tests: PDFs with PDFBox, DOCX with POI, text kinds as UTF-8. */
public final class TestDocuments {

    private static final float MARGIN = 50;
    private static final float LEADING = 14;

    private TestDocuments() {
    }

    /** One page per argument; each page's text is wrapped to the page width (Latin-1 text only). */
    public static byte[] pdf(String... pages) {
        try (PDDocument document = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            for (String page : pages) {
                addColumns(document, List.of(page), PDRectangle.A4.getWidth() - 2 * MARGIN);
            }
            document.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A single page with two side-by-side columns of text. */
    public static byte[] twoColumnPdf(String left, String right) {
        try (PDDocument document = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            addColumns(document, List.of(left, right), (PDRectangle.A4.getWidth() - 3 * MARGIN) / 2);
            document.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static byte[] docx(String... paragraphs) {
        try (XWPFDocument document = new XWPFDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            for (String text : paragraphs) {
                XWPFParagraph paragraph = document.createParagraph();
                paragraph.createRun().setText(text);
            }
            document.write(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A Word document: a paragraph, then a table of {@code rows} (the first its header), then a paragraph. */
    public static byte[] docxWithTable(String before, String[][] rows, String after) {
        try (XWPFDocument document = new XWPFDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            document.createParagraph().createRun().setText(before);
            XWPFTable table = document.createTable(rows.length, rows[0].length);
            for (int r = 0; r < rows.length; r++) {
                for (int c = 0; c < rows[r].length; c++) {
                    table.getRow(r).getCell(c).setText(rows[r][c]);
                }
            }
            document.createParagraph().createRun().setText(after);
            document.write(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static byte[] text(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    public static byte[] html(String title, String... paragraphs) {
        StringBuilder html = new StringBuilder("<!DOCTYPE html>\n<html><head><title>").append(title)
                .append("</title></head><body><h1>").append(title).append("</h1>\n");
        for (String paragraph : paragraphs) {
            html.append("<p>").append(paragraph).append("</p>\n");
        }
        return text(html.append("</body></html>\n").toString());
    }

    public static MockMultipartFile multipart(String filename, byte[] content) {
        return new MockMultipartFile("file", filename, "application/octet-stream", content);
    }

    /**
     * A real Word 97-2003 document ("This is a sample Microsoft Word Document.", headings, a table) from
     * Apache Tika's own test documents, unpacked alone from the tika-parser-microsoft-module test jar by
     * the build (pom.xml, {@code legacy-word-sample}).
     */
    public static byte[] legacyWordDocument() {
        try (var in = TestDocuments.class.getResourceAsStream("/test-documents/testWORD.doc")) {
            if (in == null) {
                throw new IllegalStateException("test-documents/testWORD.doc is not on the test classpath");
            }
            return in.readAllBytes();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A vendored sample document under {@code src/test/resources/samples} (see its README for sources and licences). */
    public static Path sample(String relative) {
        Path path = Path.of("src", "test", "resources", "samples").resolve(relative);
        if (!Files.exists(path)) {
            throw new IllegalStateException("no sample " + path.toAbsolutePath() + " (tests run from the project directory)");
        }
        return path;
    }

    public static byte[] read(Path path) {
        try {
            return Files.readAllBytes(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void addColumns(PDDocument document, List<String> columns, float columnWidth) throws IOException {
        PDPage page = new PDPage(PDRectangle.A4);
        document.addPage(page);
        PDType1Font font = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
        float fontSize = 11;
        try (PDPageContentStream content = new PDPageContentStream(document, page)) {
            for (int column = 0; column < columns.size(); column++) {
                float x = MARGIN + column * (columnWidth + MARGIN);
                float y = page.getMediaBox().getHeight() - MARGIN;
                content.beginText();
                content.setFont(font, fontSize);
                content.newLineAtOffset(x, y);
                for (String line : wrap(columns.get(column), font, fontSize, columnWidth)) {
                    content.showText(line);
                    content.newLineAtOffset(0, -LEADING);
                }
                content.endText();
            }
        }
    }

    private static List<String> wrap(String text, PDType1Font font, float fontSize, float width) throws IOException {
        List<String> lines = new ArrayList<>();
        for (String paragraph : text.split("\n")) {
            StringBuilder line = new StringBuilder();
            for (String word : paragraph.split(" ")) {
                String candidate = line.isEmpty() ? word : line + " " + word;
                if (font.getStringWidth(candidate) / 1000 * fontSize > width && !line.isEmpty()) {
                    lines.add(line.toString());
                    line = new StringBuilder(word);
                } else {
                    line = new StringBuilder(candidate);
                }
            }
            lines.add(line.toString());
        }
        return lines;
    }
}
