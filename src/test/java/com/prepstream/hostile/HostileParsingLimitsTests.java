package com.prepstream.hostile;

import static com.prepstream.testing.TestDocuments.multipart;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.prepstream.parsing.DocumentParseException;
import com.prepstream.parsing.ParsingSettings;
import com.prepstream.parsing.TextExtractor;
import com.prepstream.storage.LocalFileStorage;
import com.prepstream.storage.StorageSettings;
import com.prepstream.storage.StoredFile;
import com.prepstream.storage.UploadIntake;
import com.prepstream.testing.TestDocuments;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;
import org.springframework.util.unit.DataSize;

/** Each parsing limit on its own, with small limits so the documents stay small. */
class HostileParsingLimitsTests {

    @TempDir
    Path dir;

    UploadIntake intake;
    TextExtractor extractor;

    @BeforeEach
    void setUp() {
        StorageSettings storage = new StorageSettings(dir, DataSize.ofMegabytes(20), 200);
        LocalFileStorage files = new LocalFileStorage(storage);
        intake = new UploadIntake(files, storage);
        extractor = new TextExtractor(files, new ParsingSettings(1_000, Duration.ofSeconds(20), 5, 2, 5,
                DataSize.ofMegabytes(1)));
    }

    @AfterEach
    void tearDown() throws Exception {
        shutDown(extractor);
    }

    /** {@code TextExtractor.shutdown()} is the container's to call ({@code @PreDestroy}). */
    static void shutDown(TextExtractor extractor) throws Exception {
        var shutdown = TextExtractor.class.getDeclaredMethod("shutdown");
        shutdown.setAccessible(true);
        shutdown.invoke(extractor);
    }

    StoredFile upload(String name, byte[] content) {
        return intake.accept(multipart(name, content), "hostile");
    }

    @Test
    void docxUnpackingBeyondTheLimitFailsEvenAtALowCompressionRatio() {
        // ~2 MB of varied letters packs to ~1.2 MB: POI's inflate-ratio check (100:1) never fires
        StoredFile large = upload("large.docx", HostileFiles.largeUnpackedDocx(2));
        assertThatThrownBy(() -> extractor.extract(large)).isInstanceOf(DocumentParseException.class)
                .hasMessage("large.docx unpacks to more than 1 MB; it is too large to read (or a zip bomb)");
        assertThat(extractor.extract(upload("small.docx", TestDocuments.docx("Fine.")))).isEqualTo("Fine.");
    }

    @Test
    void pdfWithMorePagesThanTheLimitFailsBeforeParsing() {
        assertThatThrownBy(() -> extractor.extract(upload("six.pdf", HostileFiles.manyPagesPdf(6))))
                .isInstanceOf(DocumentParseException.class)
                .hasMessage("six.pdf has 6 pages; documents of at most 5 pages can be read");
        assertThatThrownBy(() -> extractor.extract(upload("lying.pdf", HostileFiles.pdfClaimingPages(10_000))))
                .hasMessageContaining("has 10000 pages");
        assertThat(extractor.extract(upload("five.pdf", HostileFiles.manyPagesPdf(5)))).contains("page");
    }

    @Test
    void aParseRunningPastTheTimeoutFailsTheDocumentWithoutHoldingTheCaller() throws Exception {
        StorageSettings storage = new StorageSettings(dir, DataSize.ofMegabytes(20), 200);
        // 1 ms: a warm JVM on a quiet machine read the 2,000 pages within 50 ms once (a fresh clone, 2026-12-07)
        TextExtractor impatient = new TextExtractor(new LocalFileStorage(storage), new ParsingSettings(2_000_000,
                Duration.ofMillis(1), 5, 2, 100_000, DataSize.ofMegabytes(100)));
        StoredFile slow = upload("slow.pdf", HostileFiles.manyPagesPdf(2_000));
        long started = System.nanoTime();
        assertThatThrownBy(() -> impatient.extract(slow)).isInstanceOf(DocumentParseException.class)
                .hasMessageStartingWith("reading slow.pdf took longer than");
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5));
        shutDown(impatient);
    }

    /**
     * Interrupting the parse closed PDFBox's file channel under it and Tika went on through every
     * remaining page, PDFBox logging an ERROR ("Can't dereference COSObject") for each of them.
     */
    @Test
    void aTimedOutParseStopsInsteadOfLoggingAnErrorPerRemainingPage() throws Exception {
        StorageSettings storage = new StorageSettings(dir, DataSize.ofMegabytes(20), 200);
        TextExtractor impatient = new TextExtractor(new LocalFileStorage(storage), new ParsingSettings(2_000_000,
                Duration.ofMillis(250), 5, 2, 100_000, DataSize.ofMegabytes(100)));
        StoredFile big = upload("big.pdf", HostileFiles.textHeavyPdf(2_000, 60));
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        Logger root = (Logger) LoggerFactory.getLogger(Logger.ROOT_LOGGER_NAME);
        logged.start();
        root.addAppender(logged);
        try {
            assertThatThrownBy(() -> impatient.extract(big)).hasMessageStartingWith("reading big.pdf took longer than");
            await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> assertThat(messages(logged))
                    .as("the abandoned parse ends; logged so far: %s", summary(logged))
                    .anyMatch(message -> message.startsWith("Stopped reading big.pdf")));
            // PDFBox names the fallback font it maps a PDF's Helvetica to while its font cache is new, so
            // whether those lines come here depends on which test parsed a PDF first; they are no page.
            assertThat(messages(logged)).filteredOn(message -> !message.startsWith("Using fallback font"))
                    .as(summary(logged)).hasSizeLessThanOrEqualTo(3);
        } finally {
            root.detachAppender(logged);
            shutDown(impatient);
        }
    }

    /**
     * What parsing logged at INFO or above, on the parse threads: the test runs beside the shared
     * application context, whose stream workers log about their own business meanwhile.
     */
    static List<String> messages(ListAppender<ILoggingEvent> appender) {
        return List.copyOf(appender.list).stream().filter(event -> event.getLevel().isGreaterOrEqual(Level.INFO))
                .filter(event -> event.getThreadName().startsWith("text-extractor"))
                .map(ILoggingEvent::getFormattedMessage).toList();
    }

    static String summary(ListAppender<ILoggingEvent> appender) {
        List<String> messages = messages(appender);
        return messages.size() + " lines at INFO or above, starting " + messages.stream().limit(3).toList();
    }

    @Test
    void extractedTextIsCutAtMaxCharacters() {
        String text = extractor.extract(upload("long.txt", TestDocuments.text("word ".repeat(10_000))));
        assertThat(text.length()).isLessThanOrEqualTo(1_000);
    }

    @Test
    void entityExpansionIsNeverPerformed() {
        StoredFile laughs = upload("laughs.docx", HostileFiles.billionLaughsDocx());
        assertThatThrownBy(() -> extractor.extract(laughs)).isInstanceOf(DocumentParseException.class)
                .hasMessageContaining("laughs.docx");
    }
}
