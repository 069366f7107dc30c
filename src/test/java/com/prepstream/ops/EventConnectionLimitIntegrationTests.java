package com.prepstream.ops;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

/**
 * An account holds at most four open {@code /api/events} connections on an instance: the fifth
 * ends the oldest (the one a reload or a lost network left behind), and other accounts keep theirs.
 */
@IntegrationTest
class EventConnectionLimitIntegrationTests {

    @LocalServerPort
    int port;

    @Autowired
    TaskEventHub hub;

    @Autowired
    ApplicationContext spring;

    final HttpClient http = HttpClient.newHttpClient();
    final List<CompletableFuture<HttpResponse<Stream<String>>>> connections = new ArrayList<>();

    @AfterEach
    void disconnect() {
        connections.forEach(connection -> connection.cancel(true));
    }

    /** Opens a connection and returns a future that completes when the server ends it. */
    CompletableFuture<Void> connect(String authorization) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/api/events"))
                .header("Authorization", authorization).header("Accept", "text/event-stream").build();
        CompletableFuture<HttpResponse<Stream<String>>> connection = http.sendAsync(request,
                HttpResponse.BodyHandlers.ofLines());
        connections.add(connection);
        HttpResponse<Stream<String>> response = connection.get(10, TimeUnit.SECONDS);
        assertThat(response.statusCode()).isEqualTo(200);
        // the "connected" comment: the server has registered this connection
        var lines = response.body().iterator();
        assertThat(lines.next()).isEqualTo(":connected");
        return CompletableFuture.runAsync(() -> lines.forEachRemaining(line -> { }));
    }

    @Test
    void aFifthConnectionEndsTheAccountsOldest() throws Exception {
        long bob = TestAdmin.createAccount(spring, "bob", "USER", "bob-token");
        CompletableFuture<Void> bobs = connect("Bearer bob-token");
        List<CompletableFuture<Void>> admins = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            admins.add(connect(TestAdmin.BEARER));
        }
        assertThat(hub.openConnections(TestAdmin.ID)).isEqualTo(4);

        admins.add(connect(TestAdmin.BEARER));

        admins.get(0).get(10, TimeUnit.SECONDS); // the oldest ended
        assertThat(hub.openConnections(TestAdmin.ID)).isEqualTo(4);
        assertThat(admins.subList(1, 5)).noneMatch(CompletableFuture::isDone);
        assertThat(bobs).isNotDone();
        assertThat(hub.openConnections(bob)).isEqualTo(1);
    }
}
