package com.prepstream.knowledgebase.ingestion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Heading lines built to make the old heading regex backtrack: each is read within a generous bound. */
class HostileSectionsTests {

    private static final Duration BOUND = Duration.ofSeconds(10);
    private static final int SIZE = 1_000_000;

    @ParameterizedTest
    @ValueSource(strings = {"spaces", "hashes", "tabs"})
    void aHugeHeadingLineIsReadWithinTheBound(String filler) {
        String run = switch (filler) {
            case "spaces" -> " ".repeat(SIZE);
            case "hashes" -> "#".repeat(SIZE);
            default -> " \t".repeat(SIZE / 2);
        };
        String text = "# a" + run + "b\nbody\n";

        List<Sections.Section> sections = assertTimeoutPreemptively(BOUND, () -> Sections.of(text));

        assertThat(sections).singleElement().satisfies(section -> {
            assertThat(section.path()).startsWith("a").hasSizeLessThanOrEqualTo(Sections.MAX_HEADING_CHARS);
            assertThat(section.text()).startsWith("body\n");
        });
    }

    @Test
    void tenThousandHeadingsAreReadWithinTheBound() {
        String text = "## heading ##\ntext\n".repeat(10_000);

        List<Sections.Section> sections = assertTimeoutPreemptively(BOUND, () -> Sections.of(text));

        assertThat(sections).hasSize(10_000).allSatisfy(section -> assertThat(section.path()).isEqualTo("heading"));
    }

    @Test
    void readsHeadingsAsTheRegexDid() {
        assertThat(Heading.parse("## Title ##")).isEqualTo(new Heading(2, "Title"));
        assertThat(Heading.parse("# C#")).isEqualTo(new Heading(1, "C"));
        assertThat(Heading.parse("###### six")).isEqualTo(new Heading(6, "six"));
        assertThat(Heading.parse("# ###")).isEqualTo(new Heading(1, "#"));
        assertThat(Heading.parse("#\ttab")).isEqualTo(new Heading(1, "tab"));
        assertThat(Heading.parse("####### seven")).isNull();
        assertThat(Heading.parse("#nospace")).isNull();
        assertThat(Heading.parse("text # not")).isNull();
    }
}
