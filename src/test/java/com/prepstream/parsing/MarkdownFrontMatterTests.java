package com.prepstream.parsing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MarkdownFrontMatterTests {

    @Test
    void keepsTheTitleAsAHeadingAndTheDescriptionAsTheFirstParagraph() {
        // the opening of database/mysql/innodb-implementation-of-mvcc.md in the JavaGuide notes
        String note = """
                ---
                title: InnoDB存储引擎对MVCC的实现
                description: 深入剖析InnoDB存储引擎MVCC的实现原理。
                category: 数据库
                tag:
                  - MySQL
                head:
                  - - meta
                    - name: keywords
                      content: MVCC,多版本并发控制,InnoDB
                ---

                ## 多版本并发控制""";

        assertThat(MarkdownFrontMatter.asText(note))
                .isEqualTo("# InnoDB存储引擎对MVCC的实现\n\n深入剖析InnoDB存储引擎MVCC的实现原理。\n\n\n## 多版本并发控制");
    }

    @Test
    void unquotesValuesAndLeavesOutABlockOfMetadataOnly() {
        assertThat(MarkdownFrontMatter.asText("---\ntitle: \"Vacuum: a guide\"\n---\nBody"))
                .isEqualTo("# Vacuum: a guide\n\nBody");
        assertThat(MarkdownFrontMatter.asText("---\ncategory: Java\ntag:\n  - Java\n---\nBody")).isEqualTo("Body");
    }

    @Test
    void leavesANoteWithoutFrontMatterOrWithARuleFurtherDownAlone() {
        assertThat(MarkdownFrontMatter.asText("# Title\n\ntext\n---\nmore")).isEqualTo("# Title\n\ntext\n---\nmore");
        String unclosed = "---\ntitle: never closed\n\nbody";
        assertThat(MarkdownFrontMatter.asText(unclosed)).isEqualTo(unclosed);
    }
}
