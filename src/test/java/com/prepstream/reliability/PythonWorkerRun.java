package com.prepstream.reliability;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The mixed deployments of issue 31 under a fault, on a scratch PostgreSQL and Redis, in two stages:
 * <ol>
 *   <li>one Java instance with every role but the vectorize worker ({@code web,analyze-worker,evaluate-worker})
 *       and the Python vectorize worker ({@code workers/python/run.sh}) alone in {@code vectorize-group};</li>
 *   <li>then a Java {@code vectorize-worker} instance joins the group beside the Python worker.</li>
 * </ol>
 * In each stage, documents (and a few corrupt PDFs) are uploaded in a burst and the Python worker is
 * killed with {@code kill -9} while it runs a task, then started again. Then the chaos verification: every
 * item COMPLETED (the corrupt ones FAILED), nothing lost, and a clean re-run of every item (revectorize, by
 * either worker) gives the same chunks: duplicated 0. In the second stage both workers must have run tasks.
 *
 * <p>Run with {@code ./scripts/python-worker-run.sh} (builds the jar first). Arguments: documents,
 * corrupt PDFs (defaults 60 4). Exit code 1 when anything was lost or duplicated, or a worker did nothing.
 */
public final class PythonWorkerRun {

    public static void main(String[] args) throws Exception {
        int documents = ScratchRun.arg(args, 0, 60);
        int corrupt = ScratchRun.arg(args, 1, 4);
        boolean ok;
        try (ScratchRun run = ScratchRun.start("python-worker-run")) {
            Map<String, String> env = run.environment();
            AppInstance web = run.app("web", with(env, "PREPSTREAM_ROLES", "web,analyze-worker,evaluate-worker"));
            Map<String, String> workerEnv = with(env, "PREPSTREAM_ROLES", "vectorize-worker");
            AppInstance javaWorker = run.app("java-worker", workerEnv);
            // without the web role health answers on the management port: the instance's own port here
            workerEnv.put("MANAGEMENT_SERVER_PORT", String.valueOf(javaWorker.port()));
            PythonWorker python = new PythonWorker(env, run.work.resolve("python.log"));
            run.onExit(python::killQuietly);
            web.start();
            python.start();
            web.awaitHealthy(Duration.ofMinutes(8));
            Api api = new Api(() -> List.of(web.baseUrl()));
            Workload workload = new Workload(api, 42);
            Verification verification = new Verification(api, run.postgres);
            List<String> faults = new ArrayList<>();
            Instant start = Instant.now();
            long javaTasks;
            long pythonTasks;
            Instant lastFault;
            try (LeaseOwners owners = new LeaseOwners(run.postgres)) {
                upload(workload, 0, documents, corrupt);
                faults.add(python.killWhileRunning(owners) + " (Python alone in the group)");
                javaWorker.start();
                javaWorker.awaitHealthy(Duration.ofMinutes(8)); // minutes on a loaded machine
                Set<String> pythonBefore = python.consumers();
                upload(workload, 1, documents, corrupt);
                faults.add(python.killWhileRunning(owners) + " (beside a Java vectorize worker)");
                lastFault = Instant.now();
                verification.awaitDrained(workload.submitted, Duration.ofMinutes(10));
                Set<String> pythons = python.consumers();
                javaTasks = owners.tasksOf(owner -> !pythons.contains(owner));
                pythonTasks = owners.tasksOf(owner -> pythons.contains(owner) && !pythonBefore.contains(owner));
            }
            ChaosSummary summary = run.finish(verification, workload, faults, api.retriedCalls, start, lastFault);
            String shared = "vectorize tasks run beside each other: " + javaTasks + " by Java, " + pythonTasks
                    + " by Python (after the Java worker joined)";
            System.out.println(shared);
            Files.writeString(run.work.resolve("summary.txt"), shared + "\n", StandardOpenOption.APPEND);
            python.stop();
            javaWorker.stop();
            web.stop();
            ok = summary.ok() && javaTasks > 0 && pythonTasks > 0;
        }
        System.exit(ok ? 0 : 1);
    }

    /** Half {@code half} (0 or 1) of the corrupt PDFs and documents, as one burst. */
    private static void upload(Workload workload, int half, int documents, int corrupt) {
        for (int i = half * corrupt / 2; i < (half + 1) * corrupt / 2; i++) {
            workload.uploadCorruptPdf(i);
        }
        for (int i = half * documents / 2; i < (half + 1) * documents / 2; i++) {
            workload.uploadDocument(i);
        }
    }

    private static Map<String, String> with(Map<String, String> env, String key, String value) {
        Map<String, String> copy = new HashMap<>(env);
        copy.put(key, value);
        return copy;
    }

    /** workers/python/run.sh as a process: it execs the worker, so a kill reaches the worker itself. */
    private static final class PythonWorker {

        private static final Pattern STARTED = Pattern.compile("vectorize worker (vectorize-consumer-[a-z0-9]+) reading");

        private final Map<String, String> environment;
        private final Path logFile;
        private Process process;
        private int starts;

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
            starts++;
        }

        /** Waits until this process holds a task in the ledger, kill -9, starts a new one; says what it did. */
        String killWhileRunning(LeaseOwners owners) throws Exception {
            String[] consumer = new String[1];
            boolean running = Polling.within(Duration.ofMinutes(3), Duration.ofMillis(100), () -> {
                consumer[0] = current();
                return consumer[0] != null && owners.holdsTask(consumer[0]);
            });
            if (!running) {
                throw new IllegalStateException("the Python worker ran no task within 3 minutes; see " + logFile);
            }
            process.destroyForcibly(); // SIGKILL
            process.waitFor();
            start();
            return "kill -9 of the Python worker " + consumer[0] + " while it held a task";
        }

        /** The consumer name of the running process: the last one its log announced, if it started. */
        private String current() throws IOException {
            List<String> names = List.copyOf(consumersInLog());
            return names.size() == starts ? names.get(names.size() - 1) : null;
        }

        Set<String> consumers() throws IOException {
            return Set.copyOf(consumersInLog());
        }

        private List<String> consumersInLog() throws IOException {
            Matcher matcher = STARTED.matcher(Files.exists(logFile) ? Files.readString(logFile) : "");
            return matcher.results().map(m -> m.group(1)).collect(Collectors.toList());
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
