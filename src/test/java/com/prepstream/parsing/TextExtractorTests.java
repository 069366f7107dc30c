package com.prepstream.parsing;

import static com.prepstream.testing.TestDocuments.multipart;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.prepstream.storage.LocalFileStorage;
import com.prepstream.storage.StorageSettings;
import com.prepstream.storage.StoredFile;
import com.prepstream.storage.UploadIntake;
import com.prepstream.testing.TestDocuments;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.util.unit.DataSize;

class TextExtractorTests {

    @TempDir
    Path dir;

    LocalFileStorage storage;
    UploadIntake intake;
    TextExtractor extractor;

    @BeforeEach
    void setUp() {
        StorageSettings settings = new StorageSettings(dir, DataSize.ofMegabytes(20), 200);
        storage = new LocalFileStorage(settings);
        intake = new UploadIntake(storage, settings);
        extractor = new TextExtractor(storage, new ParsingSettings(2_000, Duration.ofSeconds(30), 5, 2));
    }

    @AfterEach
    void tearDown() {
        extractor.shutdown();
    }

    StoredFile upload(String name, byte[] content) {
        return intake.accept(multipart(name, content));
    }

    @Test
    void extractsEveryAcceptedKind() {
        assertThat(extractor.extract(upload("a.pdf", TestDocuments.pdf("Alpha page one", "Beta page two"))))
                .contains("Alpha page one").contains("Beta page two");
        assertThat(extractor.extract(upload("a.docx", TestDocuments.docx("First paragraph.", "Second paragraph."))))
                .isEqualTo("First paragraph.\nSecond paragraph.");
        assertThat(extractor.extract(upload("a.md", TestDocuments.text("# Heading\n\nBody   text"))))
                .isEqualTo("# Heading\n\nBody text");
        assertThat(extractor.extract(upload("a.html", TestDocuments.html("Title", "Hello <b>world</b>"))))
                .contains("Hello world").doesNotContain("<b>");
    }

    @Test
    void leavesOutTheNavigationAroundAPageOfThePostgresqlManual() {
        TextExtractor whole = new TextExtractor(storage, new ParsingSettings(200_000, Duration.ofSeconds(30), 5, 2));
        byte[] page = TestDocuments.read(TestDocuments.sample("postgresql-html/indexes-types.html"));
        try {
            String text = whole.extractWithHeadings(upload("indexes-types.html", page));

            // the header and footer tables: "Prev Up Chapter 11. Indexes Home Next", "11.1. Introduction Home ..."
            assertThat(text).doesNotContainPattern("\\b(Prev|Up|Home|Next)\\b")
                    .doesNotContain("Chapter 11. Indexes").doesNotContain("11.1. Introduction")
                    .startsWith("## 11.2. Index Types")
                    .contains("provides several index types")
                    .endsWith("For more information see Chapter 71.");
        } finally {
            whole.shutdown();
        }
    }

    @Test
    void anHtmlNotesTableBecomesMarkdownTableRowsForTheReader() {
        String page = "<html><head><title>Persistence</title></head><body><h2>Compare</h2><p>Before.</p>"
                + "<table><caption>Two ways</caption><thead><tr><th>Kind</th><th>Speed</th></tr></thead><tbody>"
                + "<tr><td>RDB</td><td>fast <b>load</b></td></tr>"
                + "<tr><td>AOF</td><td><p>safer</p><p>a | b</p></td></tr></tbody></table><p>After.</p></body></html>";

        String text = extractor.extractWithHeadings(upload("persistence.html", TestDocuments.text(page)));

        assertThat(text).isEqualTo("## Compare\n\nBefore.\n\nTwo ways\n\n| Kind | Speed |\n| --- | --- |\n| RDB | fast load |\n"
                + "| AOF | safer a \\| b |\n\nAfter.");
    }

    @Test
    void aWordNotesTableBecomesMarkdownTableRowsItsFirstRowTheHeader() {
        byte[] docx = TestDocuments.docxWithTable("Before.",
                new String[][] {{"方式", "特点"}, {"RDB", "快照"}, {"AOF", "追加日志"}}, "After.");

        String text = extractor.extractWithHeadings(upload("persistence.docx", docx));

        assertThat(text).isEqualTo("Before.\n\n| 方式 | 特点 |\n| --- | --- |\n| RDB | 快照 |\n| AOF | 追加日志 |\n\nAfter.");
        // text read for other uses (a resume) stays as it was
        assertThat(extractor.extract(upload("persistence.docx", docx))).doesNotContain("|");
    }

    @Test
    void leavesOutAMarkdownNotesCommentsButNotItsCode() {
        String note = "# MVCC\n\n<!-- @include: @article-header.snippet.md -->\n\nInnoDB keeps old row versions.\n\n"
                + "```html\n<!-- a comment in an example -->\n```\n\n<!-- @include: @article-footer.snippet.md -->\n";

        String text = extractor.extract(upload("mvcc.md", TestDocuments.text(note)));

        assertThat(text).isEqualTo("# MVCC\n\nInnoDB keeps old row versions.\n\n```html\n<!-- a comment in an example -->\n```");
    }

    @Test
    void aMarkdownNotesFrontMatterBecomesItsTitleAndDescription() {
        String note = "---\ntitle: 什么是 SPI\ndescription: Java SPI 机制详解。\ncategory: Java\ntag:\n  - Java基础\n---\n\n"
                + "<!-- @include: @article-header.snippet.md -->\n\nSPI 即 Service Provider Interface。\n";

        String text = extractor.extract(upload("spi.md", TestDocuments.text(note)));

        assertThat(text).isEqualTo("# 什么是 SPI\n\nJava SPI 机制详解。\n\nSPI 即 Service Provider Interface。");
    }

    @Test
    void aMarkdownNoteOfCommentsOnlyHasNoText() {
        StoredFile file = upload("empty.md", TestDocuments.text("<!-- @include: @article-header.snippet.md -->\n"));

        assertThatThrownBy(() -> extractor.extract(file)).isInstanceOf(DocumentParseException.class)
                .hasMessageContaining("no text could be extracted");
    }

    @Test
    void leavesOutNavElementsAndKeepsOtherBlocks() {
        String html = "<!DOCTYPE html><html><body><nav><a href=\"/\">Home</a> <a href=\"/docs\">Docs</a></nav>"
                + "<div class=\"intro\"><p>Vacuum reclaims storage.</p></div>"
                + "<table class=\"navfooter\"><tr><td>Prev</td><td>Next</td></tr></table></body></html>";

        String text = extractor.extract(upload("page.html", TestDocuments.text(html)));

        assertThat(text).isEqualTo("Vacuum reclaims storage.");
    }

    @Test
    void acceptsAndReadsARealLegacyWordDocument() {
        StoredFile doc = upload("sample.doc", TestDocuments.legacyWordDocument());
        assertThat(doc.contentType()).isEqualTo("application/msword");
        assertThat(extractor.extract(doc)).contains("This is a sample Microsoft Word Document.")
                .contains("Heading Level 1").doesNotContain("HYPERLINK");
    }

    @Test
    void readsTwoColumnPdfsColumnByColumn() {
        String left = "Left column starts here and talks about databases and their indexes in some detail.";
        String right = "Right column starts here and talks about gardening and tomatoes in some detail.";
        String text = extractor.extract(upload("columns.pdf", TestDocuments.twoColumnPdf(left, right)));
        assertThat(text.replace('\n', ' ')).contains("databases and their indexes").contains("gardening and tomatoes");
    }

    @Test
    void readsTheSampleResumesIncludingChinese() {
        Path zh = TestDocuments.sample("resumes/awesome-cv-resume-zh.pdf");
        String text = extractor.extract(upload("resume-zh.pdf", TestDocuments.read(zh)));
        assertThat(text).containsPattern("\\p{IsHan}{2,}");
    }

    @Test
    void keepsTheHyphensOfAPdfWhoseFontDrawsThemAsSoftHyphens() {
        Path resume = TestDocuments.sample("resumes/awesome-cv-resume.pdf");

        String text = extractor.extract(upload("resume.pdf", TestDocuments.read(resume)));

        assertThat(text).contains("high-impact", "fast-growing", "hands-on").doesNotContain("\u00AD");
    }

    @Test
    void cutsTextAtTheCharacterLimit() {
        String text = extractor.extract(upload("long.txt", TestDocuments.text("word ".repeat(2_000))));
        assertThat(text.length()).isLessThanOrEqualTo(2_000);
    }

    @Test
    void aCorruptPdfFailsWithAReadableMessage() {
        byte[] pdf = TestDocuments.pdf("Some text");
        byte[] corrupt = java.util.Arrays.copyOf(pdf, 200);
        StoredFile file = upload("broken.pdf", corrupt);
        assertThatThrownBy(() -> extractor.extract(file))
                .isInstanceOf(DocumentParseException.class)
                .hasMessageContaining("broken.pdf");
    }

    @Test
    void aDocumentWithoutTextFailsWithAReadableMessage() {
        StoredFile file = upload("blank.pdf", TestDocuments.pdf(""));
        assertThatThrownBy(() -> extractor.extract(file))
                .isInstanceOf(DocumentParseException.class)
                .hasMessageStartingWith("no text could be extracted from blank.pdf");
    }

    @Test
    void aMissingStoredFileIsNotAParseError() {
        StoredFile file = upload("gone.txt", TestDocuments.text("soon gone"));
        storage.delete(file.storageKey());
        assertThatThrownBy(() -> extractor.extract(file))
                .isInstanceOf(com.prepstream.storage.StoredObjectMissingException.class);
    }

    @Test
    void writesThroughStorageAtomically() throws Exception {
        storage.put("x/y", new ByteArrayInputStream(new byte[] {1, 2, 3}));
        try (var files = Files.list(dir.resolve("x"))) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("y");
        }
    }
}
