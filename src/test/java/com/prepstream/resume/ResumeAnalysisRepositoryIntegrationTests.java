package com.prepstream.resume;

import com.prepstream.support.TestAdmin;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.prepstream.resume.analysis.ResumeAnalysis;
import com.prepstream.storage.StoredFile;
import com.prepstream.support.IntegrationTest;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.jdbc.core.JdbcTemplate;

/** One current analysis per resume, enforced by the database; history bounded. */
@IntegrationTest
class ResumeAnalysisRepositoryIntegrationTests {

    @Autowired
    ResumeRepository resumes;

    @Autowired
    ResumeAnalysisRepository analyses;

    @Autowired
    ResumeSettings settings;

    @Autowired
    JdbcTemplate jdbc;

    long resumeId;

    @BeforeEach
    void aResume() {
        resumeId = resumes.insertIfNew(new StoredFile("resume/ab/abc", "cv.pdf", "application/pdf", 10, "abc"), TestAdmin.ID,
                com.prepstream.system.Language.EN)
                .orElseThrow();
    }

    static ResumeAnalysis analysis(int overall, Instant at) {
        return new ResumeAnalysis(overall, Map.of("impact", 40, "completeness", 90), "s", List.of("a"), List.of(),
                List.of("do x"), List.of("Java"), "offline-analyzer v1", at, "en");
    }

    @Test
    void replacingKeepsExactlyOneCurrentAndBoundedHistory() {
        Instant start = Instant.parse("2026-11-01T00:00:00Z");
        for (int i = 0; i < settings.analysesKept() + 3; i++) {
            analyses.replaceCurrent(resumeId, analysis(50 + i, start.plusSeconds(i)));
        }

        assertThat(analyses.findCurrent(resumeId).orElseThrow().overallScore()).isEqualTo(50 + settings.analysesKept() + 2);
        assertThat(count("is_current")).isEqualTo(1);
        assertThat(count("not is_current")).isEqualTo(settings.analysesKept());
    }

    @Test
    void theDatabaseRejectsASecondCurrentAnalysis() {
        analyses.replaceCurrent(resumeId, analysis(60, Instant.now()));

        assertThatThrownBy(() -> jdbc.update("""
                insert into resume_analysis (resume_id, is_current, overall_score, content, model, analyzed_at)
                values (?, true, 70, '{}'::jsonb, 'x', now())""", resumeId))
                .isInstanceOf(DataIntegrityViolationException.class);
    }

    @Test
    void scoresComeBackInTheirDocumentedOrder() {
        analyses.replaceCurrent(resumeId, analysis(60, Instant.now()));

        assertThat(analyses.findCurrent(resumeId).orElseThrow().scores().keySet())
                .containsExactly("completeness", "impact");
    }

    private int count(String condition) {
        return jdbc.queryForObject("select count(*) from resume_analysis where resume_id = ? and " + condition,
                Integer.class, resumeId);
    }
}
