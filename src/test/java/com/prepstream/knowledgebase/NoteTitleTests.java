package com.prepstream.knowledgebase;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NoteTitleTests {

    @Test
    void frontMatterTitleComesFirst() {
        String note = """
                ---
                title: "类加载器详解（重点）"
                category: Java
                ---

                # 回顾一下类加载过程
                """;
        assertThat(NoteTitle.of(note, "text/markdown", "classloader.md")).contains("类加载器详解（重点）");
    }

    @Test
    void elseTheFirstHeadingOutsideCodeFences() {
        String note = """
                Some lead-in.

                ```bash
                # not a heading: a shell comment
                ```
                ## Redis persistence **explained** ##
                # Later heading
                """;
        assertThat(NoteTitle.of(note, "text/markdown", "redis.md")).contains("Redis persistence explained");
    }

    @Test
    void frontMatterWithoutTitleFallsToTheHeading() {
        assertThat(NoteTitle.of("---\ntag: x\n---\n# TCP 三次握手\n", "text/markdown", "tcp.md"))
                .contains("TCP 三次握手");
    }

    @Test
    void htmlPagesUseTheirFirstH1ElseTheirTitle() {
        assertThat(NoteTitle.of("<html><head><title>Site &amp; page</title></head><body><h1 class=x>Main <em>topic</em></h1>",
                "text/html", "page.html")).contains("Main topic");
        assertThat(NoteTitle.of("<html><head><title>Site &amp; page</title></head><body><p>x</p>", "text/html",
                "page.html")).contains("Site & page");
    }

    @Test
    void plainTextAndNotesWithoutHeadingsHaveNone() {
        assertThat(NoteTitle.of("# looks like a heading", "text/plain", "notes.txt")).isEmpty();
        assertThat(NoteTitle.of("just text\n#hashtag", "text/markdown", "notes.md")).isEmpty();
    }

    @Test
    void aVeryLongHeadingIsCut() {
        assertThat(NoteTitle.of("# " + "字".repeat(400), "text/markdown", "long.md")).hasValueSatisfying(
                title -> assertThat(title.codePointCount(0, title.length())).isEqualTo(NoteTitle.MAX_CHARS));
    }
}
