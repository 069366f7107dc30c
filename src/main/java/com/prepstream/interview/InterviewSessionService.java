package com.prepstream.interview;

import com.prepstream.account.AdminCreated;
import com.prepstream.account.CurrentAccount;
import com.prepstream.account.StorageQuota;
import org.springframework.context.event.EventListener;
import org.springframework.data.domain.PageRequest;
import com.prepstream.interview.InterviewViews.AnswerRequest;
import com.prepstream.interview.InterviewViews.CreateSessionRequest;
import com.prepstream.interview.InterviewViews.CurrentQuestion;
import com.prepstream.interview.InterviewViews.SessionSummary;
import com.prepstream.interview.InterviewViews.SessionView;
import com.prepstream.resume.ResumeSnapshot;
import com.prepstream.stream.TaskAlreadyActiveException;
import com.prepstream.stream.model.TaskTransition;
import com.prepstream.system.ApiException;
import com.prepstream.system.Language;
import com.prepstream.stream.model.TaskStatus;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.json.JsonMapper;

/**
 * Session lifecycle: IN_PROGRESS (answer one question at a time, drafts allowed) → COMPLETED, which
 * queues exactly one evaluation. Every change locks the session row, so concurrent requests on one
 * session are applied one after the other.
 */
@Service
class InterviewSessionService {

    /** What a planned question stores (text and key points), checked against the quota before planning. */
    private static final long QUESTION_ESTIMATE_BYTES = 2048;

    private final InterviewSessionRepository sessions;
    private final InterviewReportStore reports;
    private final QuestionPlanner planner;
    private final QuestionBank questionBank;
    private final SessionResumes resumes;
    private final EvaluateWorker.Producer tasks;
    private final InterviewSettings settings;
    private final SessionSeeds seeds;
    private final TransactionTemplate transaction;
    private final JsonMapper json;
    private final StorageQuota quota;
    private final Clock clock = Clock.systemUTC();

    InterviewSessionService(InterviewSessionRepository sessions, InterviewReportStore reports, QuestionPlanner planner,
            QuestionBank questionBank, SessionResumes resumes, EvaluateWorker.Producer tasks, InterviewSettings settings, SessionSeeds seeds,
            TransactionTemplate transaction, JsonMapper json, StorageQuota quota) {
        this.quota = quota;
        this.sessions = sessions;
        this.reports = reports;
        this.planner = planner;
        this.questionBank = questionBank;
        this.resumes = resumes;
        this.tasks = tasks;
        this.settings = settings;
        this.seeds = seeds;
        this.transaction = transaction;
        this.json = json;
    }

    /** @param pageLanguage the request's Accept-Language when it sent one, else null */
    SessionView create(CreateSessionRequest request, Language pageLanguage) {
        int count = request.questionCount() == null ? settings.defaultQuestionCount() : request.questionCount();
        if (count < settings.minQuestionCount() || count > settings.maxQuestionCount()) {
            throw ApiException.badRequest("problem.interview.questionCount", settings.minQuestionCount(),
                    settings.maxQuestionCount());
        }
        Difficulty difficulty = Difficulty.parse(request.difficulty(), settings.defaultDifficulty());
        String typedRole = request.role() == null ? "" : request.role().strip();
        if (typedRole.length() > 200) {
            throw ApiException.badRequest("problem.interview.roleTooLong", 200);
        }
        long owner = CurrentAccount.id();
        quota.checkRoomFor(owner, count * QUESTION_ESTIMATE_BYTES);
        ResumeSnapshot resume = request.resumeId() == null ? null : resumes.find(request.resumeId(), owner);
        Language language = sessionLanguage(request.language(), pageLanguage, resume);
        String role = typedRole.isEmpty() ? roleFor(resume, language) : typedRole;
        long seed = seeds.next();
        // outside any transaction: generation may call the LLM for many seconds
        QuestionPlanner.Plan plan = planner.plan(count, difficulty, role, language, resume, seed);
        return transaction.execute(status -> {
            InterviewSession session = new InterviewSession(owner, request.resumeId(), role, difficulty, language, seed,
                    clock.instant());
            List<InterviewQuestion> questions = new ArrayList<>();
            for (QuestionPlanner.Planned planned : plan.questions()) {
                questions.add(new InterviewQuestion(questions.size(), planned.question(), planned.category(),
                        planned.bankId(), json.writeValueAsString(planned.keyPoints())));
            }
            session.addQuestions(questions, plan.source(), plan.bank());
            return view(sessions.save(session));
        });
    }

    /**
     * No role typed: the one the resume is written for, else the configured default, both named in the
     * session's language (a default that is no bank's name, an operator's own, stays as configured).
     */
    private String roleFor(ResumeSnapshot resume, Language language) {
        return Optional.ofNullable(resume).flatMap(ResumeRoles::bankOf).map(bank -> questionBank.name(bank, language))
                .orElseGet(() -> questionBank.roleIn(settings.defaultRole(), language));
    }

    /** The user's choice; else the page's language; else the resume's; else English. */
    static Language sessionLanguage(String requested, Language pageLanguage, ResumeSnapshot resume) {
        if (requested != null && !requested.isBlank()) {
            return Language.of(java.util.Locale.forLanguageTag(requested.strip()))
                    .orElseThrow(() -> ApiException.badRequest("problem.interview.language", requested.strip()));
        }
        if (pageLanguage != null) {
            return pageLanguage;
        }
        return resume != null && AnswerText.mostlyChinese(resume.text()) ? Language.ZH_CN : Language.FALLBACK;
    }

    /** Every session view carries the answer limit the server enforces, so the page's answer box stops there. */
    private SessionView view(InterviewSession session) {
        return SessionView.of(session, settings.maxAnswerLength());
    }

    SessionView get(long id) {
        return transaction.execute(status -> view(find(id)));
    }

    List<SessionSummary> list(int page, int size) {
        return transaction.execute(status -> {
            List<InterviewSession> all = sessions.findByOwnerIdOrderByCreatedAtDescIdDesc(CurrentAccount.id(),
                    PageRequest.of(page, size));
            List<Long> ids = all.stream().map(InterviewSession::getId).toList();
            Map<Long, Integer> scores = reports.overallScores(ids);
            Map<Long, Integer> questionCounts = ids.isEmpty() ? Map.of() : sessions.questionCounts(ids).stream()
                    .collect(java.util.stream.Collectors.toMap(row -> (Long) row[0], row -> ((Long) row[1]).intValue()));
            return all.stream().map(s -> new SessionSummary(s.getId(), s.getResumeId(), s.getRole(), s.getDifficulty(),
                    s.getStatus(), questionCounts.getOrDefault(s.getId(), 0), s.getCurrentIndex(), s.getEvaluateStatus(),
                    s.getEvaluateStatus() == TaskStatus.COMPLETED ? scores.get(s.getId()) : null,
                    s.getCreatedAt(), s.getUpdatedAt(), s.getLanguage().tag())).toList();
        });
    }

    void delete(long id) {
        transaction.executeWithoutResult(status -> {
            InterviewSession session = locked(id);
            tasks.cancel(id);
            sessions.delete(session);
        });
    }

    CurrentQuestion currentQuestion(long id) {
        return transaction.execute(status -> {
            InterviewSession session = find(id);
            requireInProgress(session);
            if (session.allAnswered()) {
                throw ApiException.conflict("problem.interview.allAnswered", id);
            }
            InterviewQuestion question = session.getQuestions().get(session.getCurrentIndex());
            return new CurrentQuestion(question.getQuestionIndex(), session.getQuestions().size(),
                    question.getQuestion(), question.getCategory(), question.getAnswer());
        });
    }

    /**
     * Submits the answer to the current question and moves on to the next one. The last answer also completes
     * the session and queues its evaluation in the same transaction: nothing is left to do but read the report,
     * so no second step can be missed.
     */
    SessionView submitAnswer(long id, AnswerRequest request) {
        return onCurrentQuestion(id, request, (session, question) -> {
            question.answer(request.answer());
            session.advance(clock.instant());
            if (session.allAnswered()) {
                session.complete(clock.instant());
                queueEvaluation(session);
            }
        });
    }

    /** Saves a draft of the current question's answer without moving on. */
    SessionView saveDraft(long id, AnswerRequest request) {
        return onCurrentQuestion(id, request, (session, question) -> {
            question.answer(request.answer());
            session.touch(clock.instant());
        });
    }

    private SessionView onCurrentQuestion(long id, AnswerRequest request,
            BiConsumer<InterviewSession, InterviewQuestion> change) {
        if (request.answer() != null && request.answer().length() > settings.maxAnswerLength()) {
            throw ApiException.badRequest("problem.interview.answerTooLong", settings.maxAnswerLength());
        }
        return transaction.execute(status -> {
            InterviewSession session = locked(id);
            int index = request.questionIndex();
            if (index < 0 || index >= session.getQuestions().size()) {
                throw ApiException.badRequest("problem.interview.questionIndex", session.getQuestions().size() - 1);
            }
            requireInProgress(session);
            if (index != session.getCurrentIndex()) {
                // the page numbers questions from 1
                throw ApiException.conflict("problem.interview.notCurrent", index + 1, session.getCurrentIndex() + 1);
            }
            InterviewQuestion question = session.getQuestions().get(index);
            refuseGrowthPastQuota(question.getAnswer(), request.answer());
            change.accept(session, question);
            return view(session);
        });
    }

    /** An answer that stores more than its draft did must fit the account's quota (413, the draft is kept). */
    private void refuseGrowthPastQuota(String stored, String incoming) {
        long growth = utf8Length(incoming) - utf8Length(stored);
        if (growth > 0) {
            // the session was found as the signed-in account's (locked): its owner is the current account
            quota.checkRoomFor(CurrentAccount.id(), growth);
        }
    }

    private static long utf8Length(String text) {
        return text == null ? 0 : text.getBytes(StandardCharsets.UTF_8).length;
    }

    /**
     * Ends the interview (early is fine: questions not reached stay unanswered; a saved draft of the
     * current question counts as its answer) and queues the evaluation. A completed session's evaluation
     * was queued when it completed: completing it again queues nothing and answers 409 saying so (the row
     * lock makes this hold for concurrent calls too), so a client never takes a second 202 for a new run.
     */
    SessionView complete(long id) {
        return transaction.execute(status -> {
            InterviewSession session = locked(id);
            if (session.getStatus() == InterviewSession.Status.COMPLETED) {
                throw ApiException.conflict("problem.interview.alreadyCompleted", id);
            }
            session.complete(clock.instant());
            queueEvaluation(session);
            return view(session);
        });
    }

    SessionView reEvaluate(long id) {
        return transaction.execute(status -> {
            InterviewSession session = locked(id);
            if (session.getStatus() != InterviewSession.Status.COMPLETED) {
                throw ApiException.conflict("problem.interview.stillInProgress", id);
            }
            if (session.getEvaluateStatus() != null && !session.getEvaluateStatus().isFinal()) {
                throw ApiException.conflict("problem.interview.evaluationActive", id, session.getEvaluateStatus());
            }
            try {
                tasks.rerun(id); // the status moves through the worker's guarded mirror, as every re-run does
            } catch (TaskAlreadyActiveException e) {
                throw ApiException.conflict("problem.interview.evaluationQueued", id);
            }
            return view(find(id)); // the mirror's update left the session loaded above stale

        });
    }

    /**
     * 200 with the report once evaluated; otherwise (docs/api.md: "202 before") the evaluation status, which
     * is null while the session is still being answered. Never evaluates here.
     */
    Object report(long id) {
        return transaction.execute(status -> {
            InterviewSession session = find(id);
            if (session.getEvaluateStatus() == TaskStatus.COMPLETED) {
                return reports.find(id).<Object>map(Function.identity()).orElseGet(() -> pending(session));
            }
            return pending(session);
        });
    }

    List<TaskTransition> history(long id) {
        transaction.execute(status -> find(id));
        return tasks.history(id);
    }

    private static InterviewViews.PendingReport pending(InterviewSession session) {
        return InterviewViews.PendingReport.of(session);
    }

    private void queueEvaluation(InterviewSession session) {
        try {
            tasks.enqueue(session.getId());
        } catch (TaskAlreadyActiveException e) {
            throw ApiException.conflict("problem.interview.evaluationQueued", session.getId());
        }
        session.evaluationQueued(clock.instant());
    }

    private static void requireInProgress(InterviewSession session) {
        if (session.getStatus() != InterviewSession.Status.IN_PROGRESS) {
            throw ApiException.conflict("problem.interview.completed", session.getId());
        }
    }

    /** The session if it is the signed-in account's; another account's answers 404 like a missing one. */
    private InterviewSession find(long id) {
        return sessions.findWithQuestions(id).filter(session -> session.ownedBy(CurrentAccount.id()))
                .orElseThrow(() -> ApiException.notFound("interviewSession", id));
    }

    private InterviewSession locked(long id) {
        return sessions.lockById(id).filter(session -> session.ownedBy(CurrentAccount.id()))
                .orElseThrow(() -> ApiException.notFound("interviewSession", id));
    }

    @EventListener
    void claimUnowned(AdminCreated created) {
        sessions.claimUnowned(created.accountId());
    }
}
