package com.prepstream.resume;

import com.prepstream.resume.analysis.ResumeAnalysis;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.json.JsonMapper;

/**
 * The {@code resume_analysis} table: one current analysis per resume (a partial unique index holds
 * the line), earlier ones kept as history up to {@code analysesKept}.
 */
@Repository
class ResumeAnalysisRepository {

    /** The JSON part of a stored analysis. */
    record Content(Map<String, Integer> scores, String summary, List<String> strengths, List<String> weaknesses,
            List<String> suggestions, List<String> skills) {
    }

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final JdbcClient jdbc;
    private final ResumeSettings settings;

    ResumeAnalysisRepository(JdbcClient jdbc, ResumeSettings settings) {
        this.jdbc = jdbc;
        this.settings = settings;
    }

    /**
     * Makes {@code analysis} the current one; the previous current becomes history. Public so the
     * transactional proxy applies without relying on non-public method interception.
     */
    @Transactional
    public void replaceCurrent(long resumeId, ResumeAnalysis analysis) {
        jdbc.sql("update resume_analysis set is_current = false where resume_id = ? and is_current")
                .param(resumeId).update();
        Content content = new Content(analysis.scores(), analysis.summary(), analysis.strengths(),
                analysis.weaknesses(), analysis.suggestions(), analysis.skills());
        jdbc.sql("""
                insert into resume_analysis (resume_id, is_current, overall_score, content, model, analyzed_at, language)
                values (?, true, ?, cast(? as jsonb), ?, ?, ?)
                """).params(resumeId, analysis.overallScore(), JSON.writeValueAsString(content), analysis.model(),
                Timestamp.from(analysis.analyzedAt()), analysis.language()).update();
        jdbc.sql("""
                delete from resume_analysis where resume_id = ? and not is_current and id not in (
                    select id from resume_analysis where resume_id = ? and not is_current
                    order by analyzed_at desc, id desc limit ?)
                """).params(resumeId, resumeId, settings.analysesKept()).update();
    }

    Optional<ResumeAnalysis> findCurrent(long resumeId) {
        return jdbc.sql("""
                select overall_score, content, model, analyzed_at, language from resume_analysis
                where resume_id = ? and is_current
                """).param(resumeId).query(ResumeAnalysisRepository::analysis).optional();
    }

    private static ResumeAnalysis analysis(ResultSet rs, int row) throws SQLException {
        Content content = JSON.readValue(rs.getString("content"), Content.class);
        return new ResumeAnalysis(rs.getInt("overall_score"), content.scores(), content.summary(),
                content.strengths(), content.weaknesses(), content.suggestions(), content.skills(),
                rs.getString("model"), rs.getTimestamp("analyzed_at").toInstant(), rs.getString("language"));
    }
}
