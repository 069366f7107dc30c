package com.prepstream.ops;

import com.prepstream.support.SecondInstance;
import com.prepstream.support.TestAdmin;
import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.IntegrationTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

/**
 * A browser with the page open must not hold up a graceful shutdown: its event stream is a request in
 * progress, which Tomcat would wait for until the shutdown phase times out (30 s). The test starts
 * and closes an application of its own on the shared test's services (consumers off, so it takes no
 * stream entries), never the shared context.
 */
@IntegrationTest
class ShutdownWithOpenEventStreamTests {

    /** Far below the 30 s a request in progress can hold graceful shutdown; far above a normal close. */
    private static final Duration PROMPT_SHUTDOWN = Duration.ofSeconds(10);

    @Autowired
    Environment shared;

    @Test
    void shutdownEndsOpenEventStreamsInsteadOfWaitingForThem() throws Exception {
        ConfigurableApplicationContext context = startOwnInstance();
        int port = ((WebServerApplicationContext) context).getWebServer().getPort();
        HttpRequest request = TestAdmin.request(URI.create("http://localhost:" + port + "/api/events"))
                .header("Accept", "text/event-stream").build();
        HttpResponse<Stream<String>> response = HttpClient.newHttpClient()
                .send(request, HttpResponse.BodyHandlers.ofLines());
        assertThat(response.statusCode()).isEqualTo(200);
        CountDownLatch streamEnded = new CountDownLatch(1);
        Thread reader = new Thread(() -> {
            try (Stream<String> lines = response.body()) {
                lines.forEach(line -> { });
            } catch (RuntimeException connectionDropped) {
                // ended either way; the timing below tells a clean end from a forced one
            }
            streamEnded.countDown();
        }, "sse-shutdown-reader");
        reader.setDaemon(true);
        reader.start();

        long started = System.nanoTime();
        context.close();
        Duration took = Duration.ofNanos(System.nanoTime() - started);

        assertThat(took).as("graceful shutdown with an event stream open").isLessThan(PROMPT_SHUTDOWN);
        assertThat(streamEnded.await(5, TimeUnit.SECONDS)).as("the browser's event stream was ended").isTrue();
    }

    private ConfigurableApplicationContext startOwnInstance() {
        return SecondInstance.start(shared, "prepstream.streams.vectorize.enabled=false",
                "prepstream.streams.analyze.enabled=false", "prepstream.streams.evaluate.enabled=false");
    }
}
