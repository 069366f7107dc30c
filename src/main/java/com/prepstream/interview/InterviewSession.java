package com.prepstream.interview;

import com.prepstream.stream.model.TaskStatus;
import com.prepstream.system.Language;
import jakarta.persistence.CascadeType;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** A mock interview: its questions in order, how far the candidate got, and the evaluation status. */
@Entity
@Table(name = "interview_session")
public class InterviewSession {

    public enum Status { IN_PROGRESS, COMPLETED }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private Long resumeId;
    /** The account that started it; null only for sessions made before accounts, until an admin claims them. */
    private Long ownerId;

    @Column(nullable = false)
    private String role;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private Difficulty difficulty;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private Status status;

    private int currentIndex;

    @Column(nullable = false)
    private String questionSource;

    private long selectionSeed;

    @Enumerated(EnumType.STRING)
    private TaskStatus evaluateStatus;

    private String evaluateError;

    @Column(nullable = false)
    private Instant createdAt;

    @Column(nullable = false)
    private Instant updatedAt;

    private Instant completedAt;

    /** {@link Language#tag()} of the language the session is held in. */
    @Column(nullable = false)
    private String language = Language.FALLBACK.tag();

    /** The role bank the questions came from; null: the role mapped to none, general questions. */
    private String questionBank;

    @OneToMany(mappedBy = "session", cascade = CascadeType.ALL, orphanRemoval = true)
    @OrderBy("questionIndex")
    private List<InterviewQuestion> questions = new ArrayList<>();

    protected InterviewSession() {
    }

    InterviewSession(long ownerId, Long resumeId, String role, Difficulty difficulty, Language language,
            long selectionSeed, Instant now) {
        this.ownerId = ownerId;
        this.resumeId = resumeId;
        this.language = language.tag();
        this.role = role;
        this.difficulty = difficulty;
        this.selectionSeed = selectionSeed;
        this.status = Status.IN_PROGRESS;
        this.questionSource = "pending";
        this.createdAt = now;
        this.updatedAt = now;
    }

    void addQuestions(List<InterviewQuestion> generated, String source, String bank) {
        questionBank = bank;
        generated.forEach(question -> question.attachTo(this));
        questions.addAll(generated);
        questionSource = source.length() > 200 ? source.substring(0, 200) : source;
    }

    boolean allAnswered() {
        return currentIndex >= questions.size();
    }

    void advance(Instant now) {
        currentIndex++;
        updatedAt = now;
    }

    void complete(Instant now) {
        status = Status.COMPLETED;
        completedAt = now;
        updatedAt = now;
    }

    /** The first evaluation was queued: no status yet → PENDING. A re-run moves through the worker's status mirror. */
    void evaluationQueued(Instant now) {
        if (evaluateStatus != null) {
            throw new IllegalStateException("session " + id + " was queued already: " + evaluateStatus);
        }
        evaluateStatus = TaskStatus.PENDING;
        evaluateError = null;
        updatedAt = now;
    }

    void touch(Instant now) {
        updatedAt = now;
    }

    public Long getId() {
        return id;
    }

    public Long getResumeId() {
        return resumeId;
    }

    /** Whether {@code account} owns it: anyone else is answered as if it did not exist. */
    boolean ownedBy(long account) {
        return ownerId != null && ownerId == account;
    }

    public String getRole() {
        return role;
    }

    public Difficulty getDifficulty() {
        return difficulty;
    }

    public Status getStatus() {
        return status;
    }

    public int getCurrentIndex() {
        return currentIndex;
    }

    public String getQuestionSource() {
        return questionSource;
    }

    public long getSelectionSeed() {
        return selectionSeed;
    }

    public TaskStatus getEvaluateStatus() {
        return evaluateStatus;
    }

    public String getEvaluateError() {
        return evaluateError;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public Instant getUpdatedAt() {
        return updatedAt;
    }

    public Instant getCompletedAt() {
        return completedAt;
    }

    public Language getLanguage() {
        return Language.fromTag(language);
    }

    public String getQuestionBank() {
        return questionBank;
    }

    public List<InterviewQuestion> getQuestions() {
        return questions;
    }
}
