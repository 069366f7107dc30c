package com.prepstream.reliability;

import java.time.Duration;
import java.time.Instant;
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
        int documents = ScratchRun.arg(args, 0, 150);
        int resumes = ScratchRun.arg(args, 1, 100);
        int interviews = ScratchRun.arg(args, 2, 40);
        int corrupt = ScratchRun.arg(args, 3, 6);
        boolean ok;
        try (ScratchRun run = ScratchRun.start("chaos")) {
            Map<String, String> env = run.environment();
            List<AppInstance> instances = List.of(run.app("A", env), run.app("B", env));
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
            Verification verification = new Verification(api, run.postgres);
            Faults faults = new Faults(instances.get(0), alive, run.redis, run.postgres, verification::openWork);
            Instant start = Instant.now();
            submit(workload, faults, documents, resumes, interviews, corrupt);
            faults.restartKilledInstance();
            ChaosSummary summary = run.finish(verification, workload, faults.injected(), api.retriedCalls, start,
                    Instant.now());
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

    private ChaosRun() {
    }
}
