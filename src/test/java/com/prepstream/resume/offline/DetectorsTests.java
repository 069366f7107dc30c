package com.prepstream.resume.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The small rules the analyzer is built from, one example per line. */
class DetectorsTests {

    @ParameterizedTest
    @ValueSource(strings = {"Experience", "WORK EXPERIENCE", "Work Experience:", "3. Projects", "2 技能", "一、教育背景",
            "专业技能：", "项目经验", "Education / 教育背景", "■ 工作经历", "Technical Skills"})
    void recognisesHeadings(String line) {
        assertThat(Sections.heading(line)).isPresent();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Experience with Java and Spring is required", "Skilled communicator",
            "Led projects across three teams", "2018-2022 北京"})
    void doesNotTakeSentencesForHeadings(String line) {
        assertThat(Sections.heading(line)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"13812345678", "138-1234-5678", "138 1234 5678", "+86 138 1234 5678", "(+86) 138-1234-5678",
            "+86-13812345678", "电话：+1 415 555 0134", "tel: (+82) 10-9030-1843"})
    void findsPhoneNumbers(String line) {
        ResumeText text = ResumeText.of("Name\n" + line);
        assertThat(ContactInfo.find(text, Sections.detect(text)).phone()).isNotNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"2018 - 2022", "2019.03 - 2021.06", "Mar 2021 - Present"})
    void doesNotTakeDateRangesForPhoneNumbers(String line) {
        ResumeText text = ResumeText.of("Name\n" + line);
        assertThat(ContactInfo.find(text, Sections.detect(text)).phone()).isNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Reduced latency by 40%", "Saved $30,000 a year", "Serving 3.6 million users",
            "Managed 300+ pods", "日活 300 万用户", "QPS 提升 3 倍", "Cut build time from 20 to 4 minutes",
            "Grew revenue 2x", "Handled 1,500 requests per second", "Processes 2 million transactions"})
    void recognisesMeasuredResults(String statement) {
        assertThat(Achievements.judge(statement).quantified()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Built services in Java 17 and Python 3", "Worked at Acme from 2019 - 2021",
            "Passed CET-6", "负责订单系统开发"})
    void doesNotTakeVersionsOrDatesForResults(String statement) {
        assertThat(Achievements.judge(statement).quantified()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"熟悉Java开发", "Java, Spring Boot", "Java/Kotlin"})
    void findsJavaTouchingOtherText(String text) {
        assertThat(SkillLexicon.detectSkills(text)).contains("Java");
    }

    @ParameterizedTest
    @ValueSource(strings = {"JavaScript and TypeScript", "Let's go home", "spring cleaning", "the rest of it"})
    void avoidsFalseFriends(String text) {
        assertThat(SkillLexicon.detectSkills(text)).doesNotContain("Java", "Go", "Spring", "REST APIs");
    }
}
