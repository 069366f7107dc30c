package com.prepstream.stream;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * How busy the machine was during a measurement: load average, and CPU time split into this JVM, the
 * benchmark's private redis-server, PostgreSQL (shared with the other engineers' test databases) and
 * everything else (other engineers' builds and tests).
 */
final class MachineLoad {

    private final long busyTicks;
    private final long totalTicks;
    private final long ownCpuNanos;
    private final long redisCpuNanos;
    private final long postgresCpuNanos;
    private final String loadAverage;
    private final long wallNanos;
    private final ProcessHandle redis;
    private final java.util.Map<Long, Long> ownBackendCpu;
    private final long[] ownUserSystemTicks;
    private final java.util.Map<String, Long> ownSwitches;

    /**
     * Pids of the PostgreSQL backends connected to the benchmark's database: their CPU is the part of
     * PostgreSQL's that serves the benchmark (the rest serves the other engineers' databases, plus the
     * shared WAL writer and checkpointer). Empty by default.
     */
    static volatile java.util.function.Supplier<java.util.Collection<Long>> ownBackends = java.util.List::of;

    private MachineLoad(ProcessHandle redis) {
        this.redis = redis;
        long[] ticks = cpuTicks();
        busyTicks = ticks[0];
        totalTicks = ticks[1];
        ownCpuNanos = cpu(ProcessHandle.current());
        redisCpuNanos = cpu(redis);
        postgresCpuNanos = postgresCpu();
        ownBackendCpu = backendCpu();
        ownUserSystemTicks = userSystemTicks();
        ownSwitches = contextSwitches();
        loadAverage = loadAverage();
        wallNanos = System.nanoTime();
    }

    static MachineLoad sample(ProcessHandle redis) {
        return new MachineLoad(redis);
    }

    /**
     * As {@link #since(MachineLoad)}, plus the CPU time per task of this JVM and of PostgreSQL: less
     * sensitive to the other engineers' load than tasks/s (PostgreSQL's share still includes their queries).
     */
    static String since(MachineLoad start, int tasks) {
        MachineLoad end = new MachineLoad(start.redis);
        double ownUs = (end.ownCpuNanos - start.ownCpuNanos) / 1e3 / tasks;
        double postgresUs = Math.max(0, end.postgresCpuNanos - start.postgresCpuNanos) / 1e3 / tasks;
        long backendNanos = 0;
        for (var backend : end.ownBackendCpu.entrySet()) {
            backendNanos += Math.max(0, backend.getValue() - start.ownBackendCpu.getOrDefault(backend.getKey(), 0L));
        }
        long switches = 0;
        for (var thread : end.ownSwitches.entrySet()) {
            switches += Math.max(0, thread.getValue() - start.ownSwitches.getOrDefault(thread.getKey(), 0L));
        }
        double tickUs = 10_000.0; // USER_HZ = 100 on Linux
        return since(start) + String.format("; CPU per task: this JVM %.0f us (user %.0f, kernel %.0f; %.2f context "
                        + "switches), PostgreSQL %.0f us (of which the benchmark database's backends %.0f us)", ownUs,
                (end.ownUserSystemTicks[0] - start.ownUserSystemTicks[0]) * tickUs / tasks,
                (end.ownUserSystemTicks[1] - start.ownUserSystemTicks[1]) * tickUs / tasks, (double) switches / tasks,
                postgresUs, backendNanos / 1e3 / tasks);
    }

    /** One line describing the interval from {@code start} to now. */
    static String since(MachineLoad start) {
        MachineLoad end = new MachineLoad(start.redis);
        double cores = Runtime.getRuntime().availableProcessors();
        double wall = end.wallNanos - start.wallNanos;
        double busyShare = (double) (end.busyTicks - start.busyTicks) / Math.max(1, end.totalTicks - start.totalTicks);
        double own = (end.ownCpuNanos - start.ownCpuNanos) / wall / cores;
        double redis = (end.redisCpuNanos - start.redisCpuNanos) / wall / cores;
        double postgres = Math.max(0, (end.postgresCpuNanos - start.postgresCpuNanos) / wall / cores);
        double others = Math.max(0, busyShare - own - redis - postgres);
        return String.format("machine busy %3.0f%% of %d cores: this JVM %3.0f%%, its redis-server %3.0f%%, "
                        + "PostgreSQL (all databases) %3.0f%%, everything else %3.0f%%; load average %s -> %s",
                busyShare * 100, (int) cores, own * 100, redis * 100, postgres * 100, others * 100,
                start.loadAverage, end.loadAverage);
    }

    /** CPU of the PostgreSQL server processes alive now (it serves the other engineers' databases too). */
    private static long postgresCpu() {
        return ProcessHandle.allProcesses()
                .filter(p -> p.info().command().map(c -> c.contains("postgres")).orElse(false))
                .mapToLong(MachineLoad::cpu).sum();
    }

    private static java.util.Map<Long, Long> backendCpu() {
        java.util.Map<Long, Long> cpu = new java.util.HashMap<>();
        try {
            for (Long pid : ownBackends.get()) {
                ProcessHandle.of(pid).ifPresent(process -> cpu.put(pid, cpu(process)));
            }
        } catch (RuntimeException e) {
            // not available: reported as 0
        }
        return cpu;
    }

    private static long cpu(ProcessHandle process) {
        return process == null ? 0 : process.info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
    }

    /** This JVM's user and kernel CPU in clock ticks ({@code /proc/self/stat} fields 14 and 15). */
    private static long[] userSystemTicks() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return new long[] {Long.parseLong(fields[11]), Long.parseLong(fields[12])};
        } catch (IOException | RuntimeException e) {
            return new long[] {0, 0};
        }
    }

    /**
     * Voluntary and involuntary context switches of each live thread of this JVM: a task handed from one
     * thread to another costs a wake-up, which the JVM's profilers do not show as CPU of any Java frame.
     */
    private static java.util.Map<String, Long> contextSwitches() {
        java.util.Map<String, Long> switches = new java.util.HashMap<>();
        try (var threads = Files.list(Path.of("/proc/self/task"))) {
            threads.forEach(thread -> {
                try {
                    long sum = 0;
                    for (String line : Files.readAllLines(thread.resolve("status"))) {
                        if (line.contains("ctxt_switches:")) {
                            sum += Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
                        }
                    }
                    switches.put(thread.getFileName().toString(), sum);
                } catch (IOException | RuntimeException e) {
                    // the thread ended meanwhile
                }
            });
        } catch (IOException | RuntimeException e) {
            // not Linux: reported as 0
        }
        return switches;
    }

    private static long[] cpuTicks() {
        try {
            List<String> lines = Files.readAllLines(Path.of("/proc/stat"));
            String[] parts = lines.get(0).trim().split("\\s+");
            long total = 0;
            for (int i = 1; i < parts.length; i++) {
                total += Long.parseLong(parts[i]);
            }
            long idle = Long.parseLong(parts[4]) + Long.parseLong(parts[5]);
            return new long[] {total - idle, total};
        } catch (IOException | RuntimeException e) {
            return new long[] {0, 1};
        }
    }

    private static String loadAverage() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return parts[0] + "/" + parts[1] + "/" + parts[2];
        } catch (IOException e) {
            return "?";
        }
    }
}
