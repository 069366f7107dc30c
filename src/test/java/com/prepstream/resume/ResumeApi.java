package com.prepstream.resume;

import com.prepstream.support.TestAdmin;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The resume endpoints over real HTTP, answering status and JSON without throwing on 4xx. */
final class ResumeApi {

    record Answer(HttpStatusCode status, JsonNode json, String body) {
    }

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final RestClient http;

    ResumeApi(int port) {
        this(port, null);
    }

    /** Calls as a page in {@code language} ({@code Accept-Language}); null sends none. */
    ResumeApi(int port, String language) {
        RestClient.Builder builder = TestAdmin.restClient();
        if (language != null) {
            builder.defaultHeader("Accept-Language", language);
        }
        this.http = builder.baseUrl("http://localhost:" + port + "/api/resumes")
                .defaultStatusHandler(status -> true, (request, response) -> {
                })
                .build();
    }

    Answer upload(String filename, byte[] content) {
        MultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
        form.add("file", new ByteArrayResource(content) {
            @Override
            public String getFilename() {
                return filename;
            }
        });
        return answer(http.post().uri("/upload").contentType(MediaType.MULTIPART_FORM_DATA).body(form).retrieve()
                .toEntity(String.class));
    }

    Answer get(String path) {
        return answer(http.get().uri(path).retrieve().toEntity(String.class));
    }

    /** The raw response of {@code GET /{id}/download}: bytes and headers as sent. */
    ResponseEntity<byte[]> download(long id) {
        return http.get().uri("/{id}/download", id).retrieve().toEntity(byte[].class);
    }

    Answer post(String path) {
        return answer(http.post().uri(path).retrieve().toEntity(String.class));
    }

    Answer delete(String path) {
        return answer(http.delete().uri(path).retrieve().toEntity(String.class));
    }

    /** The resume's current analyzeStatus, from its detail. */
    String status(long id) {
        return get("/" + id + "/detail").json().get("analyzeStatus").asString();
    }

    private static Answer answer(ResponseEntity<String> response) {
        String body = response.getBody();
        JsonNode json = body == null || body.isBlank() ? null : JSON.readTree(body);
        return new Answer(response.getStatusCode(), json, body);
    }
}
