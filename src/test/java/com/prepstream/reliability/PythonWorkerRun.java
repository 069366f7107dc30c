package com.prepstream.reliability;

import static com.prepstream.reliability.ChaosRun.arg;
import static com.prepstream.reliability.ChaosRun.deleteRecursively;
import static com.prepstream.reliability.ChaosRun.freePort;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The mixed deployment of issue 31 under a fault: one Java instance with every role but the vectorize
 * worker ({@code web,analyze-worker,evaluate-worker}) and the Python vectorize worker
 * ({@code workers/python/run.sh}) on a scratch PostgreSQL and Redis; documents (and a few corrupt PDFs)
 * uploaded in three bursts, {@code kill -9} of the Python worker after the first and a restart. Then the
 * chaos verification: every item COMPLETED (the corrupt ones FAILED), nothing lost, and a clean re-run
 * of every item (revectorize, again by Python) gives the same chunks: duplicated 0.
 *
 * <p>Run with {@code ./scripts/python-worker-run.sh} (builds the jar first). Arguments: documents,
 * corrupt PDFs (defaults 60 3). Exit code 1 when anything was lost or duplicated.
 */
public final class PythonWorkerRun {

    public static void main(String[] args) throws Exception {
        int documents = arg(args, 0, 60);
        int corrupt = arg(args, 1, 3);
        Path work = Path.of("target", "python-worker-run").toAbsolutePath();
        deleteRecursively(work);
        Files.createDirectories(work);
        Path jar = Path.of("target", "prepstream.jar").toAbsolutePath();
        boolean ok;
        try (ScratchPostgres postgres = new ScratchPostgres(freePort(), work);
             ScratchRedis redis = new ScratchRedis(freePort(), work.resolve("redis.log"))) {
            postgres.initAndStart("prepstream", "prepstream");
            redis.start();
            Map<String, String> env = ChaosRun.environment(postgres, work);
            env.put("PREPSTREAM_REDIS_PORT", String.valueOf(redis.port()));
            env.put("PREPSTREAM_ROLES", "web,analyze-worker,evaluate-worker");
            AppInstance app = new AppInstance("web", jar, freePort(), env, work.resolve("app.log"));
            PythonWorker python = new PythonWorker(env, work.resolve("python.log"));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                app.killQuietly();
                python.killQuietly();
            }));
            app.start();
            python.start();
            app.awaitHealthy(Duration.ofMinutes(3));
            Api api = new Api(() -> List.of(app.baseUrl()));
            Workload workload = new Workload(api, 42);
            Verification verification = new Verification(api, postgres);
            Instant start = Instant.now();
            for (int round = 0; round < 3; round++) {
                for (int i = round * corrupt / 3; i < (round + 1) * corrupt / 3; i++) {
                    workload.uploadCorruptPdf(i);
                }
                for (int i = round * documents / 3; i < (round + 1) * documents / 3; i++) {
                    workload.uploadDocument(i);
                }
                if (round == 0) {
                    Thread.sleep(3_000); // into its first runs
                    python.kill();
                    python.start();
                }
            }
            Instant lastFault = Instant.now();
            verification.awaitDrained(workload.submitted, Duration.ofMinutes(10));
            ChaosSummary summary = verification.verify(workload.submitted, List.of("kill -9 of the Python worker"),
                    api.retriedCalls, Duration.between(start, Instant.now()), Duration.between(lastFault, Instant.now()));
            System.out.println(summary.render());
            Files.writeString(work.resolve("summary.txt"), summary.render());
            python.stop();
            app.stop();
            ok = summary.ok();
        }
        System.exit(ok ? 0 : 1);
    }

    /** workers/python/run.sh as a process: it execs the worker, so a kill reaches the worker itself. */
    private static final class PythonWorker {

        private final Map<String, String> environment;
        private final Path logFile;
        private Process process;

        PythonWorker(Map<String, String> environment, Path logFile) {
            this.environment = environment;
            this.logFile = logFile;
        }

        void start() throws IOException {
            ProcessBuilder builder = new ProcessBuilder("workers/python/run.sh").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()));
            builder.environment().putAll(environment);
            // the chaos runs' short recovery timings, as the Java workers get them
            builder.environment().put("PREPSTREAM_PY_LEASE_MS", "10000");
            builder.environment().put("PREPSTREAM_PY_HEARTBEAT_S", "3");
            builder.environment().put("PREPSTREAM_PY_RECLAIM_IDLE_MS", "8000");
            process = builder.start();
        }

        void kill() throws InterruptedException {
            process.destroyForcibly(); // SIGKILL
            process.waitFor();
        }

        void killQuietly() {
            if (process != null) {
                process.destroyForcibly();
            }
        }

        void stop() throws InterruptedException {
            process.destroy(); // SIGTERM: running task finished or released
            process.waitFor();
        }
    }
}
