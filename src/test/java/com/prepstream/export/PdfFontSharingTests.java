package com.prepstream.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.TestMessages;
import com.prepstream.system.Language;
import java.lang.management.ManagementFactory;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/**
 * The 5 MB font is parsed once per process, not per export, and exports made at the same time
 * each embed their own correct subset of the shared font.
 */
class PdfFontSharingTests {

    final ReportPdf pdf = new ReportPdf(TestMessages.source());

    /** Parsing the font for each document allocated ~38 MB per export; the shared font leaves ~9 MB. */
    @Test
    void anExportAllocatesFarLessThanAParseOfTheFont() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        for (int i = 0; i < 3; i++) {
            pdf.interviewReport(ReportSamples.chineseInterview(5), Language.ZH_CN, ZoneOffset.UTC); // warm up
        }
        long before = threads.getThreadAllocatedBytes(thread);
        pdf.interviewReport(ReportSamples.chineseInterview(5), Language.ZH_CN, ZoneOffset.UTC);
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertThat(allocated).as("bytes allocated by one export").isLessThan(20L * 1024 * 1024);
    }

    @Test
    void exportsAtTheSameTimeEachEmbedACorrectSubset() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<byte[]>> exports = IntStream.range(0, 8).mapToObj(i -> pool.submit(() -> i % 2 == 0
                    ? pdf.interviewReport(ReportSamples.chineseInterview(5), Language.ZH_CN, ZoneOffset.UTC)
                    : pdf.resumeAnalysis(ReportSamples.englishResume(), Language.EN, ZoneOffset.UTC))).toList();
            for (int i = 0; i < exports.size(); i++) {
                try (PDDocument document = Loader.loadPDF(exports.get(i).get(60, TimeUnit.SECONDS))) {
                    String text = new PDFTextStripper().getText(document);
                    assertThat(text).contains(i % 2 == 0 ? "面试评估报告" : "Resume analysis");
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
