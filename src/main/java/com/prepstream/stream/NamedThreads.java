package com.prepstream.stream;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Daemon threads with a readable name, so thread dumps show which stream a thread serves. */
final class NamedThreads {

    private NamedThreads() {
    }

    static ThreadFactory factory(String prefix) {
        AtomicInteger counter = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, prefix + counter.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
