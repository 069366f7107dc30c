package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.prepstream.account.CurrentAccount;
import com.prepstream.ai.DailyModelCallsUsedUp;
import com.prepstream.ai.FakeOpenAi;
import com.prepstream.ai.ModelCallBudget;
import com.prepstream.ai.PausingModelServer;
import com.prepstream.knowledgebase.KnowledgeBaseSearch;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.redisson.api.RedissonClient;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The model path on real PostgreSQL and Redis: the app's own chat services with a streaming client
 * on a local fake OpenAI-compatible server (the shared test context itself runs offline).
 */
@IntegrationTest
class ChatModelAnswerTests {

    static final Duration WAIT = Duration.ofSeconds(90);
    // generous deadlines (the test machine is shared and slow); the stall test shortens only the pause allowed
    static final ChatSettings SETTINGS = ChatSettings.defaults().withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(30));

    @LocalServerPort
    int port;

    @Autowired
    ChatSessions sessions;

    @Autowired
    ChatStore store;

    @Autowired
    KnowledgeBaseSearch search;

    @Autowired
    ChatProblems problems;

    @Autowired
    MeaningRelevance meaning;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    RedissonClient redisson;

    @Autowired
    ChatLimits chatLimits;

    final FakeOpenAi fake = new FakeOpenAi();
    ChatApi api;
    ChatAnswers answers;
    ModelCallBudget unlimited;
    long session;

    @BeforeEach
    void setUp() {
        redisson.getKeys().deleteByPattern("prepstream:model-calls:*");
        unlimited = new ModelCallBudget(redisson, true, 1_000, Clock.systemUTC());
        api = new ChatApi(port);
        answers = answers(fake);
        api.uploadAndWait("indexes-expressional.txt", ChatOfflineAnswerTests.manual("indexes-expressional.txt"));
        session = api.createSession(Map.of());
        // the service is called directly, outside a request: act as the account that owns the session
        CurrentAccount.actAs(TestAdmin.ID, TestAdmin.NAME);
    }

    ChatAnswers answers(FakeOpenAi server) {
        return new ChatAnswers(sessions, store, search, server.streamingChat(Duration.ofSeconds(60)), SETTINGS, problems, meaning, unlimited, chatLimits);
    }

    @AfterEach
    void stop() {
        CurrentAccount.clear();
        fake.close();
    }

    RecordingSink ask(String question) {
        RecordingSink sink = new RecordingSink();
        answers.ask(session, question, Locale.ENGLISH, sink, System.nanoTime());
        return sink.await(WAIT);
    }

    @Test
    void aQuestionPastTheDailyModelCallsIsRefusedBeforeAnythingIsStored() {
        answers = new ChatAnswers(sessions, store, search, fake.streamingChat(Duration.ofSeconds(60)), SETTINGS, problems,
                meaning, new ModelCallBudget(redisson, true, 1, Clock.systemUTC()), chatLimits);
        fake.streams("An expression index [1].");
        assertThat(ask(QUESTION).events).last().isEqualTo("done");
        Integer stored = jdbc.queryForObject("select count(*) from chat_message", Integer.class);

        assertThatThrownBy(() -> answers.ask(session, QUESTION, Locale.ENGLISH, new RecordingSink(), System.nanoTime()))
                .isInstanceOf(DailyModelCallsUsedUp.class);
        assertThat(jdbc.queryForObject("select count(*) from chat_message", Integer.class)).isEqualTo(stored);
    }

    static final String QUESTION = "How can a case-insensitive comparison using lower(col1) use an index?";

    @Test
    void streamsTheModelsTokensWithTheNumberedPassagesAndDropsUnknownCitations() {
        fake.streams("Create an index on ", "lower(col1) [", "1]. See also [9", "]. Done.");
        RecordingSink sink = ask(QUESTION);

        assertThat(sink.events).first().isEqualTo("sources");
        assertThat(sink.events).last().isEqualTo("done");
        assertThat(sink.events.stream().filter("delta"::equals).count()).isGreaterThan(1);
        assertThat(sink.text()).isEqualTo("Create an index on lower(col1) [1]. See also . Done.");
        assertThat(sink.done.model()).isEqualTo("fake-model");
        assertThat(sink.done.timings()).containsKeys("retrievalMs", "firstDeltaMs", "modelFirstTokenMs", "totalMs");

        FakeOpenAi.Recorded request = fake.takeRequest();
        String prompt = request.message(request.messageCount() - 1);
        assertThat(prompt).contains("<passage number=\"1\" from=\"indexes-expressional\">")
                .contains("CREATE INDEX test1_lower_col1_idx").contains(QUESTION);
        assertThat(request.message(0)).contains("[1]").contains("English");
        assertThat(jdbc.queryForObject("select content from chat_message where role = 'ASSISTANT'", String.class))
                .isEqualTo(sink.text());
    }

    @Test
    void aFollowUpIsRewrittenByTheModelBeforeRetrievalAndTheRecentTurnsGoAlong() {
        fake.streams("An expression index [1].");
        ask(QUESTION);
        fake.takeRequest();
        fake.streams("Can an index on lower(col1) be UNIQUE?");
        fake.streams("Yes [1].");
        RecordingSink sink = ask("and can it be unique?");

        FakeOpenAi.Recorded rewrite = fake.takeRequest();
        assertThat(rewrite.message(1)).contains(QUESTION).contains("and can it be unique?");
        assertThat(sink.done.searchQuery()).isEqualTo("Can an index on lower(col1) be UNIQUE?");
        FakeOpenAi.Recorded answer = fake.takeRequest();
        assertThat(answer.message(1)).isEqualTo(QUESTION);
        assertThat(answer.message(2)).isEqualTo("An expression index [1].");
        assertThat(answer.message(3)).contains("and can it be unique?");
    }

    @Test
    void aRewriteThatDropsTheQuestionsWordsIsSearchedBesideTheQuestionNotInsteadOfIt() {
        api.uploadAndWait("routine-vacuuming.txt", ChatOfflineAnswerTests.manual("routine-vacuuming.txt"));
        fake.streams("An expression index [1].");
        ask(QUESTION);
        fake.takeRequest();
        // the model answers the rewrite prompt with something else entirely
        fake.streams("How do I bake sourdough bread at home?");
        fake.streams("VACUUM does [1].");
        RecordingSink sink = ask("and what reclaims the storage of dead tuples?");

        fake.takeRequest();
        assertThat(sink.done.searchQuery()).startsWith("How do I bake sourdough bread at home? | ")
                .endsWith("and what reclaims the storage of dead tuples?");
        assertThat(sink.sources).extracting(Source::knowledgeBaseName).contains("routine-vacuuming");
        assertThat(fake.takeRequest().message(3)).contains("from=\"routine-vacuuming\"");
    }

    @Test
    void aRateLimitedModelEndsWithAnErrorSayingWhenToRetry() {
        fake.failsWithRetryAfter(429, "rate_limit_exceeded", 12);
        RecordingSink sink = ask(QUESTION);
        assertThat(sink.events).containsExactly("sources", "error");
        assertThat(sink.problem.getStatus()).isEqualTo(503);
        assertThat(sink.problem.getDetail()).isEqualTo("The language model is rate limiting requests; try again in 12 s.");
        assertThat(sink.problem.getProperties()).containsEntry("retryAfter", 12L);
        assertFreedAndStored("FAILED");
    }

    @Test
    void aStalledModelTimesOutWithAnErrorSayingToRetry() {
        RecordingSink sink;
        try (PausingModelServer stalling = new PausingModelServer(Duration.ofSeconds(60), "Create ", "an index")) {
            ChatSettings settings = ChatSettings.defaults().withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(2));
            sink = new RecordingSink();
            new ChatAnswers(sessions, store, search, stalling.streamingChat(), settings, problems, meaning, unlimited, chatLimits)
                    .ask(session, QUESTION, Locale.ENGLISH, sink, System.nanoTime());
            sink.await(WAIT);
        }
        assertThat(sink.events).containsExactly("sources", "delta", "error");
        assertThat(sink.problem.getStatus()).isEqualTo(504);
        assertThat(sink.problem.getDetail()).startsWith("The language model did not answer in time; try again in");
        assertFreedAndStored("FAILED");
        assertThat(jdbc.queryForObject("select content from chat_message where role = 'ASSISTANT'", String.class))
                .isEqualTo("Create ");
    }

    @Test
    void aCutConnectionEndsWithAnErrorSayingToRetry() {
        fake.cutsTheConnection("Create ", "an index ".repeat(3000));
        RecordingSink sink = ask(QUESTION);
        assertThat(sink.events).last().isEqualTo("error");
        assertThat(sink.problem.getStatus()).isEqualTo(503);
        assertThat(sink.problem.getProperties()).containsKey("retryAfter");
        assertFreedAndStored("FAILED");
    }

    @Test
    void garbageOrNothingEndsWithAClearError() {
        fake.streamsGarbage("<html>not a model</html>");
        RecordingSink garbage = ask(QUESTION);
        assertThat(garbage.problem.getStatus()).isEqualTo(502);
        assertThat(garbage.problem.getDetail()).contains("could not be read");

        session = api.createSession(Map.of()); // a first question: no follow-up rewriting call
        fake.streams("   ", "\n");
        RecordingSink blank = ask(QUESTION);
        assertThat(blank.problem.getStatus()).isEqualTo(502);
        assertThat(blank.problem.getDetail()).isEqualTo(
                "The language model returned no usable answer; try again or rephrase the question.");
    }

    @Test
    void aClientThatHangsUpStopsTheModelCall() throws Exception {
        String[] words = new String[200];
        java.util.Arrays.fill(words, "word ");
        try (PausingModelServer slow = new PausingModelServer(Duration.ofMillis(100), words)) {
            RecordingSink sink = new RecordingSink();
            new ChatAnswers(sessions, store, search, slow.streamingChat(), SETTINGS, problems, meaning, unlimited, chatLimits)
                    .ask(session, QUESTION, Locale.ENGLISH, sink, System.nanoTime());
            assertThat(slow.awaitFirstPiece(WAIT)).isTrue();
            sink.hangUp();

            assertThat(slow.awaitFinished(Duration.ofSeconds(60))).isTrue();
            assertThat(slow.clientHungUp()).as("the server saw the connection closed before its last word").isTrue();
            assertFreedAndStored("INTERRUPTED");
        }
    }

    void assertFreedAndStored(String status) {
        assertThat(jdbc.queryForObject("select answering_token from chat_session where id = ?", String.class, session))
                .isNull();
        assertThat(jdbc.queryForList("select status from chat_message where role = 'ASSISTANT' order by id",
                String.class)).last().isEqualTo(status);
    }
}
