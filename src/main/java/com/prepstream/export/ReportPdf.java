package com.prepstream.export;

import com.prepstream.system.Language;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.GregorianCalendar;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.springframework.context.MessageSource;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;

/**
 * PDF exports of a resume analysis and an interview report (Apache PDFBox, the font of
 * {@link PdfFont}): the content of the page, the scores drawn as a chart, labels and dates in the
 * given language. The features hand in their data as {@link ResumeAnalysisExport} and
 * {@link InterviewReportExport}; this package knows no feature.
 */
@Component
public class ReportPdf {

    private final MessageSource messages;

    public ReportPdf(MessageSource messages) {
        this.messages = messages;
    }

    public byte[] resumeAnalysis(ResumeAnalysisExport analysis, Language language, ZoneId zone) {
        PdfLabels labels = new PdfLabels(messages, language, zone);
        return render(labels, labels.get("resume.title") + " · " + analysis.filename(), language, labels.get("resume.title"),
                out -> ResumeAnalysisPdf.write(out, labels, analysis));
    }

    public byte[] interviewReport(InterviewReportExport report, Language language, ZoneId zone) {
        PdfLabels labels = new PdfLabels(messages, language, zone);
        String role = report.role() == null || report.role().isBlank() ? labels.get("interview.general") : report.role();
        return render(labels, labels.get("interview.title") + " · " + role, language, labels.get("interview.title"),
                out -> InterviewReportPdf.write(out, labels, report));
    }

    /** The reader's time zone from an IANA id ({@code Asia/Shanghai}) the page sends; UTC when absent or unknown. */
    public static ZoneId zone(String id) {
        if (id == null || id.isBlank()) {
            return ZoneOffset.UTC;
        }
        try {
            return ZoneId.of(id.strip());
        } catch (DateTimeException unknown) {
            return ZoneOffset.UTC;
        }
    }

    /** A PDF as a download named {@code filename} (non-ASCII names kept through RFC 6266's filename*). */
    public static ResponseEntity<byte[]> attachment(byte[] pdf, String filename) {
        return ResponseEntity.ok()
                .contentType(MediaType.APPLICATION_PDF)
                .contentLength(pdf.length)
                .header(HttpHeaders.CONTENT_DISPOSITION,
                        ContentDisposition.attachment().filename(filename, StandardCharsets.UTF_8).build().toString())
                .header(HttpHeaders.CACHE_CONTROL, "no-store")
                .body(pdf);
    }

    private interface Content {
        void write(PdfPageWriter out) throws IOException;
    }

    private static byte[] render(PdfLabels labels, String title, Language language, String footerName, Content content) {
        try (PDDocument document = new PDDocument(); PdfFont font = PdfFont.load(document)) {
            describe(document, title, language);
            PdfPageWriter out = new PdfPageWriter(document, font);
            content.write(out);
            out.finish((page, pages) -> labels.get("footer", footerName, page, pages));
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            document.save(bytes);
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the PDF", e);
        }
    }

    private static void describe(PDDocument document, String title, Language language) {
        PDDocumentInformation info = document.getDocumentInformation();
        info.setTitle(title);
        info.setCreator("PrepStream");
        info.setCreationDate(GregorianCalendar.getInstance(java.util.TimeZone.getTimeZone("UTC")));
        document.getDocumentCatalog().setLanguage(language.tag());
    }
}
