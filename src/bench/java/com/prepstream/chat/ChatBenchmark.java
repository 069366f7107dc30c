package com.prepstream.chat;

import com.prepstream.PrepStreamApplication;
import com.prepstream.ai.PausingModelServer;
import com.prepstream.knowledgebase.BenchAccount;
import com.prepstream.support.TestAdmin;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Chat speed (not a test): {@code ./scripts/bench-chat.sh}. Starts the application on the database in
 * PREPSTREAM_TEST_DB_URL (load a corpus there first with bench-chat-threshold.sh) and asks over HTTP,
 * reading the Server-Sent Events as a browser does.
 * <ul>
 *   <li>{@code model}: against a local fake OpenAI-compatible server whose first token comes
 *       {@code bench.firstTokenMs} after the request; prints the time to the first {@code delta}
 *       minus the fake's own first-token time, i.e. what the product adds (retrieval, prompt, HTTP).</li>
 *   <li>{@code offline}: 4 concurrent askers, whole offline answers; prints p50/p95/p99.</li>
 * </ul>
 */
public final class ChatBenchmark {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private ChatBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "offline";
        int firstTokenMs = Integer.getInteger("bench.firstTokenMs", 300);
        PausingModelServer fake = "model".equals(mode)
                ? new PausingModelServer(Duration.ofMillis(firstTokenMs), Duration.ofMillis(5), "An answer ", "[1].")
                : null;
        // as command-line arguments: they must win over application.yml's ${PORT:8080} and ${PREPSTREAM_AI_CHAT:none}
        List<String> arguments = new ArrayList<>(List.of("--server.port=" + Integer.getInteger("bench.port", 18201),
                "--prepstream.streams.vectorize.enabled=false", "--prepstream.streams.analyze.enabled=false",
                "--prepstream.streams.evaluate.enabled=false", "--prepstream.rate-limit.enabled=false",
                "--logging.level.root=WARN"));
        if (fake != null) {
            arguments.addAll(List.of("--spring.ai.model.chat=openai", "--spring.ai.openai.base-url=" + fake.baseUrl(),
                    "--spring.ai.openai.api-key=bench"));
        }
        ConfigurableApplicationContext context = new SpringApplicationBuilder(PrepStreamApplication.class)
                .profiles("test").run(arguments.toArray(String[]::new));
        try {
            org.springframework.jdbc.core.JdbcTemplate jdbc = context.getBean(org.springframework.jdbc.core.JdbcTemplate.class);
            jdbc.update("delete from api_token where prefix = 'bench-tok'");
            // docs/benchmarks.md "Chat": without planner statistics a search can plan as if an account had one item
            com.prepstream.knowledgebase.KnowledgeBaseStatistics.gather(jdbc);
            // the account that owns the knowledge base ThresholdCalibration loaded: search sees its owner's items only
            TestAdmin.addToken(context, BenchAccount.actAs(context), "bench-token-chat");
            String base = "http://localhost:" + Integer.getInteger("bench.port", 18201);
            List<String> questions = questions();
            if (fake != null) {
                firstDeltaOverhead(base, questions, firstTokenMs);
            } else {
                offlineLatency(base, questions, 4);
            }
            MachineLoadNote.print();
        } finally {
            context.close();
            if (fake != null) {
                fake.close();
            }
        }
    }

    private static void firstDeltaOverhead(String base, List<String> questions, int firstTokenMs) throws Exception {
        int asks = Integer.getInteger("bench.asks", 40);
        List<Double> overhead = new ArrayList<>();
        List<JsonNode> server = new ArrayList<>();
        for (int i = 0; i < asks + 5; i++) {
            long session = session(base);
            Timing timing = ask(base, session, questions.get(i % questions.size()));
            if (i >= 5) { // the first few warm up the JIT, the connection pools and the model
                overhead.add(timing.firstDeltaMs - firstTokenMs);
                server.add(timing.server);
            }
        }
        System.out.printf(Locale.ROOT, "model path: %d asks, fake model's first token after %d ms; product overhead "
                + "before the first delta: p50 %.1f ms, p95 %.1f ms, max %.1f ms%n", asks, firstTokenMs,
                percentile(overhead, 50), percentile(overhead, 95), percentile(overhead, 100));
        printServerTimings(server);
    }

    private static void offlineLatency(String base, List<String> questions, int askers) throws Exception {
        int perAsker = Integer.getInteger("bench.asks", 50);
        ExecutorService pool = Executors.newFixedThreadPool(askers);
        List<Future<List<Timing>>> futures = new ArrayList<>();
        for (int a = 0; a < askers; a++) {
            int offset = a * perAsker;
            futures.add(pool.submit(() -> {
                List<Timing> measured = new ArrayList<>();
                long session = session(base);
                for (int i = 0; i < perAsker + 3; i++) {
                    Timing timing = ask(base, session, questions.get((offset + i) % questions.size()));
                    if (i >= 3) {
                        measured.add(timing);
                    }
                }
                return measured;
            }));
        }
        List<Timing> timings = new ArrayList<>();
        for (Future<List<Timing>> future : futures) {
            timings.addAll(future.get());
        }
        List<Double> all = timings.stream().map(Timing::totalMs).toList();
        pool.shutdown();
        System.out.printf(Locale.ROOT, "offline answers: %d askers x %d questions; whole answer (request to done): "
                + "p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms%n", askers, perAsker, percentile(all, 50),
                percentile(all, 95), percentile(all, 99), percentile(all, 100));
        printServerTimings(timings.stream().map(Timing::server).toList());
    }

    /** @param server the answer's {@code done.timings}: the server's own split, to say which step dominates */
    record Timing(double firstDeltaMs, double totalMs, JsonNode server) {
    }

    private static void printServerTimings(List<JsonNode> server) {
        TreeSet<String> names = new TreeSet<>();
        server.forEach(t -> t.propertyNames().forEach(names::add));
        StringBuilder line = new StringBuilder("server-side, ms since the request (p50 / p95):");
        for (String name : names) {
            List<Double> values = server.stream().filter(t -> t.has(name)).map(t -> t.get(name).asDouble()).toList();
            line.append(String.format(Locale.ROOT, " %s %.0f / %.0f", name, percentile(values, 50), percentile(values, 95)));
        }
        System.out.println(line);
    }

    private static Timing ask(String base, long session, String question) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/api/chat/sessions/" + session + "/messages"))
                .header("Authorization", "Bearer bench-token-chat").header("Content-Type", "application/json")
                .header("Accept", "text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(java.util.Map.of("question", question))))
                .build();
        long start = System.nanoTime();
        HttpResponse<InputStream> response = HTTP.send(request, HttpResponse.BodyHandlers.ofInputStream());
        double firstDelta = -1;
        JsonNode server = null;
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (firstDelta < 0 && line.startsWith("event:delta")) {
                    firstDelta = (System.nanoTime() - start) / 1e6;
                }
                if (line.startsWith("event:error")) {
                    throw new IllegalStateException("answer failed: " + reader.readLine());
                }
                if (line.startsWith("event:done")) {
                    String data = reader.readLine();
                    server = JSON.readTree(data.substring(data.indexOf(':') + 1)).get("timings");
                }
            }
        }
        return new Timing(firstDelta, (System.nanoTime() - start) / 1e6, server);
    }

    private static long session(String base) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/api/chat/sessions"))
                .header("Authorization", "Bearer bench-token-chat").header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build();
        JsonNode body = JSON.readTree(HTTP.send(request, HttpResponse.BodyHandlers.ofString()).body());
        return body.get("id").asLong();
    }

    private static List<String> questions() throws Exception {
        List<String> questions = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(ChatBenchmark.class.getClassLoader()
                .getResourceAsStream("retrieval/questions-en.jsonl"), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (!line.isBlank()) {
                    String question = JSON.readTree(line).get("question").asString();
                    questions.add(question.length() > 400 ? question.substring(0, 400) : question);
                }
            }
        }
        return questions;
    }

    static double percentile(List<Double> values, double p) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int index = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
    }

    /** The load the machine was under, printed with the figures (shared machines skew them). */
    static final class MachineLoadNote {
        static void print() {
            double load = java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
            System.out.printf(Locale.ROOT, "machine: %d cores, 1-minute load average %.1f while measuring%n",
                    Runtime.getRuntime().availableProcessors(), load);
        }
    }
}
