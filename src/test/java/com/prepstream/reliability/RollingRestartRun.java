package com.prepstream.reliability;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Rolling restart under load (issue 17): two instances of target/prepstream.jar on a scratch PostgreSQL
 * and Redis (ports 18622, 18603; instances 18632, 18633); while uploads of all three kinds keep coming,
 * each instance in turn is taken out of the client's rotation (as a proxy drains it), sent SIGTERM,
 * waited for, started again and put back. Then: nothing lost, nothing run twice (no task has two runs
 * in its history before the verification's own clean re-run), no accepted request failed (refused
 * connections are counted apart: the client sends them to the other instance), and how the in-flight
 * tasks were handed over. Run with {@code ./scripts/chaos-rolling.sh}; arguments: uploads per second
 * (default 1), then optionally the streams' shutdown grace (e.g. {@code 1s}; default the product's 20 s). Exit 1 on any loss, duplicate, stuck task, second run or failed accepted request.
 */
public final class RollingRestartRun {

    public static void main(String[] args) throws Exception {
        double perSecond = args.length > 0 ? Double.parseDouble(args[0]) : 1;
        // A grace shorter than the tasks (e.g. 1s) makes every shutdown hand its running tasks over, as
        // model calls of 5-30 s do with the default 20 s; without it the offline tasks finish in the grace.
        String grace = args.length > 1 ? args[1] : null;
        Path work = Path.of("target", "chaos-rolling").toAbsolutePath();
        ScratchRun.deleteRecursively(work);
        Files.createDirectories(work);
        Path jar = Path.of("target", "prepstream.jar").toAbsolutePath();
        boolean ok;
        try (ScratchPostgres postgres = new ScratchPostgres(18622, work);
             ScratchRedis redis = new ScratchRedis(18603, work.resolve("redis.log"))) {
            postgres.initAndStart("prepstream", "prepstream");
            redis.start();
            Map<String, String> env = ScratchRun.environment(postgres, work);
            env.put("PREPSTREAM_REDIS_PORT", String.valueOf(redis.port()));
            if (grace != null) {
                for (String stream : List.of("VECTORIZE", "ANALYZE", "EVALUATE")) {
                    env.put("PREPSTREAM_STREAMS_" + stream + "_SHUTDOWNGRACE", grace);
                }
            }
            List<AppInstance> instances = List.of(
                    new AppInstance("A", jar, 18632, env, work.resolve("app-a.log")),
                    new AppInstance("B", jar, 18633, env, work.resolve("app-b.log")));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> instances.forEach(AppInstance::killQuietly)));
            Map<String, Boolean> inRotation = new ConcurrentHashMap<>();
            for (AppInstance instance : instances) {
                instance.start();
            }
            for (AppInstance instance : instances) {
                instance.awaitHealthy(Duration.ofMinutes(15));
                inRotation.put(instance.name(), true);
            }
            Api api = new Api(() -> instances.stream().filter(i -> inRotation.get(i.name())).map(AppInstance::baseUrl)
                    .toList());
            Workload workload = new Workload(api, 42);
            Load load = new Load(workload, perSecond);
            Instant start = Instant.now();
            load.start();
            Thread.sleep(20_000); // a backlog in flight before the first restart
            List<String> restarts = new ArrayList<>();
            for (AppInstance instance : instances) {
                restarts.add(restart(instance, inRotation, postgres));
                Thread.sleep(10_000);
            }
            load.stop();
            Instant lastRestart = Instant.now();
            Verification verification = new Verification(api, postgres);
            verification.awaitDrained(workload.submitted, Duration.ofMinutes(10));
            Duration drain = Duration.between(lastRestart, Instant.now());
            Handover handover = handover(postgres);
            ChaosSummary summary = verification.verify(workload.submitted, restarts, api.retriedCalls,
                    Duration.between(start, Instant.now()), drain);
            String report = summary.render().replace("after the last fault", "after the last restart")
                    + "accepted requests failed   = " + api.failedAcceptedCalls
                    + " (an instance took the request, then answered 5xx or dropped it)\n"
                    + "requests refused           : " + api.refusedCalls
                    + " (no instance took them; sent to the other one, as a proxy would)\n"
                    + "slowest answer             : " + api.slowestMs + " ms\n" + handover.render();
            System.out.println(report);
            Files.writeString(work.resolve("summary.txt"), report);
            for (AppInstance instance : instances) {
                instance.stop();
            }
            ok = summary.ok() && api.failedAcceptedCalls == 0 && handover.runTwice() == 0
                    && handover.completedTwice() == 0 && handover.notTakenOver() == 0 && load.failure() == null;
            if (load.failure() != null) {
                System.out.println("load generator failed: " + load.failure());
            }
        }
        System.exit(ok ? 0 : 1);
    }

    /** Out of rotation, SIGTERM, wait for the exit, start, healthy, back in rotation. */
    private static String restart(AppInstance instance, Map<String, Boolean> inRotation, ScratchPostgres postgres)
            throws Exception {
        Verification probe = new Verification(null, postgres);
        String open = probe.openWork();
        inRotation.put(instance.name(), false);
        Instant term = Instant.now();
        boolean graceful = instance.stopGracefully(Duration.ofSeconds(60));
        Duration exit = Duration.between(term, Instant.now());
        instance.start();
        instance.awaitHealthy(Duration.ofMinutes(15));
        inRotation.put(instance.name(), true);
        String line = "SIGTERM to " + instance.name() + " (" + open + "): " + (graceful ? "exited" : "KILLED")
                + " after " + exit.toMillis() / 1000.0 + " s, back in rotation after "
                + Duration.between(term, Instant.now()).toMillis() / 1000.0 + " s";
        System.out.println("[rolling] " + line);
        return line;
    }

    record Handover(int runTwice, int completedTwice, int released, int notTakenOver, double slowestSeconds) {
        String render() {
            return "tasks run more than once   = " + runTwice
                    + " (a second PROCESSING run in a task's history that no release at shutdown explains)\n"
                    + "tasks completed twice      = " + completedTwice + "\n"
                    + "released at shutdown       : " + released + " (handed back PENDING, attempt not counted)\n"
                    + "  not taken over           = " + notTakenOver + " (released and never claimed again)\n"
                    + "  slowest handover         : " + slowestSeconds
                    + " s from release to the next claim (lease 60 s: a kill -9 waits for it to expire)\n";
        }
    }

    /** Read from the history before the verification re-runs every document on purpose. */
    private static Handover handover(ScratchPostgres postgres) throws Exception {
        try (Connection db = DriverManager.getConnection(postgres.jdbcUrl("prepstream"), "postgres", "")) {
            int runTwice = Verification.count(db, """
                    select count(*) from (select task_id from stream_task_transition group by task_id
                    having count(*) filter (where status = 'PROCESSING')
                         > 1 + count(*) filter (where error = 'released at shutdown')) twice""");
            int completedTwice = Verification.count(db, """
                    select count(*) from (select task_id from stream_task_transition where status = 'COMPLETED'
                    group by task_id having count(*) > 1) twice""");
            int released = Verification.count(db,
                    "select count(*) from stream_task_transition where error = 'released at shutdown'");
            int notTakenOver = Verification.count(db, """
                    select count(*) from stream_task_transition r where r.error = 'released at shutdown'
                    and not exists (select 1 from stream_task_transition n where n.task_id = r.task_id
                                    and n.id > r.id and n.status = 'PROCESSING')""");
            int slowestMs = Verification.count(db, """
                    select coalesce(max(extract(epoch from (select min(n.at) from stream_task_transition n
                           where n.task_id = r.task_id and n.id > r.id and n.status = 'PROCESSING') - r.at) * 1000), 0)::int
                    from stream_task_transition r where r.error = 'released at shutdown'""");
            return new Handover(runTwice, completedTwice, released, notTakenOver, slowestMs / 1000.0);
        }
    }

    /** Uploads of the three kinds in rotation at a steady rate, on a thread of its own. */
    static final class Load {
        private final Workload workload;
        private final long pauseMs;
        private final AtomicBoolean running = new AtomicBoolean(true);
        private final Thread thread;
        private volatile Throwable failure;

        Load(Workload workload, double perSecond) {
            this.workload = workload;
            this.pauseMs = Math.round(1000 / perSecond);
            this.thread = new Thread(this::run, "load");
            thread.setDaemon(true); // never keeps the run alive after a failure
        }

        void start() {
            thread.start();
        }

        void stop() throws InterruptedException {
            running.set(false);
            thread.join();
        }

        Throwable failure() {
            return failure;
        }

        private void run() {
            try {
                for (int i = 0; running.get(); i++) {
                    switch (i % 4) {
                        case 0, 2 -> workload.uploadDocument(i);
                        case 1 -> workload.uploadResume(i);
                        default -> workload.runInterview(i);
                    }
                    Thread.sleep(pauseMs);
                }
            } catch (Throwable e) {
                failure = e;
            }
        }
    }

    private RollingRestartRun() {
    }
}
