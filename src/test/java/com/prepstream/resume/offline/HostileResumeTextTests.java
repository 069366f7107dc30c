package com.prepstream.resume.offline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Resumes built to make text rules backtrack: each is analysed within a generous bound where a
 * quadratic rule takes minutes (the first is the shape of the reported upload, one long line of digits).
 */
class HostileResumeTextTests {

    private static final Duration BOUND = Duration.ofSeconds(10);
    private static final int SIZE = 500_000;

    static Stream<Arguments> hostileResumes() {
        return Stream.of(
                Arguments.of("one line of digits", "7".repeat(SIZE)),
                Arguments.of("one line of letters", "a".repeat(SIZE)),
                Arguments.of("local part without a domain", "a".repeat(SIZE) + "@"),
                Arguments.of("many at signs", "a@".repeat(SIZE / 2)),
                Arguments.of("digits and dots", "1.".repeat(SIZE / 2)),
                Arguments.of("punctuation run", "!".repeat(SIZE) + "x"),
                Arguments.of("10k heading-like lines", "Experience\n".repeat(10_000)),
                Arguments.of("zero-width spam", "\u200B".repeat(SIZE) + "Java"),
                Arguments.of("Chinese without breaks", "负责开发".repeat(SIZE / 4)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileResumes")
    void analysesAHostileResumeWithinTheBound(String name, String text) {
        var analysis = assertTimeoutPreemptively(BOUND, () -> new OfflineResumeAnalyzer(java.time.Clock.systemUTC())
                .analyze(text));

        assertThat(analysis.overallScore()).isBetween(0, 100);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileResumes")
    void findsContactDetailsOnAHostileLineWithinTheBound(String name, String text) {
        ResumeText resume = ResumeText.of(text);

        ContactInfo contact = assertTimeoutPreemptively(BOUND, () -> ContactInfo.find(resume, Sections.detect(resume)));

        assertThat(contact.email()).isNull();
    }

    @org.junit.jupiter.api.Test
    void stillFindsTheAddressesARegexWouldFind() {
        assertThat(Emails.first("mail: li.lei+cv@mail.example.com.cn; tel")).isEqualTo("li.lei+cv@mail.example.com.cn");
        assertThat(Emails.first("a@b c@d.e")).isEqualTo("c@d.e");
        assertThat(Emails.first("@x.com, name@host")).isNull();
        assertThat(Emails.blankedOut("x a@b.cn y c@d.io")).isEqualTo("x   y  ");
    }
}
