package com.prepstream.ops;

import com.prepstream.support.TestAdmin;
import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.stream.StreamTaskFramework;
import com.prepstream.support.IntegrationTest;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.redisson.Redisson;
import org.redisson.api.RedissonClient;
import org.redisson.config.Config;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.env.Environment;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;

/**
 * {@code GET /api/events}: a browser connected to this instance receives {@code task-status} events for
 * transitions made here and by another instance (own Redis client and framework, relayed by pub/sub).
 */
@IntegrationTest
class TaskEventsIntegrationTests {

    @LocalServerPort
    int port;

    @Autowired
    StreamTaskFramework framework;

    @Autowired
    DataSource dataSource;

    @Autowired
    Environment environment;

    final BlockingQueue<String> received = new LinkedBlockingQueue<>();
    CompletableFuture<HttpResponse<Stream<String>>> connection;
    RedissonClient otherRedis;

    /** As the admin's operations view: every event, also of tasks that belong to nobody (OPS_TEST). */
    @BeforeEach
    void connectBrowser() throws Exception {
        HttpRequest request = TestAdmin.request(URI.create("http://localhost:" + port + "/api/events?all=true"))
                .header("Accept", "text/event-stream").build();
        connection = HttpClient.newHttpClient().sendAsync(request, HttpResponse.BodyHandlers.ofLines());
        HttpResponse<Stream<String>> response = connection.get(10, TimeUnit.SECONDS);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("text/event-stream"));
        Thread reader = new Thread(() -> response.body().forEach(received::add), "sse-test-reader");
        reader.setDaemon(true);
        reader.start();
    }

    @AfterEach
    void disconnect() {
        connection.cancel(true);
        if (otherRedis != null) {
            otherRedis.shutdown();
        }
    }

    @Test
    void transitionsOfThisAndAnotherInstanceReachAConnectedBrowser() throws Exception {
        OpsTestTasks here = new OpsTestTasks(framework);
        here.producer.enqueue(new OpsTestTasks.OpsTask(7));
        assertThat(nextEventData()).contains("\"entityType\":\"OPS_TEST\"").contains("\"entityId\":7")
                .contains("\"status\":\"PENDING\"").contains("\"attempt\":0").contains("\"at\":\"");

        StreamTaskFramework otherInstance = otherInstance();
        new OpsTestTasks(otherInstance).producer.enqueue(new OpsTestTasks.OpsTask(8));
        assertThat(nextEventData()).contains("\"entityId\":8").contains("\"status\":\"PENDING\"");
        otherInstance.close();
    }

    /** A second instance: its own Redis connection and framework, whose events go out through its own relay. */
    private StreamTaskFramework otherInstance() {
        Config config = new Config();
        config.useSingleServer().setAddress("redis://" + environment.getProperty("spring.data.redis.host") + ":"
                + environment.getProperty("spring.data.redis.port"))
                .setDatabase(environment.getProperty("spring.data.redis.database", Integer.class, 0));
        otherRedis = Redisson.create(config);
        String namespace = environment.resolvePlaceholders(
                "${prepstream.events.namespace:prepstream-db${spring.data.redis.database:0}}");
        TaskEventRelay relay = new TaskEventRelay(otherRedis, new TaskEventHub(4), java.util.List.of(),
                new SimpleMeterRegistry(), namespace);
        return new StreamTaskFramework(dataSource, new DataSourceTransactionManager(dataSource), otherRedis,
                new SimpleMeterRegistry(), relay::onStatusChanged, null);
    }

    private String nextEventData() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        boolean named = false;
        while (System.nanoTime() < deadline) {
            String line = received.poll(200, TimeUnit.MILLISECONDS);
            if (line == null) {
                continue;
            }
            if (line.equals("event:task-status")) {
                named = true;
            } else if (named && line.startsWith("data:")) {
                return line.substring("data:".length());
            }
        }
        throw new AssertionError("no task-status event within 10 s; received " + received);
    }
}
