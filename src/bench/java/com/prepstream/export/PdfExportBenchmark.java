package com.prepstream.export;

import com.prepstream.support.TestMessages;
import com.prepstream.system.Language;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.function.Supplier;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * What a PDF export costs: size, pages and time to render, for a 20-question Chinese interview
 * report (the largest the API allows) and an English resume analysis, the first render (cold:
 * font file parsed, classes loaded) apart from the steady state. Run by
 * {@code ./scripts/bench-pdf.sh [runs] [dir to keep the PDFs in]}; figures in docs/benchmarks.md.
 */
public final class PdfExportBenchmark {

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        Path keep = args.length > 1 ? Path.of(args[1]) : null;
        ReportPdf pdf = new ReportPdf(TestMessages.source());
        ZoneId zone = ZoneId.of("Asia/Shanghai");
        InterviewReportExport twenty = ReportSamples.chineseInterview(20);
        ResumeAnalysisExport resume = ReportSamples.englishResume();

        System.out.printf("runs: %d (after one cold render each); heap max %d MB%n", runs,
                Runtime.getRuntime().maxMemory() >> 20);
        // CPU time of the rendering thread too: on a shared machine wall time mostly measures the neighbours
        System.out.println("report                          bytes    pages   cold ms   p50 ms   p95 ms   max ms   cpu p50 ms");
        measure("interview, 20 questions, zh-CN", runs, keep, "interview-20-zh.pdf",
                () -> pdf.interviewReport(twenty, Language.ZH_CN, zone));
        measure("interview, 20 questions, en", runs, keep, "interview-20-en.pdf",
                () -> pdf.interviewReport(twenty, Language.EN, zone));
        measure("resume analysis, en", runs, keep, "resume-en.pdf",
                () -> pdf.resumeAnalysis(resume, Language.EN, zone));
    }

    private static void measure(String name, int runs, Path keep, String file, Supplier<byte[]> render) throws Exception {
        long start = System.nanoTime();
        byte[] first = render.get();
        double cold = (System.nanoTime() - start) / 1e6;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[] millis = new double[runs];
        double[] cpu = new double[runs];
        for (int i = 0; i < runs; i++) {
            long t = System.nanoTime();
            long c = threads.getCurrentThreadCpuTime();
            render.get();
            cpu[i] = (threads.getCurrentThreadCpuTime() - c) / 1e6;
            millis[i] = (System.nanoTime() - t) / 1e6;
        }
        Arrays.sort(millis);
        Arrays.sort(cpu);
        int pages;
        try (PDDocument document = Loader.loadPDF(first)) {
            pages = document.getNumberOfPages();
        }
        System.out.printf("%-30s %8d %8d %9.0f %8.0f %8.0f %8.0f %12.0f%n", name, first.length, pages, cold,
                millis[runs / 2], millis[(int) Math.ceil(runs * 0.95) - 1], millis[runs - 1], cpu[runs / 2]);
        if (keep != null) {
            Files.createDirectories(keep);
            Files.write(keep.resolve(file), first);
        }
    }
}
