package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.FakeOpenAi;
import com.prepstream.ai.ModelCallBudget;
import com.prepstream.knowledgebase.KnowledgeBaseSearch;
import com.prepstream.support.IntegrationTest;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.redisson.api.RedissonClient;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.util.AopTestUtils;
import org.springframework.test.util.ReflectionTestUtils;
import tools.jackson.databind.JsonNode;

/**
 * A model failure through the real endpoint, streamed and whole: the shared test context runs offline, so for
 * these tests the endpoint answers from the local fake OpenAI-compatible server (its ChatAnswers swapped, then
 * put back).
 */
@IntegrationTest
class ChatStreamErrorTests {

    static final ChatSettings SETTINGS = ChatSettings.defaults().withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(30));

    @LocalServerPort
    int port;

    @Autowired
    ChatAskController controller;

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
    ChatLimits limits;

    @Autowired
    RedissonClient redisson;

    final FakeOpenAi fake = new FakeOpenAi();
    Object served;
    ChatApi api;
    long session;

    @BeforeEach
    void answerFromTheFakeModel() {
        redisson.getKeys().deleteByPattern("prepstream:model-calls:*");
        ModelCallBudget unlimited = new ModelCallBudget(redisson, true, 1_000, Clock.systemUTC());
        Object target = AopTestUtils.getTargetObject(controller);
        served = ReflectionTestUtils.getField(target, "answers");
        ReflectionTestUtils.setField(target, "answers", new ChatAnswers(sessions, store, search,
                fake.streamingChat(Duration.ofSeconds(60)), SETTINGS, problems, meaning, unlimited, limits));
        api = new ChatApi(port);
        api.uploadAndWait("indexes-expressional.txt", ChatOfflineAnswerTests.manual("indexes-expressional.txt"));
        session = api.createSession(Map.of());
    }

    @AfterEach
    void putBack() {
        Object target = AopTestUtils.getTargetObject(controller);
        ReflectionTestUtils.setField(target, "answers", served);
        fake.close();
    }

    @Test
    void aStreamedErrorNamesTheRequestPathAsItsInstanceLikeEveryOtherProblem() {
        fake.failsWithRetryAfter(429, "rate_limit_exceeded", 12);
        ChatApi.Stream stream = api.ask(session, ChatModelAnswerTests.QUESTION);

        assertThat(stream.status()).isEqualTo(200);
        assertThat(stream.last().name()).isEqualTo("error");
        JsonNode problem = stream.last().data();
        assertThat(problem.get("status").asInt()).isEqualTo(503);
        assertThat(problem.get("type").asString()).isEqualTo("about:blank");
        assertThat(problem.get("retryAfter").asLong()).isEqualTo(12);
        assertThat(problem.get("instance").asString()).isEqualTo("/api/chat/sessions/" + session + "/messages");
    }

    @Test
    void theWholeAnswersProblemHasTheSameInstance() {
        fake.failsWithRetryAfter(429, "rate_limit_exceeded", 12);
        ChatApi.Reply reply = api.askJson(session, ChatModelAnswerTests.QUESTION);

        assertThat(reply.status()).isEqualTo(503);
        assertThat(reply.body().get("instance").asString()).isEqualTo("/api/chat/sessions/" + session + "/messages");
    }
}
