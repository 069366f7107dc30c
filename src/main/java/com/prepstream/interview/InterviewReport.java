package com.prepstream.interview;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import org.hibernate.annotations.ColumnTransformer;

/**
 * The current evaluation of a session. Keyed by the session id, so a re-evaluation overwrites it:
 * there is never more than one current report.
 */
@Entity
@Table(name = "interview_report")
public class InterviewReport {

    @Id
    private Long sessionId;

    private int overallScore;

    @Column(nullable = false, columnDefinition = "jsonb")
    @ColumnTransformer(write = "?::jsonb")
    private String dimensions;

    @Column(nullable = false)
    private String summary;

    @Column(nullable = false, columnDefinition = "jsonb")
    @ColumnTransformer(write = "?::jsonb")
    private String questions;

    @Column(nullable = false, columnDefinition = "jsonb")
    @ColumnTransformer(write = "?::jsonb")
    private String improvements;

    @Column(nullable = false)
    private String model;

    @Column(nullable = false)
    private Instant evaluatedAt;

    protected InterviewReport() {
    }

    InterviewReport(Long sessionId) {
        this.sessionId = sessionId;
    }

    void replace(int overallScore, String dimensionsJson, String summary, String questionsJson,
            String improvementsJson, String model, Instant evaluatedAt) {
        this.overallScore = overallScore;
        this.dimensions = dimensionsJson;
        this.summary = summary;
        this.questions = questionsJson;
        this.improvements = improvementsJson;
        this.model = model.length() > 200 ? model.substring(0, 200) : model;
        this.evaluatedAt = evaluatedAt;
    }

    public Long getSessionId() {
        return sessionId;
    }

    public int getOverallScore() {
        return overallScore;
    }

    public String getDimensionsJson() {
        return dimensions;
    }

    public String getSummary() {
        return summary;
    }

    public String getQuestionsJson() {
        return questions;
    }

    public String getImprovementsJson() {
        return improvements;
    }

    public String getModel() {
        return model;
    }

    public Instant getEvaluatedAt() {
        return evaluatedAt;
    }
}
