package com.prepstream.support;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;

/** A GET of a PDF export over real HTTP in a language, with the PDF's text when it is one. */
public record PdfDownload(int status, String contentType, String disposition, byte[] body) {

    public static PdfDownload get(int port, String path, String acceptLanguage) throws Exception {
        HttpRequest request = TestAdmin.request(URI.create("http://localhost:" + port + path))
                .header("Accept-Language", acceptLanguage).build();
        HttpResponse<byte[]> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofByteArray());
        return new PdfDownload(response.statusCode(), response.headers().firstValue("Content-Type").orElse(""),
                response.headers().firstValue("Content-Disposition").orElse(""), response.body());
    }

    /** The text PDFBox extracts, white space squashed (the PDF wraps lines where it likes). */
    public String text() throws Exception {
        try (PDDocument document = Loader.loadPDF(body)) {
            return new PDFTextStripper().getText(document).replaceAll("\\s+", "");
        }
    }

    public String bodyText() {
        return new String(body, StandardCharsets.UTF_8);
    }
}
