package com.prepstream.interview;

import com.prepstream.interview.Evaluation.QuestionInput;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * The business work of one evaluate task, for the stream worker: read the session, evaluate it
 * with no transaction open (it may take many seconds), then replace the report. A session deleted
 * meanwhile is simply skipped.
 */
@Component
class InterviewEvaluationWork {

    private final InterviewSessionRepository sessions;
    private final InterviewReportStore reports;
    private final InterviewEvaluator evaluator;
    private final TransactionTemplate transaction;
    private final JsonMapper json;

    InterviewEvaluationWork(InterviewSessionRepository sessions, InterviewReportStore reports,
            InterviewEvaluator evaluator, TransactionTemplate transaction, JsonMapper json) {
        this.sessions = sessions;
        this.reports = reports;
        this.evaluator = evaluator;
        this.transaction = transaction;
        this.json = json;
    }

    boolean sessionExists(long sessionId) {
        return sessions.existsById(sessionId);
    }

    /** Evaluates and stores the report; false when the session no longer exists. */
    boolean run(long sessionId) {
        Optional<Evaluation.Input> input = load(sessionId);
        if (input.isEmpty()) {
            return false;
        }
        return reports.replace(sessionId, evaluator.evaluate(sessionId, input.get()));
    }

    Optional<Evaluation.Input> load(long sessionId) {
        return transaction.execute(status -> sessions.findWithQuestions(sessionId).map(session -> {
            List<QuestionInput> questions = session.getQuestions().stream()
                    .map(q -> new QuestionInput(q.getQuestionIndex(), q.getQuestion(), q.getCategory(),
                            json.readValue(q.getKeyPointsJson(), new TypeReference<List<String>>() { }), q.getAnswer(),
                            q.getBankId()))
                    .toList();
            return new Evaluation.Input(session.getRole(), session.getDifficulty(), questions, session.getLanguage());
        }));
    }
}
