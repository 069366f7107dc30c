package com.prepstream.reliability;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * Which worker ran which vectorize task, read from the ledger's lease owners (the consumer names) while
 * the run goes on: the completion clears the owner, so the running tasks are looked at every 100 ms. A
 * task of a second or more (a document's embeddings) is seen; a task seen on both sides was handed over.
 */
final class LeaseOwners implements AutoCloseable {

    private static final String RUNNING = """
            select id, lease_owner from stream_task
            where task_type = 'KNOWLEDGE_BASE_VECTORIZE' and status = 'PROCESSING'""";

    private final String jdbcUrl;
    private final Map<String, Set<Long>> tasksByOwner = new ConcurrentHashMap<>();
    private final Thread sampler;
    private volatile boolean running = true;

    LeaseOwners(ScratchPostgres postgres) {
        this.jdbcUrl = postgres.jdbcUrl("prepstream");
        this.sampler = new Thread(this::sample, "lease-owners");
        sampler.setDaemon(true);
        sampler.start();
    }

    /** Whether {@code owner} holds a running task now (asked of the ledger, not of the samples). */
    boolean holdsTask(String owner) throws SQLException {
        try (Connection db = DriverManager.getConnection(jdbcUrl, "postgres", "");
             PreparedStatement query = db.prepareStatement(RUNNING + " and lease_owner = ?")) {
            query.setString(1, owner);
            try (ResultSet rows = query.executeQuery()) {
                return rows.next();
            }
        }
    }

    /** How many distinct tasks were seen running under an owner that {@code whose} accepts. */
    long tasksOf(Predicate<String> whose) {
        return tasksByOwner.entrySet().stream().filter(e -> whose.test(e.getKey()))
                .flatMap(e -> e.getValue().stream()).distinct().count();
    }

    private void sample() {
        try (Connection db = DriverManager.getConnection(jdbcUrl, "postgres", "");
             PreparedStatement query = db.prepareStatement(RUNNING)) {
            while (running) {
                try (ResultSet rows = query.executeQuery()) {
                    while (rows.next()) {
                        if (rows.getString(2) == null) {
                            continue;
                        }
                        tasksByOwner.computeIfAbsent(rows.getString(2), owner -> ConcurrentHashMap.newKeySet())
                                .add(rows.getLong(1));
                    }
                }
                Thread.sleep(100);
            }
        } catch (SQLException | InterruptedException e) {
            if (running) {
                throw new IllegalStateException("lease owners unreadable", e);
            }
        }
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        sampler.join();
    }
}
