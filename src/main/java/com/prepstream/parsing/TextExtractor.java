package com.prepstream.parsing;

import com.prepstream.storage.FileStorage;
import com.prepstream.storage.StoredFile;
import com.prepstream.storage.StoredObjectMissingException;
import jakarta.annotation.PreDestroy;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;
import org.apache.tika.exception.EncryptedDocumentException;
import org.apache.tika.exception.TikaException;
import org.apache.tika.extractor.EmbeddedDocumentExtractor;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.TikaCoreProperties;
import org.apache.tika.parser.AutoDetectParser;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.html.HtmlMapper;
import org.apache.tika.parser.Parser;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.apache.tika.sax.BodyContentHandler;
import org.xml.sax.ContentHandler;
import org.apache.tika.sax.ToTextContentHandler;
import org.apache.tika.sax.WriteOutContentHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.xml.sax.SAXException;

/**
 * Turns a stored document into clean text with Tika, within limits: at most
 * {@code maxCharacters} characters, {@code timeout} per parse, a bounded number and depth of
 * embedded documents, at most {@code maxPdfPages} PDF pages and {@code maxUnpackedSize} unpacked
 * DOCX content. PDFs are read in position order so multi-column layouts come out column by
 * column rather than interleaved line by line. A web page's navigation is left out
 * ({@link NavigationSkipper}), and so are a Markdown note's HTML comments ({@link MarkdownComments}) and the
 * metadata of its front matter ({@link MarkdownFrontMatter}).
 */
@Component
public class TextExtractor {

    private static final Logger log = LoggerFactory.getLogger(TextExtractor.class);

    private static final String PDF = "application/pdf";
    private static final String MARKDOWN = "text/markdown";
    private static final String DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

    private final FileStorage storage;
    private final ParsingSettings settings;
    private final AutoDetectParser parser = new AutoDetectParser();
    // A thread per parse so the timeout can abandon a parser stuck in a pathological file; the
    // parser is then stopped at its next SAX event (StopSignal).
    private final ExecutorService executor = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "text-extractor");
        thread.setDaemon(true);
        return thread;
    });

    public TextExtractor(FileStorage storage, ParsingSettings settings) {
        this.storage = storage;
        this.settings = settings;
    }

    /**
     * @return the cleaned text, never blank
     * @throws DocumentParseException when the document is unreadable, empty or too slow to parse
     * @throws com.prepstream.storage.StoredObjectMissingException when the stored bytes are gone
     * @throws UncheckedIOException when the storage could not be read (may succeed on retry)
     */
    public String extract(StoredFile file) {
        return extract(file, false);
    }

    /**
     * Like {@link #extract(StoredFile)}, with the headings that the document marks as such (HTML
     * {@code h1}–{@code h6}, Word heading styles) written as Markdown heading lines ({@code ## Title})
     * so the knowledge base can carry a chunk's section path with it, and tables as Markdown table rows
     * ({@link TableMarker}) so the reader view shows them as tables. Markdown files keep theirs.
     */
    public String extractWithHeadings(StoredFile file) {
        return extract(file, true);
    }

    private String extract(StoredFile file, boolean markHeadings) {
        String name = file.originalFilename();
        StopSignal stop = new StopSignal();
        Future<String> parse = executor.submit(() -> parse(file, stop, markHeadings));
        String raw;
        try {
            raw = parse.get(settings.timeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            abandon(parse, stop);
            throw DocumentParseException.of("parse_timeout", null, name, settings.timeout().toSeconds());
        } catch (InterruptedException e) {
            abandon(parse, stop);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while reading " + name, e);
        } catch (ExecutionException e) {
            throw translate(e.getCause(), name);
        }
        if (MARKDOWN.equals(file.contentType())) {
            raw = MarkdownFrontMatter.asText(MarkdownComments.strip(raw));
        }
        String text = TextCleaner.clean(raw, PDF.equals(file.contentType()));
        if (text.isEmpty()) {
            throw DocumentParseException.of("parse_empty", null, name);
        }
        return text;
    }

    /**
     * Not {@code cancel(true)}: the interrupt would close PDFBox's file channel under the running
     * parse and turn each remaining page into an ERROR line (see {@link StopSignal}).
     */
    private static void abandon(Future<String> parse, StopSignal stop) {
        stop.raise();
        parse.cancel(false);
    }

    private String parse(StoredFile file, StopSignal stop, boolean markHeadings)
            throws IOException, SAXException, TikaException {
        try {
            return read(file, stop, markHeadings);
        } finally {
            stop.raisedAgo().ifPresent(late -> log.info("Stopped reading {} {} ms after it was abandoned",
                    file.originalFilename(), late.toMillis()));
        }
    }

    private String read(StoredFile file, StopSignal stop, boolean markHeadings)
            throws IOException, SAXException, TikaException {
        StringWriter text = new StringWriter();
        ParseContext context = parseContext();
        WriteOutContentHandler limited = new WriteOutContentHandler(new ToTextContentHandler(text),
                settings.maxCharacters(), false, context);
        Metadata metadata = new Metadata();
        metadata.set(TikaCoreProperties.RESOURCE_NAME_KEY, file.originalFilename());
        metadata.set(Metadata.CONTENT_TYPE, file.contentType());
        try (TikaInputStream in = TikaInputStream.get(storage.open(file.storageKey()))) {
            checkStructure(in, file);
            ContentHandler body = new NavigationSkipper(markHeadings ? new HeadingMarker(new TableMarker(limited)) : limited);
            parser.parse(in, stop.guard(new BodyContentHandler(body)), metadata, context);
        }
        return text.toString();
    }

    /**
     * Cheap checks before the real parse, for what Tika's own limits do not bound: the number of PDF
     * pages (read from the page tree, nothing is rendered) and how large a DOCX unpacks (every entry
     * is inflated once and counted, nothing is kept). The spooled file is the one Tika reads next.
     */
    private void checkStructure(TikaInputStream in, StoredFile file) throws IOException {
        String name = file.originalFilename();
        if (PDF.equals(file.contentType())) {
            int pages;
            try (PDDocument document = Loader.loadPDF(in.getPath().toFile())) {
                pages = document.getNumberOfPages();
            } catch (InvalidPasswordException e) {
                throw DocumentParseException.of("parse_encrypted", e, name);
            } catch (IOException damaged) {
                return; // Tika reports a damaged PDF in its own words
            }
            if (pages > settings.maxPdfPages()) {
                throw DocumentParseException.of("parse_too_many_pages", null, name, pages, settings.maxPdfPages());
            }
        } else if (DOCX.equals(file.contentType())) {
            long limit = settings.maxUnpackedSize().toBytes();
            if (unpackedSizeExceeds(in.getPath(), limit)) {
                throw DocumentParseException.of("parse_too_large", null, name, limit / (1024 * 1024));
            }
        }
    }

    private static boolean unpackedSizeExceeds(Path zip, long limit) throws IOException {
        byte[] buffer = new byte[64 * 1024];
        long total = 0;
        try (ZipFile archive = new ZipFile(zip.toFile())) {
            Enumeration<? extends ZipEntry> entries = archive.entries();
            while (entries.hasMoreElements()) {
                try (InputStream entry = archive.getInputStream(entries.nextElement())) {
                    for (int read = entry.read(buffer); read >= 0; read = entry.read(buffer)) {
                        total += read;
                        if (total > limit) {
                            return true;
                        }
                    }
                }
            }
        } catch (ZipException damaged) {
            return false; // not a readable ZIP: POI reports it in its own words
        }
        return false;
    }

    private ParseContext parseContext() {
        ParseContext context = new ParseContext();
        PDFParserConfig pdf = new PDFParserConfig();
        pdf.setSortByPosition(true);
        pdf.setExtractInlineImages(false);
        pdf.setOcrStrategy(PDFParserConfig.OCR_STRATEGY.NO_OCR);
        context.set(PDFParserConfig.class, pdf);
        context.set(Parser.class, parser);
        context.set(HtmlMapper.class, new NavigationHtmlMapper());
        context.set(EmbeddedDocumentExtractor.class, new LimitedEmbeddedDocumentExtractor(context,
                settings.maxEmbeddedDocuments(), settings.maxEmbeddedDepth()));
        return context;
    }

    private static RuntimeException translate(Throwable cause, String name) {
        if (cause instanceof DocumentParseException limit) {
            return limit;
        }
        if (cause instanceof StoredObjectMissingException || cause instanceof UncheckedIOException) {
            return (RuntimeException) cause;
        }
        if (cause instanceof EncryptedDocumentException) {
            return DocumentParseException.of("parse_encrypted", cause, name);
        }
        if (cause instanceof IOException io && !(cause.getCause() instanceof TikaException)) {
            // Tika reports parser trouble as TikaException; a bare IOException came from storage.
            return new UncheckedIOException("Could not read " + name + " from storage", io);
        }
        // TikaException, SAXException, or a parser crashing on this file (which retrying won't fix).
        return DocumentParseException.of("parse_damaged", cause, name);
    }

    @PreDestroy
    void shutdown() {
        executor.shutdownNow();
    }
}
