package com.prepstream.parsing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TextCleanerTests {

    @Test
    void collapsesSpacesAndBlankLines() {
        assertThat(TextCleaner.clean("  a \t  b\u00A0 c  \r\n\r\n\r\n\n d\f e ")).isEqualTo("a b c\n\nd\ne");
    }

    @Test
    void joinsWordsHyphenatedAcrossLines() {
        assertThat(TextCleaner.clean("the data-\nbase index and Jean-\nPierre")).isEqualTo("the database index and Jean-\nPierre");
    }

    @Test
    void keepsSoftHyphensDrawnOnAPdfPageAndDropsThemElsewhere() {
        String raw = "seeking high\u00ADimpact roles, Sep. 2023 \u00AD Mar. 2024, data\u00AD\nbase";
        assertThat(TextCleaner.clean(raw, true)).isEqualTo("seeking high-impact roles, Sep. 2023 - Mar. 2024, database");
        assertThat(TextCleaner.clean("hyphen\u00ADation in HTML")).isEqualTo("hyphenation in HTML");
    }

    @Test
    void dropsDotLeadersAndInvisibleCharacters() {
        assertThat(TextCleaner.clean("Chapter 1 ............ 12\u200B\u0007")).isEqualTo("Chapter 1 12");
    }

    @Test
    void keepsCjkTextIntact() {
        assertThat(TextCleaner.clean("数据库索引。  向量检索\u3000很快！\n\n\n\n下一段")).isEqualTo("数据库索引。 向量检索 很快！\n\n下一段");
    }
}
