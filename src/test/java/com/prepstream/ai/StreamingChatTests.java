package com.prepstream.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Flux;

/** The streaming path through the real Spring AI client against a fake OpenAI-compatible server. */
class StreamingChatTests {

    // generous: the shared test machine can be slow (the first call of the class, the client's cold start, took
    // 40 s at load average 43); the timeout tests use a short one against a much longer stall
    static final Duration FIRST = Duration.ofSeconds(90);
    static final Duration IDLE = Duration.ofSeconds(30);
    static final Duration SHORT = Duration.ofSeconds(2);

    final FakeOpenAi fake = new FakeOpenAi();
    final StreamingChat chat = fake.streamingChat(Duration.ofSeconds(60));

    @AfterEach
    void stop() {
        fake.close();
    }

    Flux<String> ask() {
        return ask(FIRST, IDLE);
    }

    Flux<String> ask(Duration first, Duration idle) {
        return chat.stream("system text", List.of(new StreamingChat.Turn(true, "earlier question"),
                new StreamingChat.Turn(false, "earlier answer")), "the question", first, idle);
    }

    ModelCallFailure failure() {
        return failure(ask());
    }

    ModelCallFailure failure(Flux<String> answer) {
        Throwable[] caught = new Throwable[1];
        assertThatThrownBy(() -> answer.blockLast(Duration.ofSeconds(120))).satisfies(e -> caught[0] = e);
        assertThat(caught[0]).isInstanceOf(ModelCallFailure.class);
        return (ModelCallFailure) caught[0];
    }

    @Test
    void streamsThePiecesInOrderAndSendsTheConversation() {
        fake.streams("Use ", "an index", " [1].");
        assertThat(ask().collectList().block(Duration.ofSeconds(120))).containsExactly("Use ", "an index", " [1].");

        FakeOpenAi.Recorded request = fake.takeRequest();
        assertThat(request.body().get("stream").asBoolean()).isTrue();
        assertThat(request.messageCount()).isEqualTo(4);
        assertThat(request.role(0)).isEqualTo("system");
        assertThat(request.message(1)).isEqualTo("earlier question");
        assertThat(request.role(2)).isEqualTo("assistant");
        assertThat(request.message(3)).isEqualTo("the question");
    }

    @Test
    void aRateLimitSaysWhenToRetry() {
        fake.failsWithRetryAfter(429, "rate_limit_exceeded", 7);
        ModelCallFailure failure = failure();
        assertThat(failure.kind()).isEqualTo(ModelCallFailure.Kind.RATE_LIMITED);
        assertThat(failure.retryAfter()).isEqualTo(Duration.ofSeconds(7));
        assertThat(fake.requestCount()).isEqualTo(1);
    }

    @Test
    void noFirstTokenInTimeIsATimeout() {
        ModelCallFailure failure;
        try (PausingModelServer silent = new PausingModelServer(Duration.ofSeconds(60), Duration.ZERO, "late")) {
            failure = failure(silent.streamingChat().stream("system", List.of(), "q", SHORT, IDLE));
        }
        assertThat(failure.kind()).isEqualTo(ModelCallFailure.Kind.TIMEOUT);
        assertThat(failure.kind().retryable()).isTrue();
    }

    @Test
    void aStallAfterTheFirstTokenIsATimeout() {
        try (PausingModelServer stalling = new PausingModelServer(Duration.ofSeconds(60), "first", "second")) {
            StringBuilder seen = new StringBuilder();
            assertThatThrownBy(() -> stalling.streamingChat().stream("system", List.of(), "q", FIRST, SHORT)
                    .doOnNext(seen::append).blockLast(Duration.ofSeconds(120)))
                    .isInstanceOfSatisfying(ModelCallFailure.class,
                            f -> assertThat(f.kind()).isEqualTo(ModelCallFailure.Kind.TIMEOUT));
            assertThat(seen.toString()).isEqualTo("first");
        }
    }

    @Test
    void aCutConnectionIsRetryable() {
        fake.cutsTheConnection("one ", "two ", "three ".repeat(2000));
        ModelCallFailure failure = failure();
        assertThat(failure.kind()).isEqualTo(ModelCallFailure.Kind.UNAVAILABLE);
        assertThat(failure.retryAfter()).isPositive();
    }

    @Test
    void garbageIsUnreadable() {
        fake.streamsGarbage("this is not json at all");
        assertThat(failure().kind()).isEqualTo(ModelCallFailure.Kind.UNREADABLE);
    }

    @Test
    void anAnswerWithoutTextIsEmpty() {
        fake.streams();
        ModelCallFailure failure = failure();
        assertThat(failure.kind()).isEqualTo(ModelCallFailure.Kind.EMPTY);
        assertThat(failure.kind().retryable()).isFalse();
    }

    @Test
    void aRejectedRequestIsNotRetryable() {
        fake.fails(400, "invalid_request_error");
        ModelCallFailure failure = failure();
        assertThat(failure.kind()).isEqualTo(ModelCallFailure.Kind.REJECTED);
        assertThat(failure.getMessage()).contains("400");
    }
}
