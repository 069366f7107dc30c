package com.prepstream.stream;

import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code -Dbench.profile=<async-profiler options>} (e.g. {@code event=cpu,interval=200us}) profiles each
 * measured run on its own, so warm-up and JIT stay out of it: async-profiler's Java API must be on the class
 * path (its jar, {@code tools.profiler:async-profiler}, carries the native library), and each run writes
 * {@code target/profile/<round>-<run>.collapsed} (per thread, collapsed stacks). Without the property it
 * does nothing; the benchmark does not depend on the profiler at compile time.
 */
final class RunProfile {

    private static final String OPTIONS = System.getProperty("bench.profile");
    private static int round;

    private RunProfile() {
    }

    static void nextRound() {
        round++;
    }

    /** Starts profiling; returns what stops it and writes the file (a no-op without the property). */
    static Runnable start(String run) {
        if (OPTIONS == null || OPTIONS.isBlank() || round == 0) {
            return () -> { };
        }
        Path file = Path.of("target", "profile", round + "-" + run.replaceAll("[^A-Za-z0-9=.-]", "_") + ".collapsed");
        execute("start,threads," + OPTIONS);
        return () -> {
            try {
                Files.createDirectories(file.getParent());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            execute("stop,collapsed,file=" + file.toAbsolutePath());
            System.out.println("      profile: " + file);
        };
    }

    private static void execute(String command) {
        try {
            Class<?> profiler = Class.forName("one.profiler.AsyncProfiler");
            String library = System.getProperty("bench.profileLib"); // the .so, when the jar does not extract it
            Object instance = library == null ? profiler.getMethod("getInstance").invoke(null)
                    : profiler.getMethod("getInstance", String.class).invoke(null, library);
            Method execute = profiler.getMethod("execute", String.class);
            execute.invoke(instance, command);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("async-profiler is not usable: " + e, e);
        }
    }
}
