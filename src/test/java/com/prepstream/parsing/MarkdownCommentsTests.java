package com.prepstream.parsing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MarkdownCommentsTests {

    @Test
    void dropsCommentLinesWithoutLeavingThemAsBlankLines() {
        assertThat(MarkdownComments.strip("a\n<!-- markdownlint-disable MD024 -->\nb")).isEqualTo("a\nb");
    }

    @Test
    void keepsTheTextAroundACommentOnItsLine() {
        assertThat(MarkdownComments.strip("before <!-- hidden --> after")).isEqualTo("before  after");
    }

    @Test
    void dropsACommentOverSeveralLines() {
        assertThat(MarkdownComments.strip("a\n<!--\nTODO: rewrite\n-->\nb")).isEqualTo("a\nb");
    }

    @Test
    void anUnclosedCommentRunsToTheEndAsWhenRendered() {
        assertThat(MarkdownComments.strip("a\n<!-- never closed\nb")).isEqualTo("a");
    }

    @Test
    void keepsCommentsInFencedCodeAndInlineCode() {
        String code = "```html\n<!-- example -->\n```\nWrite `<!--` to open a comment.";
        assertThat(MarkdownComments.strip(code)).isEqualTo(code);
    }

    @Test
    void leavesTextWithoutCommentsAlone() {
        assertThat(MarkdownComments.strip("no comments here\n\n")).isEqualTo("no comments here\n\n");
    }
}
