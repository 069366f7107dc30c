package com.prepstream.hostile;

import com.prepstream.testing.TestDocuments;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.zip.Deflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.common.PDStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/** Hostile documents, generated small in the test (only what they expand to is large). */
final class HostileFiles {

    private static final String DOCUMENT_XML = "word/document.xml";
    private static final String W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";

    private HostileFiles() {
    }

    /** A DOCX whose document.xml inflates to {@code megabytes} MB of one letter (ratio about 1000:1). */
    static byte[] zipBombDocx(int megabytes) {
        return docxWithDocumentXml(out -> {
            out.write(("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><w:document xmlns:w=\"" + W
                    + "\"><w:body><w:p><w:r><w:t>").getBytes(StandardCharsets.UTF_8));
            byte[] block = new byte[1024 * 1024];
            java.util.Arrays.fill(block, (byte) 'a');
            for (int i = 0; i < megabytes; i++) {
                out.write(block);
            }
            out.write("</w:t></w:r></w:p></w:body></w:document>".getBytes(StandardCharsets.UTF_8));
        });
    }

    /**
     * A DOCX whose document.xml unpacks to {@code megabytes} MB of varied words: compresses only
     * about 3:1, so inflate-ratio checks do not see it; only a limit on the unpacked size does.
     */
    static byte[] largeUnpackedDocx(int megabytes) {
        return docxWithDocumentXml(out -> {
            out.write(("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><w:document xmlns:w=\"" + W
                    + "\"><w:body><w:p><w:r><w:t>").getBytes(StandardCharsets.UTF_8));
            Random random = new Random(7);
            byte[] letters = new byte[1024];
            for (long written = 0; written < megabytes * 1024L * 1024; written += letters.length) {
                for (int i = 0; i < letters.length; i++) {
                    letters[i] = (byte) (i % 8 == 7 ? ' ' : 'a' + random.nextInt(26));
                }
                out.write(letters);
            }
            out.write("</w:t></w:r></w:p></w:body></w:document>".getBytes(StandardCharsets.UTF_8));
        });
    }

    /** The classic billion laughs: 10 levels of 10 entity references, 10^9 "lol"s if expanded. */
    static String billionLaughsDoctype(String root) {
        StringBuilder dtd = new StringBuilder("<?xml version=\"1.0\"?>\n<!DOCTYPE " + root + " [\n <!ENTITY lol \"lol\">\n");
        dtd.append(" <!ENTITY lol1 \"").append("&lol;".repeat(10)).append("\">\n");
        for (int level = 2; level <= 9; level++) {
            dtd.append(" <!ENTITY lol").append(level).append(" \"").append(("&lol" + (level - 1) + ";").repeat(10))
                    .append("\">\n");
        }
        return dtd.append("]>\n").toString();
    }

    static byte[] billionLaughsDocx() {
        return docxWithDocumentXml(out -> out.write((billionLaughsDoctype("w:document") + "<w:document xmlns:w=\"" + W
                + "\"><w:body><w:p><w:r><w:t>&lol9;</w:t></w:r></w:p></w:body></w:document>")
                .getBytes(StandardCharsets.UTF_8)));
    }

    static byte[] billionLaughsXml() {
        return (billionLaughsDoctype("lolz") + "<lolz>&lol9;</lolz>\n").getBytes(StandardCharsets.UTF_8);
    }

    static byte[] billionLaughsXhtml() {
        return (billionLaughsDoctype("html") + "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>lol</title>"
                + "</head><body><p>Laughing: &lol9;</p></body></html>\n").getBytes(StandardCharsets.UTF_8);
    }

    /** {@code pages} pages sharing one tiny content stream and font: a few hundred KB for 10,000 pages. */
    static byte[] manyPagesPdf(int pages) {
        try (PDDocument document = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            PDResources resources = new PDResources();
            COSName font = resources.add(new PDType1Font(Standard14Fonts.FontName.HELVETICA));
            PDStream content = new PDStream(document, new ByteArrayInputStream(
                    ("BT /" + font.getName() + " 12 Tf 72 720 Td (page) Tj ET").getBytes(StandardCharsets.US_ASCII)));
            for (int i = 0; i < pages; i++) {
                PDPage page = new PDPage(PDRectangle.A4);
                page.setResources(resources);
                page.setContents(content);
                document.addPage(page);
            }
            document.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * {@code pages} pages of {@code linesPerPage} positioned text lines each, every page with its
     * own content stream: slow to extract (text sorted by position), quick to generate.
     */
    static byte[] textHeavyPdf(int pages, int linesPerPage) {
        try (PDDocument document = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            PDResources resources = new PDResources();
            COSName font = resources.add(new PDType1Font(Standard14Fonts.FontName.HELVETICA));
            for (int i = 0; i < pages; i++) {
                StringBuilder text = new StringBuilder("BT /" + font.getName() + " 8 Tf 10 TL 40 800 Td\n");
                for (int line = 0; line < linesPerPage; line++) {
                    text.append("(Page ").append(i).append(" line ").append(line)
                            .append(" has a few words of text on it) '\n");
                }
                PDPage page = new PDPage(PDRectangle.A4);
                page.setResources(resources);
                page.setContents(new PDStream(document, new ByteArrayInputStream(
                        text.append("ET").toString().getBytes(StandardCharsets.US_ASCII))));
                document.addPage(page);
            }
            document.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A one-page PDF whose page tree claims {@code pages} pages. */
    static byte[] pdfClaimingPages(int pages) {
        try (PDDocument document = org.apache.pdfbox.Loader.loadPDF(TestDocuments.pdf("A short page."));
                ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            document.getPages().getCOSObject().setInt(COSName.COUNT, pages);
            document.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static byte[] garbage(int size, long seed) {
        byte[] bytes = new byte[size];
        new Random(seed).nextBytes(bytes);
        return bytes;
    }

    /** Starts like a PDF (so it is sniffed as one) and is random bytes after that. */
    static byte[] garbageWithPdfHeader(int size, long seed) {
        byte[] bytes = garbage(size, seed);
        byte[] header = "%PDF-1.7\n%\u00e2\u00e3\n".getBytes(StandardCharsets.ISO_8859_1);
        System.arraycopy(header, 0, bytes, 0, header.length);
        return bytes;
    }

    interface Writer {
        void write(OutputStream out) throws IOException;
    }

    /** A real DOCX (from POI) with its document.xml replaced by what {@code documentXml} writes. */
    private static byte[] docxWithDocumentXml(Writer documentXml) {
        byte[] template = TestDocuments.docx("placeholder");
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(template));
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                ZipOutputStream out = new ZipOutputStream(bytes)) {
            out.setLevel(Deflater.BEST_COMPRESSION);
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                out.putNextEntry(new ZipEntry(entry.getName()));
                if (entry.getName().equals(DOCUMENT_XML)) {
                    documentXml.write(out);
                } else {
                    in.transferTo(out);
                }
                out.closeEntry();
            }
            out.finish();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
