package com.prepstream.interview;

import com.prepstream.stream.model.TaskStatus;
import com.prepstream.system.RequestLanguage;
import com.prepstream.tasks.TaskMessages;
import jakarta.validation.constraints.NotNull;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** Request and response bodies of {@code /api/interview/sessions} (docs/api.md, "Interviews"). */
final class InterviewViews {

    private InterviewViews() {
    }

    /** @param language {@code en} or {@code zh-CN}; absent: the page's language, else the resume's */
    record CreateSessionRequest(Long resumeId, String role, Integer questionCount, String difficulty, String language) {
    }

    record AnswerRequest(@NotNull Integer questionIndex, String answer) {
    }

    /** Key points stay hidden until the report: they are the expected answers. */
    record QuestionView(int index, String question, String category, String answer) {
    }

    /** @param maxAnswerLength the longest answer accepted, in characters ({@code prepstream.interview.max-answer-length}) */
    record SessionView(long id, Long resumeId, String role, Difficulty difficulty, InterviewSession.Status status,
            List<QuestionView> questions, int currentIndex, int questionCount, String questionSource,
            TaskStatus evaluateStatus, String evaluateError, Instant createdAt, Instant updatedAt, String language,
            String questionBank, boolean generalQuestions, int maxAnswerLength) {

        static SessionView of(InterviewSession session, int maxAnswerLength) {
            List<QuestionView> questions = session.getQuestions().stream()
                    .map(q -> new QuestionView(q.getQuestionIndex(), q.getQuestion(), q.getCategory(), q.getAnswer()))
                    .toList();
            return new SessionView(session.getId(), session.getResumeId(), session.getRole(), session.getDifficulty(),
                    session.getStatus(), questions, session.getCurrentIndex(), questions.size(),
                    session.getQuestionSource(), session.getEvaluateStatus(), renderedError(session),
                    session.getCreatedAt(), session.getUpdatedAt(), session.getLanguage().tag(),
                    session.getQuestionBank(), session.getQuestionBank() == null, maxAnswerLength);
        }
    }

    record SessionSummary(long id, Long resumeId, String role, Difficulty difficulty, InterviewSession.Status status,
            int questionCount, int currentIndex, TaskStatus evaluateStatus, Integer overallScore, Instant createdAt,
            Instant updatedAt, String language) {
    }

    /** The question to answer now, with any saved draft. */
    record CurrentQuestion(int index, int total, String question, String category, String draft) {
    }

    record PendingReport(long sessionId, TaskStatus evaluateStatus, String evaluateError) {

        static PendingReport of(InterviewSession session) {
            return new PendingReport(session.getId(), session.getEvaluateStatus(), renderedError(session));
        }
    }

    /** The stored evaluation error in the request's language (tasks/TaskMessages renders every stored task error). */
    static String renderedError(InterviewSession session) {
        return TaskMessages.render(session.getEvaluateError(), RequestLanguage.current().locale());
    }

    record ReportView(long sessionId, int overallScore, Map<String, Integer> dimensions, String summary,
            List<Evaluation.QuestionEvaluation> questions, List<String> improvements, String model,
            Instant evaluatedAt) {
    }
}
