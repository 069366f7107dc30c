package com.prepstream.reliability;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The load run (issue 8): one real instance of target/prepstream.jar on the local services (its
 * own database and Redis db), concurrent uploads and status reads for a fixed time; then every
 * upload must be processed, no 5xx seen, and Redis memory and stream lengths must be bounded.
 * Run with {@code ./scripts/load.sh [seconds uploaders readers]} (defaults 60 2 8).
 */
public final class LoadRun {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final int REDIS_DB = 8;

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        int uploaders = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int readers = args.length > 2 ? Integer.parseInt(args[2]) : 8;
        Path work = Files.createDirectories(Path.of("target", "load").toAbsolutePath());
        shell("psql", "-h", "127.0.0.1", "-U", "postgres", "-qc", "drop database if exists prepstream_load with (force)");
        shell("psql", "-h", "127.0.0.1", "-U", "postgres", "-qc", "create database prepstream_load owner prepstream");
        shell("psql", "-h", "127.0.0.1", "-U", "postgres", "-d", "prepstream_load", "-qc", "create extension vector");
        shell("redis-cli", "-n", String.valueOf(REDIS_DB), "flushdb");
        AppInstance app = new AppInstance("load", Path.of("target", "prepstream.jar").toAbsolutePath(),
                ScratchRun.freePort(), Map.of(
                        "PREPSTREAM_DB_URL", "jdbc:postgresql://127.0.0.1:5432/prepstream_load",
                        "SPRING_DATA_REDIS_DATABASE", String.valueOf(REDIS_DB),
                        "PREPSTREAM_STORAGE_DIR", work.resolve("files").toString(),
                        "PREPSTREAM_RATE_LIMIT_ENABLED", "false"), work.resolve("app.log"));
        app.start();
        boolean ok;
        try {
            app.awaitHealthy(Duration.ofMinutes(3));
            LoadResult result = drive(app.baseUrl(), seconds, uploaders, readers);
            String report = result.render() + redisFootprint();
            System.out.println(report);
            Files.writeString(work.resolve("summary.txt"), report);
            ok = result.ok();
        } finally {
            app.stop();
        }
        System.exit(ok ? 0 : 1);
    }

    private static LoadResult drive(String base, int seconds, int uploaders, int readers) throws Exception {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        List<long[]> uploaded = new CopyOnWriteArrayList<>();
        ConcurrentLinkedQueue<Long> readLatenciesMicros = new ConcurrentLinkedQueue<>();
        AtomicInteger serverErrors = new AtomicInteger();
        AtomicInteger requests = new AtomicInteger();
        Instant end = Instant.now().plusSeconds(seconds);
        ExecutorService pool = Executors.newFixedThreadPool(uploaders + readers);
        for (int u = 0; u < uploaders; u++) {
            pool.submit(() -> uploadLoop(http, base, end, uploaded, serverErrors, requests));
        }
        for (int r = 0; r < readers; r++) {
            pool.submit(() -> readLoop(http, base, end, uploaded, readLatenciesMicros, serverErrors, requests));
        }
        pool.shutdown();
        pool.awaitTermination(seconds + 60L, TimeUnit.SECONDS);
        Instant drainStart = Instant.now();
        int unprocessed = awaitProcessed(http, base, uploaded, Duration.ofMinutes(10));
        List<Long> latencies = new ArrayList<>(readLatenciesMicros);
        Collections.sort(latencies);
        return new LoadResult(seconds, uploaded.size(), requests.get(), serverErrors.get(), latencies, unprocessed,
                Duration.between(drainStart, Instant.now()));
    }

    private static void uploadLoop(HttpClient http, String base, Instant end, List<long[]> uploaded,
            AtomicInteger serverErrors, AtomicInteger requests) {
        while (Instant.now().isBefore(end)) {
            boolean resume = ThreadLocalRandom.current().nextInt(3) == 0;
            String text = (resume ? "SKILLS\nJava, Redis\nEXPERIENCE\nEngineer " : "# Load note\n\nRedis streams ")
                    + UUID.randomUUID() + " handles " + ThreadLocalRandom.current().nextInt(100_000)
                    + " requests per second with consumer groups and acknowledgements.";
            String boundary = "load-" + UUID.randomUUID();
            String path = resume ? "/api/resumes/upload" : "/api/knowledgebase/upload";
            HttpRequest request = HttpRequest.newBuilder(URI.create(base + path)).header("Authorization", AppInstance.BEARER)
                    .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                    .POST(HttpRequest.BodyPublishers.ofByteArray(Api.multipart(boundary, resume ? "cv.txt" : "n.md",
                            text.getBytes(StandardCharsets.UTF_8)))).build();
            JsonNode body = send(http, request, serverErrors, requests, null);
            if (body != null && body.get("id") != null) {
                uploaded.add(new long[] {resume ? 1 : 0, body.get("id").asLong()});
            }
            pause(100);
        }
    }

    private static void readLoop(HttpClient http, String base, Instant end, List<long[]> uploaded,
            ConcurrentLinkedQueue<Long> latencies, AtomicInteger serverErrors, AtomicInteger requests) {
        while (Instant.now().isBefore(end)) {
            String path = uploaded.isEmpty() ? "/api/knowledgebase/list" : statusPath(
                    uploaded.get(ThreadLocalRandom.current().nextInt(uploaded.size())));
            send(http, HttpRequest.newBuilder(URI.create(base + path)).header("Authorization", AppInstance.BEARER).GET().build(), serverErrors, requests,
                    latencies);
        }
    }

    private static String statusPath(long[] item) {
        return item[0] == 1 ? "/api/resumes/" + item[1] + "/detail" : "/api/knowledgebase/" + item[1];
    }

    private static JsonNode send(HttpClient http, HttpRequest request, AtomicInteger serverErrors,
            AtomicInteger requests, ConcurrentLinkedQueue<Long> latencies) {
        long started = System.nanoTime();
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            requests.incrementAndGet();
            if (latencies != null) {
                latencies.add((System.nanoTime() - started) / 1000);
            }
            if (response.statusCode() >= 500) {
                serverErrors.incrementAndGet();
                return null;
            }
            return response.statusCode() < 300 ? JSON.readTree(response.body()) : null;
        } catch (Exception e) {
            serverErrors.incrementAndGet();
            return null;
        }
    }

    private static int awaitProcessed(HttpClient http, String base, List<long[]> uploaded, Duration timeout) {
        List<long[]> open = new ArrayList<>(uploaded);
        Polling.within(timeout, Duration.ofSeconds(1), () -> {
            open.removeIf(item -> {
                JsonNode body = send(http, HttpRequest.newBuilder(URI.create(base + statusPath(item))).header("Authorization", AppInstance.BEARER).GET().build(),
                        new AtomicInteger(), new AtomicInteger(), null);
                String status = body == null ? "" : body.path(item[0] == 1 ? "analyzeStatus" : "vectorStatus")
                        .asString();
                return "COMPLETED".equals(status) || "FAILED".equals(status);
            });
            return open.isEmpty();
        });
        return open.size();
    }

    private static String redisFootprint() throws Exception {
        StringBuilder out = new StringBuilder("redis after the run  : ");
        out.append(shell("redis-cli", "info", "memory").lines().filter(l -> l.startsWith("used_memory_human"))
                .findFirst().orElse("?").trim());
        for (String stream : List.of("knowledgebase:vectorize:stream", "resume:analyze:stream",
                "interview:evaluate:stream")) {
            out.append(", ").append(stream).append(" length ")
                    .append(shell("redis-cli", "-n", String.valueOf(REDIS_DB), "xlen", stream).trim());
        }
        return out.append('\n').toString();
    }

    private static String shell(String... command) throws Exception {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        process.waitFor();
        return output;
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private LoadRun() {
    }
}
