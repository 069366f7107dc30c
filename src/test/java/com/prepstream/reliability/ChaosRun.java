package com.prepstream.reliability;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The chaos suite (issue 8): two real instances of target/prepstream.jar sharing a PostgreSQL and a
 * Redis that this run starts itself on spare ports; a few hundred uploads across the three
 * pipelines; during processing a kill -9 of one instance, a restart of Redis without persistence
 * and a PostgreSQL outage; then verification that nothing was lost or done twice.
 *
 * <p>Run with {@code ./scripts/chaos.sh} (builds the jar first). Arguments: documents, resumes,
 * interviews, corrupt PDFs (defaults 150 100 40 6). Exit code 1 when anything was lost or duplicated.
 */
public final class ChaosRun {

    public static void main(String[] args) throws Exception {
        int documents = arg(args, 0, 150);
        int resumes = arg(args, 1, 100);
        int interviews = arg(args, 2, 40);
        int corrupt = arg(args, 3, 6);
        Path work = Path.of("target", "chaos").toAbsolutePath();
        deleteRecursively(work);
        Files.createDirectories(work);
        Path jar = Path.of("target", "prepstream.jar").toAbsolutePath();
        if (!Files.exists(jar)) {
            throw new IllegalStateException("build the jar first: ./mvnw -B -q package -DskipTests");
        }
        boolean ok;
        try (ScratchPostgres postgres = new ScratchPostgres(freePort(), work);
             ScratchRedis redis = new ScratchRedis(freePort(), work.resolve("redis.log"))) {
            postgres.initAndStart("prepstream", "prepstream");
            redis.start();
            Map<String, String> env = environment(postgres, redis, work);
            List<AppInstance> instances = List.of(
                    new AppInstance("A", jar, freePort(), env, work.resolve("app-a.log")),
                    new AppInstance("B", jar, freePort(), env, work.resolve("app-b.log")));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> instances.forEach(AppInstance::killQuietly)));
            for (AppInstance instance : instances) {
                instance.start();
            }
            for (AppInstance instance : instances) {
                instance.awaitHealthy(Duration.ofMinutes(3));
            }
            Map<String, Boolean> alive = new HashMap<>(Map.of("A", true, "B", true));
            Api api = new Api(() -> instances.stream().filter(i -> alive.get(i.name())).map(AppInstance::baseUrl)
                    .toList());
            Workload workload = new Workload(api, 42);
            Verification verification = new Verification(api, postgres);
            Faults faults = new Faults(instances.get(0), alive, redis, postgres, verification::openWork);
            Instant start = Instant.now();
            submit(workload, faults, documents, resumes, interviews, corrupt);
            faults.restartKilledInstance();
            Instant lastFault = Instant.now();
            verification.awaitDrained(workload.submitted, Duration.ofMinutes(10));
            Duration drain = Duration.between(lastFault, Instant.now());
            ChaosSummary summary = verification.verify(workload.submitted, faults.injected(), api.retriedCalls,
                    Duration.between(start, Instant.now()), drain);
            System.out.println(summary.render());
            Files.writeString(work.resolve("summary.txt"), summary.render());
            for (AppInstance instance : instances) {
                instance.stop();
            }
            ok = summary.ok();
        }
        System.exit(ok ? 0 : 1);
    }

    /** Submits the workload in rounds and injects one fault after each third of it. */
    private static void submit(Workload workload, Faults faults, int documents, int resumes, int interviews,
            int corrupt) throws Exception {
        int rounds = 3;
        for (int round = 0; round < rounds; round++) {
            // Interviews first (many small calls), then the uploads as one burst, then the fault at
            // once: the backlog of the burst is what the fault must not lose.
            for (int i = round * interviews / rounds; i < (round + 1) * interviews / rounds; i++) {
                workload.runInterview(i);
            }
            for (int i = round * corrupt / rounds; i < (round + 1) * corrupt / rounds; i++) {
                workload.uploadCorruptPdf(i);
            }
            for (int i = round * resumes / rounds; i < (round + 1) * resumes / rounds; i++) {
                workload.uploadResume(i);
            }
            for (int i = round * documents / rounds; i < (round + 1) * documents / rounds; i++) {
                workload.uploadDocument(i);
            }
            switch (round) {
                case 0 -> faults.killOneInstance();
                case 1 -> faults.restartRedisEmpty();
                default -> faults.stopPostgresBriefly(Duration.ofSeconds(6));
            }
        }
    }

    private static Map<String, String> environment(ScratchPostgres postgres, ScratchRedis redis, Path work) {
        Map<String, String> env = environment(postgres, work);
        env.put("PREPSTREAM_REDIS_PORT", String.valueOf(redis.port()));
        return env;
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

    private ChaosRun() {
    }

    static List<String> lines(String text) {
        return new ArrayList<>(List.of(text.split("\n")));
    }
}
