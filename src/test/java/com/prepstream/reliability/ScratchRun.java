package com.prepstream.reliability;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * What the chaos run and the cross-language run share: a clean work directory under target/, a scratch
 * PostgreSQL and Redis on spare ports, the instances' environment with short recovery timings, no child
 * process left behind when the run fails, and the ending (drain, verify, print and keep the summary).
 */
final class ScratchRun implements AutoCloseable {

    final Path work;
    final Path jar = Path.of("target", "prepstream.jar").toAbsolutePath();
    final ScratchPostgres postgres;
    final ScratchRedis redis;
    private final List<Runnable> onExit = new CopyOnWriteArrayList<>();

    private ScratchRun(Path work, ScratchPostgres postgres, ScratchRedis redis) {
        this.work = work;
        this.postgres = postgres;
        this.redis = redis;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> onExit.forEach(Runnable::run)));
    }

    /** A clean {@code target/<name>}, then PostgreSQL and Redis started there. */
    static ScratchRun start(String name) throws IOException, InterruptedException {
        Path work = Path.of("target", name).toAbsolutePath();
        deleteRecursively(work);
        Files.createDirectories(work);
        if (!Files.exists(Path.of("target", "prepstream.jar"))) {
            throw new IllegalStateException("build the jar first: ./mvnw -B -q package -DskipTests");
        }
        ScratchPostgres postgres = new ScratchPostgres(freePort(), work);
        ScratchRedis redis = new ScratchRedis(freePort(), work.resolve("redis.log"));
        ScratchRun run = new ScratchRun(work, postgres, redis);
        postgres.initAndStart("prepstream", "prepstream");
        redis.start();
        return run;
    }

    /** The environment every process of the run gets: this run's database, Redis and files. */
    Map<String, String> environment() {
        Map<String, String> env = environment(postgres, work);
        env.put("PREPSTREAM_REDIS_PORT", String.valueOf(redis.port()));
        return env;
    }

    /** An instance of the jar on a spare port, killed when the run exits however it exits. */
    AppInstance app(String name, Map<String, String> env) throws IOException {
        AppInstance app = new AppInstance(name, jar, freePort(), env, work.resolve("app-" + name.toLowerCase() + ".log"));
        onExit(app::killQuietly);
        return app;
    }

    void onExit(Runnable kill) {
        onExit.add(kill);
    }

    /** Waits for the work to drain, verifies it and prints the summary (kept as summary.txt). */
    ChaosSummary finish(Verification verification, Workload workload, List<String> faults, int retriedCalls,
            Instant start, Instant lastFault) throws Exception {
        verification.awaitDrained(workload.submitted, Duration.ofMinutes(10));
        ChaosSummary summary = verification.verify(workload.submitted, faults, retriedCalls,
                Duration.between(start, Instant.now()), Duration.between(lastFault, Instant.now()));
        System.out.println(summary.render());
        Files.writeString(work.resolve("summary.txt"), summary.render());
        return summary;
    }

    @Override
    public void close() throws InterruptedException {
        try {
            redis.close();
        } finally {
            postgres.close();
        }
    }

    /** What every run's instances share, Redis aside: the database, the files, short recovery timings. */
    static Map<String, String> environment(ScratchPostgres postgres, Path work) {
        Map<String, String> env = new HashMap<>();
        env.put("PREPSTREAM_DB_URL", postgres.jdbcUrl("prepstream"));
        env.put("PREPSTREAM_STORAGE_DIR", work.resolve("files").toString());
        env.put("PREPSTREAM_RATE_LIMIT_ENABLED", "false");
        // Short recovery timings so the run drains in minutes; the mechanisms are the production ones.
        for (String stream : List.of("VECTORIZE", "ANALYZE", "EVALUATE")) {
            env.put("PREPSTREAM_STREAMS_" + stream + "_RECLAIM_IDLE", "8s");
            env.put("PREPSTREAM_STREAMS_" + stream + "_LEASE", "10s");
            env.put("PREPSTREAM_STREAMS_" + stream + "_HEARTBEAT", "3s");
            env.put("PREPSTREAM_STREAMS_" + stream + "_BACKOFF", "500ms,1s,2s");
        }
        return env;
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    static int arg(String[] args, int index, int fallback) {
        return args.length > index ? Integer.parseInt(args[index]) : fallback;
    }

    static void deleteRecursively(Path dir) throws IOException, InterruptedException {
        if (Files.exists(dir)) {
            new ProcessBuilder("rm", "-rf", dir.toString()).inheritIO().start().waitFor();
        }
    }
}
