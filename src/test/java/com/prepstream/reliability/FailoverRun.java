package com.prepstream.reliability;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Redis failover under load (issue 17): two real instances of target/prepstream.jar connected through
 * Sentinel to a master with one replica (all started here, {@link ScratchSentinels}); uploads of all three
 * kinds; kill -9 of the master while the backlog is processed and more uploads arrive; Sentinel promotes
 * the replica. Replication is asynchronous, so entries (and group state) the old master acknowledged can
 * be missing on the new one: the ledger must bring them back. Prints lost / duplicated / stuck / time to
 * drain and whether uploads were accepted throughout. Run with {@code ./scripts/chaos-failover.sh}.
 * Arguments: documents, resumes, interviews, corrupt PDFs (defaults 60 40 16 3). Exit 1 on any loss.
 */
public final class FailoverRun {

    public static void main(String[] args) throws Exception {
        int documents = ScratchRun.arg(args, 0, 60);
        int resumes = ScratchRun.arg(args, 1, 40);
        int interviews = ScratchRun.arg(args, 2, 16);
        int corrupt = ScratchRun.arg(args, 3, 3);
        Path work = Path.of("target", "chaos-failover").toAbsolutePath();
        ScratchRun.deleteRecursively(work);
        Files.createDirectories(work);
        Path jar = Path.of("target", "prepstream.jar").toAbsolutePath();
        boolean ok;
        try (ScratchPostgres postgres = new ScratchPostgres(18620, work);
             ScratchSentinels redis = new ScratchSentinels(work.resolve("redis"))) {
            postgres.initAndStart("prepstream", "prepstream");
            redis.start();
            Map<String, String> env = ScratchRun.environment(postgres, work);
            env.put("SPRING_DATA_REDIS_SENTINEL_MASTER", ScratchSentinels.MASTER_NAME);
            env.put("SPRING_DATA_REDIS_SENTINEL_NODES", redis.nodes());
            // rate limits stay on (in Redis, so through the failover too), with room for the whole run
            env.put("PREPSTREAM_RATE_LIMIT_ENABLED", "true");
            env.put("PREPSTREAM_RATE_LIMIT_UPLOADS", "100000");
            // the verification re-vectorizes every document after the run (more than the 60 re-runs a minute allowed)
            env.put("PREPSTREAM_RATE_LIMIT_RERUNS", "100000");
            for (String stream : List.of("VECTORIZE", "ANALYZE", "EVALUATE")) {
                env.put("PREPSTREAM_STREAMS_" + stream + "_LOST_AFTER", "15s");
            }
            List<AppInstance> instances = List.of(
                    new AppInstance("A", jar, 18630, env, work.resolve("app-a.log")),
                    new AppInstance("B", jar, 18631, env, work.resolve("app-b.log")));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> instances.forEach(AppInstance::killQuietly)));
            for (AppInstance instance : instances) {
                instance.start();
            }
            for (AppInstance instance : instances) {
                instance.awaitHealthy(Duration.ofMinutes(8));
            }
            Api api = new Api(() -> instances.stream().map(AppInstance::baseUrl).toList());
            Workload workload = new Workload(api, 42);
            Verification verification = new Verification(api, postgres);
            List<String> faults = new ArrayList<>();
            Instant start = Instant.now();
            submit(workload, 0, documents, resumes, interviews, corrupt);
            String open = verification.openWork();
            Instant kill = Instant.now();
            redis.killMaster();
            Instant[] promoted = new Instant[1];
            Thread watch = new Thread(() -> {
                Polling.within(Duration.ofMinutes(2), Duration.ofMillis(100),
                        () -> redis.currentMaster() == ScratchSentinels.REPLICA);
                promoted[0] = Instant.now();
            }, "sentinel-watch");
            watch.start();
            faults.add("kill -9 of the Redis master " + ScratchSentinels.MASTER + " (" + open + ")");
            int refusedBefore = api.retriedCalls;
            long slowestBefore = api.slowestMs;
            submit(workload, 1, documents, resumes, interviews, corrupt); // while Sentinel fails over
            watch.join();
            Duration failover = Duration.between(kill, promoted[0]);
            faults.add("Sentinel announced the replica " + redis.currentMaster() + " as master "
                    + failover.toMillis() / 1000.0 + " s after the kill (the second half of the uploads went on meanwhile)");
            verification.awaitDrained(workload.submitted, Duration.ofMinutes(10));
            Duration drain = Duration.between(kill, Instant.now());
            ChaosSummary summary = verification.verify(workload.submitted, faults, api.retriedCalls,
                    Duration.between(start, Instant.now()), drain);
            String report = summary.render().replace("after the last fault", "after the master was killed")
                    + "uploads refused during the failover: " + (api.retriedCalls - refusedBefore)
                    + " (slowest answered call " + Math.max(api.slowestMs, slowestBefore) + " ms)\n"
                    + "live-event subscribers on the new master: " + subscribers(redis) + " (2 instances)\n";
            System.out.println(report);
            Files.writeString(work.resolve("summary.txt"), report);
            for (AppInstance instance : instances) {
                instance.stop();
            }
            ok = summary.ok() && api.retriedCalls == refusedBefore;
        }
        System.exit(ok ? 0 : 1);
    }

    /** Half {@code half} (0 or 1) of each kind, interviews first, then the uploads as a burst. */
    private static void submit(Workload workload, int half, int documents, int resumes, int interviews, int corrupt) {
        for (int i = half * interviews / 2; i < (half + 1) * interviews / 2; i++) {
            workload.runInterview(i);
        }
        for (int i = half * corrupt / 2; i < (half + 1) * corrupt / 2; i++) {
            workload.uploadCorruptPdf(i);
        }
        for (int i = half * resumes / 2; i < (half + 1) * resumes / 2; i++) {
            workload.uploadResume(i);
        }
        for (int i = half * documents / 2; i < (half + 1) * documents / 2; i++) {
            workload.uploadDocument(i);
        }
    }

    private static String subscribers(ScratchSentinels redis) {
        String answer = ScratchSentinels.cli(redis.currentMaster(), "pubsub", "numsub", "prepstream-db0:task-status");
        String[] lines = answer.trim().split("\\s+");
        return lines.length < 2 ? "?" : lines[1];
    }

    private FailoverRun() {
    }
}
