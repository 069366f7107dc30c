package com.prepstream.ops;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskStatusChanged;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A stored task error (a code and a reference, stream/TaskErrors) reaches the user in the language
 * the page asked in, wherever it is shown: knowledge-base and interview views, and the live events.
 */
@IntegrationTest
class TaskErrorLanguageIntegrationTests {

    static final String STORED = "It took longer than the time allowed and was stopped. (deadline, ref 0a1b2c3d)";
    static final String CHINESE = "处理时间超过上限，已停止。（错误编号 0a1b2c3d）";
    static final String ENGLISH = "It took longer than the time allowed and was stopped. (ref 0a1b2c3d)";

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    TaskEventRelay relay;

    final HttpClient http = HttpClient.newHttpClient();

    @Test
    void knowledgeBaseAndInterviewViewsShowTheStoredErrorInTheReadersLanguage() throws Exception {
        long item = jdbc.queryForObject("""
                insert into knowledge_base (name, original_filename, content_type, size_bytes, file_hash, storage_key,
                                            vector_status, vector_error, owner_id)
                values ('n', 'n.md', 'text/markdown', 1, 'h', 'k', 'FAILED', ?, ?) returning id
                """, Long.class, STORED, TestAdmin.ID);
        long session = jdbc.queryForObject("""
                insert into interview_session (role, difficulty, status, question_source, selection_seed,
                                               evaluate_status, evaluate_error, created_at, updated_at, owner_id)
                values ('r', 'EASY', 'COMPLETED', 'question-bank', 1, 'FAILED', ?, now(), now(), ?) returning id
                """, Long.class, STORED, TestAdmin.ID);

        assertThat(get("/api/knowledgebase/" + item, "zh-CN")).contains(CHINESE).doesNotContain("deadline");
        assertThat(get("/api/knowledgebase/" + item, "en")).contains(ENGLISH);
        assertThat(get("/api/knowledgebase/list", "zh-CN")).contains(CHINESE);
        assertThat(get("/api/interview/sessions/" + session, "zh-CN")).contains(CHINESE).doesNotContain("deadline");
        assertThat(get("/api/interview/sessions/" + session + "/report", "zh-CN")).contains(CHINESE);
    }

    @Test
    void aLiveEventCarriesTheErrorInTheLanguageItsConnectionAskedIn() throws Exception {
        BlockingQueue<String> chinese = connect("zh-CN");
        BlockingQueue<String> english = connect("en");

        relay.publish(new TaskStatusChanged("ops-test", "OPS_TEST", 9, TaskStatus.FAILED, 3, STORED, Instant.now()));

        assertThat(nextEventData(chinese)).contains(CHINESE).doesNotContain("deadline");
        assertThat(nextEventData(english)).contains(ENGLISH);
    }

    private String get(String path, String language) throws Exception {
        HttpRequest request = TestAdmin.request(URI.create("http://localhost:" + port + path))
                .header("Accept-Language", language).GET().build();
        return http.send(request, HttpResponse.BodyHandlers.ofString()).body();
    }

    /** As the admin's operations view (every event, also of tasks that belong to nobody). */
    private BlockingQueue<String> connect(String language) throws Exception {
        HttpRequest request = TestAdmin.request(URI.create("http://localhost:" + port + "/api/events?all=true"))
                .header("Accept", "text/event-stream").header("Accept-Language", language).build();
        CompletableFuture<HttpResponse<Stream<String>>> connection = http.sendAsync(request,
                HttpResponse.BodyHandlers.ofLines());
        HttpResponse<Stream<String>> response = connection.get(10, TimeUnit.SECONDS);
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> response.body().forEach(lines::add), "sse-language-reader");
        reader.setDaemon(true);
        reader.start();
        // subscribed once the hub has said so
        while (!":connected".equals(lines.poll(10, TimeUnit.SECONDS))) {
            assertThat(connection).isNotCompletedExceptionally();
        }
        return lines;
    }

    private static String nextEventData(BlockingQueue<String> lines) throws InterruptedException {
        for (String line = lines.poll(10, TimeUnit.SECONDS); line != null; line = lines.poll(10, TimeUnit.SECONDS)) {
            if (line.startsWith("data:")) {
                return line.substring("data:".length());
            }
        }
        throw new AssertionError("no event within 10 s");
    }
}
