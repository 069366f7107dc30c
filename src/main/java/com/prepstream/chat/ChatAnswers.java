package com.prepstream.chat;

import com.prepstream.account.CurrentAccount;
import com.prepstream.ai.DailyModelCallsUsedUp;
import com.prepstream.ai.ModelCallBudget;
import com.prepstream.ai.ModelCallFailure;
import com.prepstream.ai.StreamingChat;
import com.prepstream.chat.ChatStore.MessageRow;
import com.prepstream.chat.ChatStore.SessionRow;
import com.prepstream.knowledgebase.KnowledgeBaseSearch;
import com.prepstream.system.ApiException;
import com.prepstream.system.Language;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Answers a question in a session: rewrite a follow-up to stand alone, retrieve passages, refuse
 * below the relevance threshold, then answer offline (extractive) or from the model, streamed.
 * One answer at a time per session, across instances (a conditional UPDATE on the session row).
 */
@Service
class ChatAnswers {

    private static final Logger log = LoggerFactory.getLogger(ChatAnswers.class);
    private static final int TITLE_CHARS = 60;

    private final ChatSessions sessions;
    private final ChatStore store;
    private final KnowledgeBaseSearch search;
    private final StreamingChat chat;
    private final ChatSettings settings;
    private final ChatProblems problems;
    private final MeaningRelevance meaning;
    private final ModelCallBudget budget;
    private final ChatLimits limits;
    private final ChatPassages passages;
    private final Clock clock = Clock.systemUTC();

    ChatAnswers(ChatSessions sessions, ChatStore store, KnowledgeBaseSearch search, StreamingChat chat,
            ChatSettings settings, ChatProblems problems, MeaningRelevance meaning, ModelCallBudget budget, ChatLimits limits) {
        this.meaning = meaning;
        this.limits = limits;
        this.budget = budget;
        this.sessions = sessions;
        this.store = store;
        this.search = search;
        this.chat = chat;
        this.settings = settings;
        this.problems = problems;
        this.passages = new ChatPassages(search, settings);
    }

    /**
     * Bad input, an unknown session and a busy one throw {@link ApiException} before anything is
     * sent; every later failure ends the answer through {@code sink} with a problem in {@code locale}.
     */
    void ask(long sessionId, String question, Locale locale, AnswerSink sink, long startNanos) {
        String asked = validated(question);
        SessionRow session = sessions.session(sessionId);
        limits.refuseWithoutRoom(CurrentAccount.id(), session, asked);
        // the answer's model call is counted before anything is stored: past the cap the question is a 429
        if (chat.isConfigured()) {
            budget.charge(CurrentAccount.id());
        }
        String token = UUID.randomUUID().toString();
        if (!store.tryStartAnswer(sessionId, token, clock.instant(), settings.answerLease())) {
            throw ApiException.conflict("problem.chat.busy", sessionId);
        }
        Language language = QuestionLanguage.of(asked, locale);
        AnswerRun run = new AnswerRun(store, sessionId, token, sink, startNanos, language.tag());
        try {
            answer(run, session, asked, language, locale);
        } catch (ApiException e) {
            run.fail(problems.of(e, locale));
        } catch (ModelCallFailure e) {
            log.info("Chat model call failed before answering: {}", e.getMessage());
            run.fail(problems.of(e, locale));
        } catch (RuntimeException e) {
            log.error("Answering in chat session {} failed", sessionId, e);
            run.fail(problems.serverFault(locale));
        }
    }

    private void answer(AnswerRun run, SessionRow session, String asked, Language language, Locale locale) {
        List<MessageRow> history = store.recentMessages(session.id(), settings.historyTurns() * 2);
        run.question(store.addQuestion(session.id(), asked, language.tag(), clock.instant()));
        store.titleIfUntitled(session.id(), title(asked));
        List<String> earlier = history.stream().filter(m -> m.role().equals("USER")).map(MessageRow::content).toList();
        List<String> queries = queries(asked, earlier);
        run.mark("rewriteMs");
        List<Long> scope = session.scope().isEmpty() ? null : session.scope();
        List<Source> given = passages.find(queries, scope);
        String query = String.join(" | ", queries);
        boolean followUp = !earlier.isEmpty() && !queries.get(0).equals(asked);
        if (!chat.isConfigured() && followUp) {
            given = movedWithinNote(asked, earlier.get(earlier.size() - 1), queries.get(0), history, given);
        }
        if (!chat.isConfigured()) {
            given = continued(given);
        }
        if (!chat.isConfigured() && !followUp) {
            given = BestNotePassage.chosen(queries.get(0), given, search::searchWithin, this::continued,
                    meaning.to(queries.get(0)));
        }
        run.retrieved(query, given);
        if (given.isEmpty()) {
            run.delta(problems.text("chat.answer.notFound", language.locale()));
            run.complete(AnswerRun.NOT_FOUND);
        } else if (!chat.isConfigured()) {
            // a follow-up never quotes again what an earlier answer quoted (its passage may overlap the one before)
            offline(run, queries.get(0), given, language, followUp ? history.stream()
                    .filter(m -> "ASSISTANT".equals(m.role())).map(MessageRow::content).toList() : List.of());
        } else {
            fromModel(run, asked, given, history, language, locale);
        }
    }

    /** A follow-up answered offline quotes a passage of the previous answer's note not quoted yet (FollowUpPassage). */
    private List<Source> movedWithinNote(String asked, String previousQuestion, String query, List<MessageRow> history,
            List<Source> given) {
        return FollowUpPassage.find(search, asked, previousQuestion, query, history).map(hit -> {
            // read on into the next chunk: the section moved to may have been cut after a sentence quoted before
            List<String> next = search.following(hit.knowledgeBaseId(), hit.chunkIndex(), 2);
            return FollowUpPassage.given(hit, next, asked, previousQuestion, given);
        }).orElse(given);
    }

    /** Each passage whose list goes on past its chunk, continued with the chunks after it (PassageContinuation). */
    private List<Source> continued(List<Source> given) {
        return given.stream().map(this::continued).toList();
    }

    private Source continued(Source source) {
        return source.withContent(PassageContinuation.continued(source.content(),
                () -> search.following(source.knowledgeBaseId(), source.chunkIndex(), PassageContinuation.MAX_CHUNKS)));
    }

    private String validated(String question) {
        if (question == null || question.isBlank()) {
            throw ApiException.badRequest("problem.chat.questionBlank");
        }
        String stripped = question.strip();
        if (stripped.codePointCount(0, stripped.length()) > settings.questionMaxChars()) {
            throw ApiException.badRequest("problem.chat.questionTooLong", settings.questionMaxChars());
        }
        // PostgreSQL cannot store it; refused while the answer is being written, it was a 500 event mid-stream
        if (stripped.indexOf('\u0000') >= 0) {
            throw ApiException.badRequest("problem.nulCharacter");
        }
        return stripped;
    }

    /**
     * What to search for: the question; a follow-up made to stand alone (offline: with the question before
     * it, FollowUps; with a model: its rewrite). A model may answer the rewrite prompt with anything, so a
     * rewrite that drops any of the question's own words is searched beside the question, not instead.
     */
    private List<String> queries(String asked, List<String> earlier) {
        if (earlier.isEmpty()) {
            return List.of(asked);
        }
        String previous = earlier.get(earlier.size() - 1);
        if (!chat.isConfigured()) {
            return List.of(FollowUps.standalone(asked, previous));
        }
        try {
            budget.charge(CurrentAccount.id());
        } catch (DailyModelCallsUsedUp usedUp) {
            // the answer's own call was already granted: search the question as asked rather than refuse it
            return List.of(asked);
        }
        String rewritten = chat.call(ChatPrompts.rewriteSystem(), ChatPrompts.rewriteUser(earlier, asked),
                settings.firstTokenTimeout()).strip();
        String firstLine = rewritten.lines().findFirst().orElse("").strip();
        if (firstLine.isEmpty() || firstLine.length() > 2_000) {
            return List.of(asked);
        }
        Set<String> kept = Terms.of(firstLine);
        return kept.containsAll(Terms.of(asked)) ? List.of(firstLine) : List.of(firstLine, asked);
    }

    private void offline(AnswerRun run, String asked, List<Source> given, Language language, List<String> quotedBefore) {
        run.delta(problems.text("chat.answer.offlineNote", language.locale()) + "\n\n");
        List<String> lines = ExtractiveAnswer.answer(asked, given, meaning.to(asked), quotedBefore);
        for (int i = 0; i < lines.size(); i++) {
            run.delta(lines.get(i) + (i < lines.size() - 1 ? "\n" : ""));
        }
        run.complete(AnswerRun.COMPLETE);
    }

    private void fromModel(AnswerRun run, String asked, List<Source> given, List<MessageRow> history, Language language,
            Locale locale) {
        run.model(chat.modelName());
        CitationFilter citations = new CitationFilter(given.size());
        run.mark("modelStartMs");
        run.upstream(chat.stream(ChatPrompts.answerSystem(language), turns(history), ChatPrompts.answerUser(asked, given),
                        settings.firstTokenTimeout(), settings.idleTimeout())
                .subscribe(piece -> {
                    run.mark("modelFirstTokenMs");
                    run.delta(citations.accept(piece));
                }, error -> run.fail(problems.of(error instanceof ModelCallFailure failure ? failure
                        : new ModelCallFailure(ModelCallFailure.Kind.UNAVAILABLE, Duration.ofSeconds(10),
                                String.valueOf(error.getMessage()), error), locale)),
                        () -> {
                            run.delta(citations.flush());
                            if (run.blank()) {
                                run.fail(problems.of(new ModelCallFailure(ModelCallFailure.Kind.EMPTY,
                                        Duration.ZERO, "blank answer", null), locale));
                            } else {
                                run.complete(AnswerRun.COMPLETE);
                            }
                        }));
    }

    private static List<StreamingChat.Turn> turns(List<MessageRow> history) {
        return history.stream()
                .filter(m -> m.role().equals("USER") || AnswerRun.COMPLETE.equals(m.status()))
                .map(m -> new StreamingChat.Turn(m.role().equals("USER"), m.content()))
                .toList();
    }

    private static String title(String question) {
        String flat = question.replaceAll("\\s+", " ");
        return flat.codePointCount(0, flat.length()) <= TITLE_CHARS ? flat
                : flat.substring(0, flat.offsetByCodePoints(0, TITLE_CHARS)) + "…";
    }
}
