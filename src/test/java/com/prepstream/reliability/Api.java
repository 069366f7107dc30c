package com.prepstream.reliability;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The HTTP calls a user's browser makes, against whichever instance is alive. Like a person, it
 * tries again when a call fails for a reason on our side (5xx, connection refused): accepted work
 * must never be lost, refused work may be resubmitted.
 */
final class Api {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    private final Supplier<List<String>> liveBaseUrls;
    private int next;
    int retriedCalls;
    /** Of the retried calls, those no instance took: connection refused (the same call went elsewhere). */
    int refusedCalls;
    /**
     * Of the retried calls, those an instance had taken and then failed: a 5xx, or the connection lost
     * or timed out after the request was sent. A graceful restart must leave this at 0.
     */
    int failedAcceptedCalls;
    /** The slowest call that got an answer, in ms (a fault may slow calls without refusing them). */
    volatile long slowestMs;

    Api(Supplier<List<String>> liveBaseUrls) {
        this.liveBaseUrls = liveBaseUrls;
    }

    record Reply(int status, JsonNode body) {
    }

    Reply upload(String path, String filename, byte[] content) {
        String boundary = "chaos-" + UUID.randomUUID();
        byte[] body = multipart(boundary, filename, content);
        return call(path, builder -> builder.header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    Reply postJson(String path, String json) {
        return call(path, builder -> builder.header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    Reply get(String path) {
        return call(path, HttpRequest.Builder::GET);
    }

    /** Calls with the path resolved against a live instance; retries 5xx and connection failures. */
    private Reply call(String path, UnaryOperator<HttpRequest.Builder> method) {
        for (int attempt = 1; ; attempt++) {
            List<String> bases = liveBaseUrls.get();
            String base = bases.get(Math.floorMod(next++, bases.size()));
            HttpRequest request = method.apply(HttpRequest.newBuilder(URI.create(base + path))
                    .header("Authorization", AppInstance.BEARER).timeout(Duration.ofSeconds(30))).build();
            try {
                long started = System.nanoTime();
                HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
                slowestMs = Math.max(slowestMs, (System.nanoTime() - started) / 1_000_000);
                if (response.statusCode() < 500) {
                    JsonNode body = response.body().isBlank() ? null : JSON.readTree(response.body());
                    return new Reply(response.statusCode(), body);
                }
                failedAcceptedCalls++;
            } catch (java.net.ConnectException | java.net.http.HttpConnectTimeoutException refused) {
                refusedCalls++; // the instance is down or restarting: try another one
            } catch (IOException e) {
                failedAcceptedCalls++; // taken, then lost: the caller cannot know whether it was done
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            retriedCalls++;
            if (attempt > 600) {
                throw new IllegalStateException("gave up on " + request.method() + " " + path);
            }
            pause(attempt);
        }
    }

    private static void pause(int attempt) {
        try {
            Thread.sleep(Math.min(1000, 100L * attempt));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static byte[] multipart(String boundary, String filename, byte[] content) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String head = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + filename
                + "\"\r\nContent-Type: application/octet-stream\r\n\r\n";
        out.writeBytes(head.getBytes(StandardCharsets.UTF_8));
        out.writeBytes(content);
        out.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }
}
