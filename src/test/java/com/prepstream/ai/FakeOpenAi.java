package com.prepstream.ai;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.QueueDispatcher;
import okhttp3.mockwebserver.RecordedRequest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** A local OpenAI-compatible endpoint: queue replies, then read back what the real client sent. */
public final class FakeOpenAi implements AutoCloseable {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final MockWebServer server = new MockWebServer();
    private final List<Long> requestNanos = new CopyOnWriteArrayList<>();

    public FakeOpenAi() {
        server.setDispatcher(new QueueDispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                requestNanos.add(System.nanoTime());
                return super.dispatch(request);
            }
        });
        try {
            server.start();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Base URL ending in /v1, as Spring AI wants it. */
    public String baseUrl() {
        return server.url("/v1").toString();
    }

    public StructuredChat structuredChat(Duration timeout) {
        AiSettings settings = AiSettings.defaults().withChatTimeout(timeout);
        return new StructuredChat(OpenAiChatModels.create(baseUrl(), "test-key", "fake-model", 0.2, timeout),
                "fake-model", settings);
    }

    /** A chat completion whose message content is {@code content}. */
    public FakeOpenAi replies(String content) {
        ObjectNode body = JSON.createObjectNode();
        body.put("id", "chatcmpl-test").put("object", "chat.completion").put("created", 1_700_000_000L)
                .put("model", "fake-model");
        ObjectNode choice = body.putArray("choices").addObject();
        choice.put("index", 0).put("finish_reason", "stop");
        choice.putObject("message").put("role", "assistant").put("content", content);
        body.putObject("usage").put("prompt_tokens", 10).put("completion_tokens", 5).put("total_tokens", 15);
        server.enqueue(new MockResponse().setHeader("Content-Type", "application/json").setBody(body.toString()));
        return this;
    }

    public FakeOpenAi fails(int status, String type) {
        String error = "{\"error\":{\"message\":\"fake " + status + "\",\"type\":\"" + type + "\",\"code\":null}}";
        server.enqueue(new MockResponse().setResponseCode(status).setHeader("Content-Type", "application/json")
                .setBody(error));
        return this;
    }

    /** Answers only after {@code delay}: long enough for the client to give up. */
    public FakeOpenAi hangs(Duration delay) {
        server.enqueue(new MockResponse().setHeadersDelay(delay.toMillis(), TimeUnit.MILLISECONDS)
                .setHeader("Content-Type", "application/json").setBody("{}"));
        return this;
    }

    /**
     * A streamed chat completion: one {@code chat.completion.chunk} event per piece, a final chunk
     * with {@code finish_reason: stop}, then {@code [DONE]}, as OpenAI streams.
     */
    public FakeOpenAi streams(String... pieces) {
        server.enqueue(stream(pieces));
        return this;
    }

    /** Streams the pieces with {@code pause} before each one's bytes: a slow model. */
    public FakeOpenAi streamsSlowly(Duration pause, String... pieces) {
        server.enqueue(stream(pieces).setHeadersDelay(pause.toMillis(), TimeUnit.MILLISECONDS));
        return this;
    }

    /** Sends part of a stream, then closes the connection. */
    public FakeOpenAi cutsTheConnection(String... pieces) {
        server.enqueue(stream(pieces).setSocketPolicy(okhttp3.mockwebserver.SocketPolicy.DISCONNECT_DURING_RESPONSE_BODY));
        return this;
    }

    /** A 200 event stream whose events are not chat completion chunks. */
    public FakeOpenAi streamsGarbage(String data) {
        server.enqueue(new MockResponse().setHeader("Content-Type", "text/event-stream")
                .setBody("data: " + data + "\n\n" + "data: [DONE]\n\n"));
        return this;
    }

    /** An error status with a Retry-After header, as a rate-limiting endpoint sends. */
    public FakeOpenAi failsWithRetryAfter(int status, String type, long seconds) {
        String error = "{\"error\":{\"message\":\"fake " + status + "\",\"type\":\"" + type + "\",\"code\":null}}";
        server.enqueue(new MockResponse().setResponseCode(status).setHeader("Content-Type", "application/json")
                .setHeader("Retry-After", String.valueOf(seconds)).setBody(error));
        return this;
    }

    static MockResponse stream(String... pieces) {
        StringBuilder body = new StringBuilder();
        for (String piece : pieces) {
            body.append(chunk(piece));
        }
        ObjectNode last = chunkNode();
        ObjectNode choice = last.putArray("choices").addObject();
        choice.put("index", 0).put("finish_reason", "stop");
        choice.putObject("delta");
        body.append("data: ").append(last).append("\n\n").append("data: [DONE]\n\n");
        return new MockResponse().setHeader("Content-Type", "text/event-stream").setBody(body.toString());
    }

    static String chunk(String piece) {
        ObjectNode chunk = chunkNode();
        ObjectNode choice = chunk.putArray("choices").addObject();
        choice.put("index", 0).putNull("finish_reason");
        choice.putObject("delta").put("content", piece);
        return "data: " + chunk + "\n\n";
    }

    private static ObjectNode chunkNode() {
        ObjectNode chunk = JSON.createObjectNode();
        chunk.put("id", "chatcmpl-test").put("object", "chat.completion.chunk").put("created", 1_700_000_000L)
                .put("model", "fake-model");
        return chunk;
    }

    /** A streaming client on this server, as the app builds it (one attempt, no retries). */
    public StreamingChat streamingChat(Duration timeout) {
        return new StreamingChat(OpenAiChatModels.create(baseUrl(), "test-key", "fake-model", 0.2, timeout),
                "fake-model", AiSettings.defaults().withChatTimeout(timeout));
    }

    /** Milliseconds between consecutive requests, in order: shows retry backoff from the outside. */
    public List<Long> gapsMillis() {
        List<Long> gaps = new ArrayList<>();
        for (int i = 1; i < requestNanos.size(); i++) {
            gaps.add((requestNanos.get(i) - requestNanos.get(i - 1)) / 1_000_000);
        }
        return gaps;
    }

    public int requestCount() {
        return server.getRequestCount();
    }

    /** The next request the client made, as JSON, plus its headers. */
    public Recorded takeRequest() {
        try {
            RecordedRequest request = server.takeRequest(5, TimeUnit.SECONDS);
            if (request == null) {
                throw new AssertionError("the client sent no request");
            }
            return new Recorded(request, JSON.readTree(request.getBody().readUtf8()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        try {
            server.shutdown();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    public record Recorded(RecordedRequest request, JsonNode body) {

        public String path() {
            return request.getPath();
        }

        public String header(String name) {
            return request.getHeader(name);
        }

        /** Content of the message at {@code index} in the request's messages. */
        public String message(int index) {
            return body.get("messages").get(index).get("content").asString();
        }

        public String role(int index) {
            return body.get("messages").get(index).get("role").asString();
        }

        public int messageCount() {
            return body.get("messages").size();
        }
    }
}
