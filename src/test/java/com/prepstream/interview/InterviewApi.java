package com.prepstream.interview;

import com.prepstream.support.TestAdmin;
import org.springframework.http.HttpMethod;
import org.springframework.http.MediaType;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** A thin HTTP client for the interview endpoints that returns status and body, whatever the status. */
final class InterviewApi {

    record Reply(int status, JsonNode body) {
    }

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private final RestClient client;

    InterviewApi(int port) {
        this.client = TestAdmin.restClient().baseUrl("http://localhost:" + port + "/api/interview/sessions").defaultHeader("Authorization", TestAdmin.BEARER).build();
    }

    Reply get(String path) {
        return send(HttpMethod.GET, path, null);
    }

    Reply post(String path, Object body) {
        return send(HttpMethod.POST, path, body);
    }

    Reply put(String path, Object body) {
        return send(HttpMethod.PUT, path, body);
    }

    Reply delete(String path) {
        return send(HttpMethod.DELETE, path, null);
    }

    long create(Object body) {
        Reply reply = post("", body);
        if (reply.status() != 201) {
            throw new AssertionError("create answered " + reply.status() + ": " + reply.body());
        }
        return reply.body().get("id").asLong();
    }

    Reply answer(long id, int index, String answer) {
        return post("/" + id + "/answers", java.util.Map.of("questionIndex", index, "answer", answer));
    }

    /** POST as a page in {@code acceptLanguage} sends it. */
    Reply postIn(String acceptLanguage, String path, Object body) {
        return send(HttpMethod.POST, path, body, acceptLanguage);
    }

    private Reply send(HttpMethod method, String path, Object body) {
        return send(method, path, body, null);
    }

    private Reply send(HttpMethod method, String path, Object body, String acceptLanguage) {
        RestClient.RequestBodySpec request = client.method(method).uri(path);
        if (acceptLanguage != null) {
            request.header("Accept-Language", acceptLanguage);
        }
        if (body != null) {
            request.contentType(MediaType.APPLICATION_JSON).body(body);
        }
        return request.exchange((req, res) -> {
            String text = new String(res.getBody().readAllBytes());
            return new Reply(res.getStatusCode().value(), text.isEmpty() ? null : JSON.readTree(text));
        });
    }
}
