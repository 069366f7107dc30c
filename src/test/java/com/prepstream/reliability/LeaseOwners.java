package com.prepstream.reliability;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
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
    private final Connection db;
    private final PreparedStatement running;
    private final ScheduledExecutorService sampler = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "lease-owners");
        thread.setDaemon(true);
        return thread;
    });
    private volatile SQLException failure;

    LeaseOwners(ScratchPostgres postgres) throws SQLException {
        this.jdbcUrl = postgres.jdbcUrl("prepstream");
        this.db = DriverManager.getConnection(jdbcUrl, "postgres", "");
        this.running = db.prepareStatement(RUNNING);
        sampler.scheduleWithFixedDelay(this::sample, 0, 100, TimeUnit.MILLISECONDS);
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
        if (failure != null) {
            throw new IllegalStateException("lease owners unreadable", failure);
        }
        return tasksByOwner.entrySet().stream().filter(e -> whose.test(e.getKey()))
                .flatMap(e -> e.getValue().stream()).distinct().count();
    }

    private void sample() {
        try (ResultSet rows = running.executeQuery()) {
            while (rows.next()) {
                if (rows.getString(2) != null) {
                    tasksByOwner.computeIfAbsent(rows.getString(2), owner -> ConcurrentHashMap.newKeySet())
                            .add(rows.getLong(1));
                }
            }
        } catch (SQLException e) {
            failure = e;
            throw new IllegalStateException("lease owners unreadable", e); // ends the schedule
        }
    }

    @Override
    public void close() throws InterruptedException, SQLException {
        sampler.shutdown();
        sampler.awaitTermination(5, TimeUnit.SECONDS);
        db.close();
    }
}
