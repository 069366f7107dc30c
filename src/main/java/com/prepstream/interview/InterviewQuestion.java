package com.prepstream.interview;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import org.hibernate.annotations.ColumnTransformer;

/** One question of a session with its reference key points and the candidate's answer (or draft). */
@Entity
@Table(name = "interview_question")
public class InterviewQuestion {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "session_id")
    private InterviewSession session;

    private int questionIndex;

    @Column(nullable = false)
    private String question;

    @Column(nullable = false)
    private String category;

    private String bankId;

    // Kept as JSON text: the mapping stays independent of Hibernate's JSON format mapper.
    @Column(nullable = false, columnDefinition = "jsonb")
    @ColumnTransformer(write = "?::jsonb")
    private String keyPoints;

    private String answer;

    protected InterviewQuestion() {
    }

    InterviewQuestion(int questionIndex, String question, String category, String bankId, String keyPointsJson) {
        this.questionIndex = questionIndex;
        this.question = question;
        this.category = category;
        this.bankId = bankId;
        this.keyPoints = keyPointsJson;
    }

    void attachTo(InterviewSession owner) {
        this.session = owner;
    }

    void answer(String text) {
        this.answer = text;
    }

    public Long getId() {
        return id;
    }

    public int getQuestionIndex() {
        return questionIndex;
    }

    public String getQuestion() {
        return question;
    }

    public String getCategory() {
        return category;
    }

    public String getBankId() {
        return bankId;
    }

    public String getKeyPointsJson() {
        return keyPoints;
    }

    public String getAnswer() {
        return answer;
    }
}
