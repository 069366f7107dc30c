package com.prepstream.knowledgebase;

import com.prepstream.support.TestAdmin;
import tools.jackson.databind.JsonNode;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.RestClient;

/** A thin HTTP client for the knowledge base endpoints that never throws on error statuses. */
public final class KnowledgeBaseApi {

    private final RestClient http;
    private final String base;

    public KnowledgeBaseApi(int port) {
        this.base = "http://localhost:" + port + "/api/knowledgebase";
        this.http = TestAdmin.restClient().baseUrl(base)
                .defaultStatusHandler(status -> true, (request, response) -> {
                })
                .build();
    }

    public ResponseEntity<JsonNode> upload(String filename, byte[] content) {
        return upload(filename, content, null, null);
    }

    public ResponseEntity<JsonNode> upload(String filename, byte[] content, String name, String category) {
        MultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
        form.add("file", new ByteArrayResource(content) {
            @Override
            public String getFilename() {
                return filename;
            }
        });
        if (name != null) {
            form.add("name", name);
        }
        if (category != null) {
            form.add("category", category);
        }
        return http.post().uri("/upload").contentType(MediaType.MULTIPART_FORM_DATA).body(form).retrieve()
                .toEntity(JsonNode.class);
    }

    ResponseEntity<JsonNode> get(String path) {
        return http.get().uri(path).retrieve().toEntity(JsonNode.class);
    }

    /** A search for exactly this text: encoded here, so '?', '&', '%' and emoji arrive as typed. */
    ResponseEntity<JsonNode> search(String query) {
        String q = java.net.URLEncoder.encode(query, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20");
        return http.get().uri(java.net.URI.create(base + "/search?q=" + q)).retrieve().toEntity(JsonNode.class);
    }

    ResponseEntity<byte[]> getBytes(String path) {
        return http.get().uri(path).retrieve().toEntity(byte[].class);
    }

    ResponseEntity<JsonNode> post(String path) {
        return http.post().uri(path).retrieve().toEntity(JsonNode.class);
    }

    ResponseEntity<JsonNode> delete(String path) {
        return http.delete().uri(path).retrieve().toEntity(JsonNode.class);
    }

    String status(long id) {
        return get("/" + id).getBody().path("vectorStatus").asString();
    }
}
