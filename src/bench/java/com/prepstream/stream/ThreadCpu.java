package com.prepstream.stream;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * This JVM's CPU split by what its threads do, from the threads' own CPU clocks (no sampling): Redisson's
 * event loops, the framework's reader, workers and maintenance threads, the baseline's consumers, the
 * enqueue loop (main), and the JVM's own GC and JIT threads (read from {@code /proc/self/task}, which
 * names them). A sampling profiler with few samples cannot rank these; the clocks can.
 */
final class ThreadCpu {

    private final Map<Long, Long> javaThreads;
    private final Map<Long, String> javaNames;
    private final Map<String, Long> vmThreads;

    private ThreadCpu() {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        javaThreads = new HashMap<>();
        javaNames = new HashMap<>();
        for (ThreadInfo info : mx.getThreadInfo(mx.getAllThreadIds(), 0)) {
            if (info != null) {
                long cpu = mx.getThreadCpuTime(info.getThreadId());
                if (cpu >= 0) {
                    javaThreads.put(info.getThreadId(), cpu);
                    javaNames.put(info.getThreadId(), info.getThreadName());
                }
            }
        }
        vmThreads = vmThreadCpu();
    }

    static ThreadCpu sample() {
        return new ThreadCpu();
    }

    /** "netty 31, reader 9, workers 22, ..." in µs per task since {@code start}, largest first. */
    static String since(ThreadCpu start, int tasks) {
        ThreadCpu end = new ThreadCpu();
        Map<String, Long> groups = new TreeMap<>();
        end.javaThreads.forEach((id, cpu) -> groups.merge(group(end.javaNames.get(id)),
                Math.max(0, cpu - start.javaThreads.getOrDefault(id, 0L)), Long::sum));
        end.vmThreads.forEach((tid, cpu) -> groups.merge(end.vmGroup(tid), Math.max(0,
                cpu - start.vmThreads.getOrDefault(tid, 0L)), Long::sum));
        Map<String, Long> sorted = new LinkedHashMap<>();
        groups.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .forEach(e -> sorted.put(e.getKey(), e.getValue()));
        StringBuilder line = new StringBuilder("JVM CPU per task by thread (us):");
        sorted.forEach((name, nanos) -> {
            double us = nanos / 1e3 / tasks;
            if (us >= 0.5) {
                line.append(String.format(" %s %.0f,", name, us));
            }
        });
        line.setLength(line.length() - 1);
        long compiledCode = groups.entrySet().stream().filter(e -> !e.getKey().equals("JIT") && !e.getKey().equals("GC+VM"))
                .mapToLong(Map.Entry::getValue).sum();
        // JIT threads still compile in measured runs (more so for the framework's larger code): shown apart
        line.append(String.format("; without JIT and GC %.0f", compiledCode / 1e3 / tasks));
        return line.toString();
    }

    private static String group(String name) {
        if (name == null) {
            return "other";
        }
        if (name.startsWith("redisson-netty")) {
            return "redisson-netty";
        }
        if (name.startsWith("redisson")) {
            return "redisson-other";
        }
        for (String part : new String[] {"-reader-", "-worker-", "-heartbeat-", "-sweeper-", "stream-send-"}) {
            if (name.contains(part)) {
                return part.replace("-", "");
            }
        }
        if (name.startsWith("baseline-")) {
            return "baseline-consumers";
        }
        if (name.equals("main")) {
            return "main (enqueue)";
        }
        return name.startsWith("HikariPool") ? "hikari" : "other-java";
    }

    /** The JVM's own threads, by their kernel name (tid -> "comm"). */
    private final Map<String, String> vmNames = new HashMap<>();

    private String vmGroup(String tid) {
        return vmNames.getOrDefault(tid, "vm");
    }

    /** CPU in ns of the JVM's GC, JIT and VM threads ({@code schedstat}), which ThreadMXBean does not list. */
    private Map<String, Long> vmThreadCpu() {
        Map<String, Long> cpu = new HashMap<>();
        try (var threads = Files.list(Path.of("/proc/self/task"))) {
            threads.forEach(thread -> {
                try {
                    String comm = Files.readString(thread.resolve("comm")).trim();
                    String kind = comm.startsWith("GC Thread") || comm.startsWith("VM Thread") ? "GC+VM"
                            : comm.startsWith("C1 Compiler") || comm.startsWith("C2 Compiler") ? "JIT" : null;
                    if (kind != null) {
                        String tid = thread.getFileName().toString();
                        cpu.put(tid, Long.parseLong(Files.readString(thread.resolve("schedstat")).split(" ")[0]));
                        vmNames.put(tid, kind);
                    }
                } catch (IOException | RuntimeException e) {
                    // the thread ended meanwhile
                }
            });
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return cpu;
    }
}
