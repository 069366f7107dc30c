package com.prepstream.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.TestMessages;
import com.prepstream.system.Language;
import java.io.IOException;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

class ReportPdfTests {

    final ReportPdf pdf = new ReportPdf(TestMessages.source());
    final ZoneId shanghai = ZoneId.of("Asia/Shanghai");

    @Test
    void aChineseInterviewReportReadsBackWithItsScoresRoleAndChineseText() throws IOException {
        byte[] bytes = pdf.interviewReport(ReportSamples.chineseInterview(5), Language.ZH_CN, shanghai);

        try (PDDocument document = Loader.loadPDF(bytes)) {
            String text = new PDFTextStripper().getText(document);
            // named by its role and when it took place (11:48 UTC, in the reader's zone), not by its id
            assertThat(text).contains("面试评估报告", "Java 后端工程师", "中等", "5 道题", "开始于 2026年3月4日 19:48 Asia/Shanghai");
            assertThat(text).doesNotContain("#42");
            assertThat(text).contains("82", "总分 / 100");
            assertThat(text).contains("技术深度", "78", "准确性", "85", "表达沟通", "90");
            assertThat(squash(text)).contains(squash(ReportSamples.CHINESE_SUMMARY), squash(ReportSamples.CHINESE_FEEDBACK));
            assertThat(text).contains("第 1 题", "你的回答", "（未作答）", "偏向锁（已覆盖）", "重量级锁（遗漏）", "改进建议");
            assertThat(text).contains("2026年3月4日 20:06 Asia/Shanghai"); // 12:06 UTC, in the reader's zone
            // the evaluator by what it is, never by its internal id
            assertThat(text).contains("离线评估（未配置语言模型）").doesNotContain("offline-evaluator");
            assertThat(document.getDocumentCatalog().getLanguage()).isEqualTo("zh-CN");
            assertThat(fonts(document)).allSatisfy(font -> {
                assertThat(font.isEmbedded()).isTrue();
                assertThat(font.getName()).matches("[A-Z]{6}\\+WenQuanYiMicroHei"); // a subset
            });
        }
    }

    @Test
    void anEnglishInterviewReportIsHeadedByItsRoleAndDateNotItsId() throws IOException {
        byte[] bytes = pdf.interviewReport(ReportSamples.chineseInterview(2), Language.EN, ZoneOffset.UTC);

        try (PDDocument document = Loader.loadPDF(bytes)) {
            String text = new PDFTextStripper().getText(document);
            assertThat(text).contains("Interview report", "Java 后端工程师", "2 questions", "Started Mar 4, 2026 11:48 UTC");
            assertThat(text).doesNotContain("#42");
        }
    }

    @Test
    void anEnglishResumeAnalysisHasTheContentOfThePage() throws IOException {
        ResumeAnalysisExport analysis = ReportSamples.englishResume();
        byte[] bytes = pdf.resumeAnalysis(analysis, Language.EN, ZoneOffset.UTC);

        try (PDDocument document = Loader.loadPDF(bytes)) {
            String text = new PDFTextStripper().getText(document);
            assertThat(text).contains("Resume analysis", "jane-doe-resume.pdf", "71", "overall score / 100");
            assertThat(text).contains("Project experience", "60", "Impact", "45");
            assertThat(squash(text)).contains(squash(analysis.summary()));
            for (String item : concat(analysis.strengths(), analysis.weaknesses(), analysis.suggestions())) {
                assertThat(squash(text)).contains(squash(item));
            }
            assertThat(text).contains("Strengths", "Weaknesses", "Suggestions", "Skills", "Spring Boot");
            assertThat(text).contains("Analyzed offline (no language model configured) · Mar 4, 2026 12:00 UTC");
            assertThat(document.getDocumentInformation().getTitle()).isEqualTo("Resume analysis · jane-doe-resume.pdf");
        }
    }

    @Test
    void theScoresAreDrawnAsVectorGraphics() throws IOException {
        try (PDDocument resume = Loader.loadPDF(pdf.resumeAnalysis(ReportSamples.englishResume(), Language.EN, ZoneOffset.UTC))) {
            // a grey track and a coloured bar per sub-score: rectangles filled on the first page
            assertThat(operators(resume.getPage(0), "re")).isGreaterThanOrEqualTo(2 * 6);
        }
        try (PDDocument report = Loader.loadPDF(pdf.interviewReport(ReportSamples.chineseInterview(3), Language.EN, ZoneOffset.UTC))) {
            // a radar: four rings and the score area, each a closed path, plus the five axes
            assertThat(operators(report.getPage(0), "h")).isGreaterThanOrEqualTo(4 + 2);
            assertThat(operators(report.getPage(0), "l")).isGreaterThanOrEqualTo(5 * 4 + 5);
        }
    }

    @Test
    void aLongReportRunsOverPagesWithoutLosingText() throws IOException {
        InterviewReportExport report = ReportSamples.chineseInterview(20);
        try (PDDocument document = Loader.loadPDF(pdf.interviewReport(report, Language.ZH_CN, shanghai))) {
            String text = squash(new PDFTextStripper().getText(document));
            String footer = "PrepStream·面试评估报告·第\\d+页，共\\d+页";
            assertThat(text).contains(squash("第 1 页，共 " + document.getNumberOfPages() + " 页"));
            text = text.replaceAll(footer, ""); // a paragraph may run on past a page's footer
            assertThat(document.getNumberOfPages()).isGreaterThan(3);
            for (InterviewReportExport.Question question : report.questions()) {
                assertThat(text).contains(squash(question.question()));
                if (!question.answer().isBlank()) {
                    assertThat(text).contains(squash(question.answer()));
                }
            }
        }
    }

    @Test
    void textTheFontCannotDrawIsReplacedNotFatal() throws IOException {
        InterviewReportExport sample = ReportSamples.chineseInterview(1);
        InterviewReportExport.Question question = sample.questions().get(0);
        InterviewReportExport withEmoji = new InterviewReportExport(sample.sessionId(), "Role\twith\u0000control 🚀",
                null, null, 50, Map.of("accuracy", 50), "ok 👍 done", List.of(new InterviewReportExport.Question(0,
                        question.question(), "answer 😀\r\nsecond line", 50, "", List.of(), null, null)),
                List.of(), "model", null);
        try (PDDocument document = Loader.loadPDF(pdf.interviewReport(withEmoji, Language.EN, ZoneOffset.UTC))) {
            String text = new PDFTextStripper().getText(document);
            assertThat(text).contains("ok ? done", "answer ?", "second line", "Role withcontrol ?");
        }
    }

    @Test
    void theReadersTimeZoneIsTakenWhenKnown() {
        assertThat(ReportPdf.zone("Asia/Shanghai")).isEqualTo(shanghai);
        assertThat(ReportPdf.zone("Mars/Olympus_Mons")).isEqualTo(ZoneOffset.UTC);
        assertThat(ReportPdf.zone(null)).isEqualTo(ZoneOffset.UTC);
    }

    /** Text extraction puts line breaks where the PDF wraps; compare without white space. */
    static String squash(String text) {
        return text.replaceAll("\\s+", "");
    }

    @SafeVarargs
    static List<String> concat(List<String>... lists) {
        List<String> all = new ArrayList<>();
        for (List<String> list : lists) {
            all.addAll(list);
        }
        return all;
    }

    static List<PDFont> fonts(PDDocument document) throws IOException {
        List<PDFont> fonts = new ArrayList<>();
        for (PDPage page : document.getPages()) {
            for (COSName name : page.getResources().getFontNames()) {
                fonts.add(page.getResources().getFont(name));
            }
        }
        return fonts;
    }

    static int operators(PDPage page, String name) throws IOException {
        int count = 0;
        for (Object token : new PDFStreamParser(page).parse()) {
            if (token instanceof Operator operator && operator.getName().equals(name)) {
                count++;
            }
        }
        return count;
    }
}
