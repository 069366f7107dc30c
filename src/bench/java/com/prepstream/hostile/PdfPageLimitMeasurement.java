package com.prepstream.hostile;

import static com.prepstream.testing.TestDocuments.multipart;

import com.prepstream.parsing.ParsingSettings;
import com.prepstream.parsing.TextExtractor;
import com.prepstream.storage.LocalFileStorage;
import com.prepstream.storage.StorageSettings;
import com.prepstream.storage.UploadIntake;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.util.unit.DataSize;

/**
 * What a PDF at the page limit costs the worker that parses it, with the production limits
 * (ParsingSettings defaults): time, extracted characters and peak heap, for text-dense pages.
 * Run by {@code ./scripts/bench-parse.sh [pages...]}; figures in docs/benchmarks.md.
 */
public final class PdfPageLimitMeasurement {

    private static final int LINES_PER_PAGE = 60; // a dense book page: ~2,500 characters

    public static void main(String[] args) throws Exception {
        int[] pageCounts = args.length == 0 ? new int[] {250, 1000, 2000}
                : java.util.Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        Path dir = Files.createTempDirectory("prepstream-parse-bench");
        StorageSettings storage = new StorageSettings(dir, DataSize.ofMegabytes(200), 200);
        LocalFileStorage files = new LocalFileStorage(storage);
        UploadIntake intake = new UploadIntake(files, storage);
        ParsingSettings limits = new ParsingSettings(2_000_000, java.time.Duration.ofSeconds(60), 50, 2);
        TextExtractor extractor = new TextExtractor(files, limits);
        try {
            System.out.printf("limits: %d pages, %d characters, timeout %d s; heap max %d MB%n",
                    limits.maxPdfPages(), limits.maxCharacters(), limits.timeout().toSeconds(),
                    Runtime.getRuntime().maxMemory() >> 20);
            System.out.println("pages   file MB   parse s   characters   peak heap MB");
            extractor.extract(intake.accept(multipart("warm-up.pdf", HostileFiles.textHeavyPdf(20, 20)), "bench"));
            for (int pages : pageCounts) {
                measure(intake, extractor, pages);
            }
        } finally {
            HostileParsingLimitsTests.shutDown(extractor);
        }
    }

    private static void measure(UploadIntake intake, TextExtractor extractor, int pages) {
        byte[] pdf = HostileFiles.textHeavyPdf(pages, LINES_PER_PAGE);
        var stored = intake.accept(multipart(pages + ".pdf", pdf), "bench");
        System.gc();
        resetPeaks();
        long start = System.nanoTime();
        String text;
        try {
            text = extractor.extract(stored);
        } catch (RuntimeException e) {
            text = null;
            System.out.printf("%5d   refused or failed: %s%n", pages, e.getMessage());
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (text != null) {
            System.out.printf("%5d   %7.1f   %7.2f   %10d   %12d%n", pages, pdf.length / 1048576.0, seconds,
                    text.length(), peakHeapMb());
        }
    }

    private static void resetPeaks() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            pool.resetPeakUsage();
        }
    }

    /** Sum of the heap pools' peaks: an upper bound of the heap the parse needed at once. */
    private static long peakHeapMb() {
        long bytes = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                bytes += pool.getPeakUsage().getUsed();
            }
        }
        return bytes >> 20;
    }
}
