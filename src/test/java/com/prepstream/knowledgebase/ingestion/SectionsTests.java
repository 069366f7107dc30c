package com.prepstream.knowledgebase.ingestion;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.MiniLmTokenCounter;
import java.util.List;
import org.junit.jupiter.api.Test;

class SectionsTests {

    @Test
    void eachSectionCarriesItsHeadingPathAndCodeCommentsAreNoHeadings() {
        String text = """
                Intro before any heading.
                # 类加载器
                text one
                ## 双亲委派模型
                text two
                ```
                # a shell comment
                ```
                # Other chapter
                text three
                """;

        List<Sections.Section> sections = Sections.of(text);

        assertThat(sections).extracting(Sections.Section::path)
                .containsExactly("", "类加载器", "类加载器 › 双亲委派模型", "Other chapter");
        assertThat(sections.get(2).text()).contains("# a shell comment");
    }

    @Test
    void chunksCarryThePathButTheirContentStaysTheDocumentsText() {
        DocumentChunker chunker = new DocumentChunker(500, 80, new MiniLmTokenCounter(), true);

        List<DocumentChunker.Piece> pieces = chunker.chunk("# Vacuum\n\n## Freezing\n\nOld row versions are frozen.\n");

        assertThat(pieces).singleElement().satisfies(piece -> {
            assertThat(piece.heading()).isEqualTo("Vacuum › Freezing");
            assertThat(piece.content()).isEqualTo("Old row versions are frozen.");
            assertThat(piece.embedded()).isEqualTo("Vacuum › Freezing\nOld row versions are frozen.");
        });
        assertThat(new DocumentChunker(500, 80, new MiniLmTokenCounter(), false).chunk("# Vacuum\n\nText."))
                .extracting(DocumentChunker.Piece::heading).containsOnly("");
    }
}
