package com.prepstream.chat;

import static org.awaitility.Awaitility.await;

import com.prepstream.support.TestAdmin;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** A thin HTTP client for the chat endpoints (and the knowledge-base upload they need); never throws on a status. */
final class ChatApi {

    record Reply(int status, JsonNode body, HttpResponse<?> response) {
    }

    /** One Server-Sent Event: its name and its data parsed as JSON. */
    record Event(String name, JsonNode data) {
    }

    record Stream(int status, List<Event> events) {

        List<Event> named(String name) {
            return events.stream().filter(e -> e.name().equals(name)).toList();
        }

        String text() {
            StringBuilder text = new StringBuilder();
            named("delta").forEach(e -> text.append(e.data().get("text").asString()));
            return text.toString();
        }

        Event last() {
            return events.get(events.size() - 1);
        }
    }

    static final JsonMapper JSON = JsonMapper.builder().build();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;
    private String language = "en";

    ChatApi(int port) {
        this.base = "http://localhost:" + port;
    }

    ChatApi language(String tag) {
        this.language = tag;
        return this;
    }

    Reply get(String path) {
        return send(TestAdmin.request(uri(path)).GET());
    }

    Reply post(String path, Object body) {
        return send(json(path, body).POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))));
    }

    Reply put(String path, Object body) {
        return send(json(path, body).PUT(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))));
    }

    Reply patch(String path, Object body) {
        return send(json(path, body).method("PATCH", HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))));
    }

    Reply delete(String path) {
        return send(TestAdmin.request(uri(path)).DELETE());
    }

    long createSession(Map<String, Object> body) {
        Reply reply = post("/api/chat/sessions", body);
        if (reply.status() != 201) {
            throw new AssertionError("create answered " + reply.status() + ": " + reply.body());
        }
        return reply.body().get("id").asLong();
    }

    /** Asks for the whole answer as JSON. */
    Reply askJson(long session, String question) {
        return send(json("/api/chat/sessions/" + session + "/messages", null).header("Accept", "application/json")
                .POST(body(question)));
    }

    /** Asks for the streamed answer and reads every event until the server ends the stream. */
    Stream ask(long session, String question) {
        return askUntil(session, question, event -> false);
    }

    /** Reads events until {@code stop} accepts one, then hangs up (the client going away mid-answer). */
    Stream askUntil(long session, String question, Predicate<Event> stop) {
        HttpRequest request = json("/api/chat/sessions/" + session + "/messages", null)
                .header("Accept", "text/event-stream").POST(body(question)).build();
        try {
            HttpResponse<InputStream> response = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
            List<Event> events = new ArrayList<>();
            try (InputStream stream = response.body();
                    BufferedReader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                if (response.statusCode() != 200) {
                    String text = reader.lines().reduce("", String::concat);
                    events.add(new Event("http-error", text.isEmpty() ? null : JSON.readTree(text)));
                    return new Stream(response.statusCode(), events);
                }
                readEvents(reader, events, stop);
            }
            return new Stream(response.statusCode(), events);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void readEvents(BufferedReader reader, List<Event> events, Predicate<Event> stop) throws IOException {
        String name = "message";
        StringBuilder data = new StringBuilder();
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            if (line.isEmpty()) {
                if (!data.isEmpty()) {
                    Event event = new Event(name, JSON.readTree(data.toString()));
                    events.add(event);
                    if (stop.test(event)) {
                        return;
                    }
                }
                name = "message";
                data.setLength(0);
            } else if (line.startsWith("event:")) {
                name = line.substring(6).strip();
            } else if (line.startsWith("data:")) {
                data.append(line.substring(5).stripLeading());
            }
        }
    }

    /** Uploads a text document to the knowledge base and waits until it is searchable. */
    long uploadAndWait(String filename, String text) {
        String boundary = "----chat-test-boundary";
        String body = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + filename
                + "\"\r\nContent-Type: text/plain\r\n\r\n" + text + "\r\n--" + boundary + "--\r\n";
        Reply reply = send(TestAdmin.request(uri("/api/knowledgebase/upload"))
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)));
        if (reply.status() >= 300) {
            throw new AssertionError("upload answered " + reply.status() + ": " + reply.body());
        }
        long id = reply.body().get("id").asLong();
        await().atMost(Duration.ofSeconds(180)).until(
                () -> get("/api/knowledgebase/" + id).body().path("vectorStatus").asString(), "COMPLETED"::equals);
        return id;
    }

    private HttpRequest.Builder json(String path, Object body) {
        return TestAdmin.request(uri(path)).header("Content-Type", "application/json")
                .header("Accept-Language", language);
    }

    private static HttpRequest.BodyPublisher body(String question) {
        return HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(Map.of("question", question)));
    }

    private URI uri(String path) {
        return URI.create(base + path);
    }

    private Reply send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> response = http.send(request.setHeader("Accept-Language", language).build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            String text = response.body();
            return new Reply(response.statusCode(), text == null || text.isEmpty() ? null : JSON.readTree(text),
                    response);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
