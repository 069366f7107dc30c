package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.CleanStateExtension;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.web.client.RestClient;

/**
 * {@code /api/events} sends each connection its own account's events only. Events leave one
 * sender thread in order, so once bob has received the event of his own upload, any event of the
 * admin's earlier upload that was wrongly sent to him would already be in his queue.
 */
@IntegrationTest
class EventsPerAccountIntegrationTests {

    @LocalServerPort
    int port;

    @Autowired
    ApplicationContext spring;

    @Autowired
    JdbcTemplate jdbc;

    final List<CompletableFuture<?>> connections = new ArrayList<>();

    @BeforeEach
    void bob() {
        TestAdmin.createAccount(spring, "bob", "USER", "bob-token");
    }

    @AfterEach
    void disconnect() {
        connections.forEach(connection -> connection.cancel(true));
        CleanStateExtension.awaitNoTaskInFlight(jdbc, Duration.ofSeconds(60));
    }

    @Test
    void eachConnectionGetsItsOwnAccountsEventsOnly() throws Exception {
        BlockingQueue<String> admins = connect(TestAdmin.BEARER, "");
        BlockingQueue<String> bobs = connect("Bearer bob-token", "");
        BlockingQueue<String> everything = connect(TestAdmin.BEARER, "?all=true");

        String adminItem = upload(TestAdmin.BEARER, "# Admin notes\n\nOnly the admin should hear about this one.");
        awaitEvent(admins, adminItem, "COMPLETED");
        awaitEvent(everything, adminItem, "COMPLETED");
        String bobItem = upload("Bearer bob-token", "# Bob notes\n\nBob's own document about Redis streams.");
        List<String> bobSaw = awaitEvent(bobs, bobItem, "COMPLETED");

        assertThat(bobSaw).noneMatch(line -> line.contains("\"entityId\":" + adminItem + ","));
        assertThat(awaitEvent(everything, bobItem, "COMPLETED")).isNotEmpty();
    }

    @Test
    void onlyAnAdminMayListenToEveryone() throws Exception {
        HttpResponse<String> refused = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://localhost:" + port + "/api/events?all=true")).header("Authorization", "Bearer bob-token")
                .header("Accept", "text/event-stream").build(), HttpResponse.BodyHandlers.ofString());
        assertThat(refused.statusCode()).isEqualTo(403);
    }

    private BlockingQueue<String> connect(String authorization, String query) throws Exception {
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        CompletableFuture<HttpResponse<Stream<String>>> connection = HttpClient.newHttpClient().sendAsync(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/api/events" + query))
                        .header("Authorization", authorization).header("Accept", "text/event-stream").build(),
                HttpResponse.BodyHandlers.ofLines());
        connections.add(connection);
        HttpResponse<Stream<String>> response = connection.get(10, TimeUnit.SECONDS);
        assertThat(response.statusCode()).isEqualTo(200);
        Thread reader = new Thread(() -> response.body().forEach(lines::add), "sse-reader");
        reader.setDaemon(true);
        reader.start();
        return lines;
    }

    /** Every data line received up to and including the one saying {@code id} reached {@code status}. */
    private static List<String> awaitEvent(BlockingQueue<String> lines, String id, String status) throws Exception {
        List<String> seen = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            String line = lines.poll(500, TimeUnit.MILLISECONDS);
            if (line != null && line.startsWith("data:")) {
                seen.add(line);
                if (line.contains("\"entityId\":" + id + ",") && line.contains("\"status\":\"" + status + "\"")) {
                    return seen;
                }
            }
        }
        throw new AssertionError("no " + status + " event for " + id + " in " + seen);
    }

    private String upload(String authorization, String text) {
        LinkedMultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
        form.add("file", new ByteArrayResource(text.getBytes(StandardCharsets.UTF_8)) {
            @Override
            public String getFilename() {
                return "notes.md";
            }
        });
        String body = RestClient.builder().baseUrl("http://localhost:" + port).defaultHeader("Authorization", authorization)
                .build().post().uri("/api/knowledgebase/upload").contentType(MediaType.MULTIPART_FORM_DATA).body(form)
                .retrieve().body(String.class);
        return body.replaceFirst("(?s).*?\"id\":(\\d+).*", "$1");
    }
}
