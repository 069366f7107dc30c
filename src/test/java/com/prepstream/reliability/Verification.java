package com.prepstream.reliability;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** Waits for the work to drain, then checks nothing was lost, stuck or done twice. */
final class Verification {

    private static final Map<String, String[]> STATUS_OF = Map.of(
            "KNOWLEDGE_BASE", new String[] {"/api/knowledgebase/%d", "vectorStatus"},
            "RESUME", new String[] {"/api/resumes/%d/detail", "analyzeStatus"},
            "INTERVIEW", new String[] {"/api/interview/sessions/%d", "evaluateStatus"});

    private final Api api;
    private final ScratchPostgres postgres;

    Verification(Api api, ScratchPostgres postgres) {
        this.api = api;
        this.postgres = postgres;
    }

    /** Returns when every item is final or the timeout passed; verify() reports what is still open. */
    void awaitDrained(List<Workload.Submitted> items, Duration timeout) {
        Polling.within(timeout, Duration.ofSeconds(2), () -> {
            long open = items.stream().filter(item -> !isFinal(status(item))).count();
            System.out.println("[chaos] waiting for " + open + " of " + items.size() + " items");
            return open == 0;
        });
    }

    ChaosSummary verify(List<Workload.Submitted> items, List<String> faults, int retriedCalls, Duration total,
            Duration drain) throws SQLException, InterruptedException {
        List<String> problems = new ArrayList<>();
        int lost = 0;
        int unexpectedFailures = 0;
        for (Workload.Submitted item : items) {
            String status = status(item);
            if (!isFinal(status)) {
                lost++;
                problems.add(item.kind() + " " + item.id() + " never finished (" + status + ")");
            } else if ("FAILED".equals(status) != item.expectFailure()) {
                unexpectedFailures++;
                problems.add(item.kind() + " " + item.id() + " ended " + status);
            }
        }
        int duplicated;
        int stuckTasks;
        try (Connection db = DriverManager.getConnection(postgres.jdbcUrl("prepstream"), "postgres", "")) {
            stuckTasks = count(db, "select count(*) from stream_task where status in ('PENDING', 'PROCESSING')");
            Map<Long, Integer> chaosCounts = Duplicates.chunkCounts(db);
            rerunCleanly(chaosCounts.keySet());
            duplicated = Duplicates.count(db, Duplicates.chunkCounts(db), chaosCounts, problems);
        }
        List<String> letterProblems = new DeadLetterCheck(api).awaitRight(items, Duration.ofSeconds(30));
        problems.addAll(letterProblems);
        return new ChaosSummary(items.size(), faults, lost, duplicated, unexpectedFailures, stuckTasks,
                letterProblems.size(), retriedCalls, total, drain, problems);
    }

    /** Re-vectorizes every completed document with no fault around: the clean run to compare with. */
    private void rerunCleanly(java.util.Set<Long> documentIds) {
        List<Workload.Submitted> reruns = new ArrayList<>();
        for (long id : documentIds) {
            int status = api.postJson("/api/knowledgebase/" + id + "/revectorize", "{}").status();
            if (status != 202) {
                throw new IllegalStateException("revectorize " + id + " answered " + status);
            }
            reruns.add(new Workload.Submitted("KNOWLEDGE_BASE", id, false));
        }
        awaitDrained(reruns, Duration.ofMinutes(5));
    }

    /** How much work was unfinished when a fault struck, read from the ledger. */
    String openWork() {
        try (Connection db = DriverManager.getConnection(postgres.jdbcUrl("prepstream"), "postgres", "")) {
            return count(db, "select count(*) from stream_task where status = 'PENDING'") + " tasks pending, "
                    + count(db, "select count(*) from stream_task where status = 'PROCESSING'") + " processing";
        } catch (SQLException e) {
            return "ledger unreadable: " + e.getMessage();
        }
    }

    private String status(Workload.Submitted item) {
        String[] how = STATUS_OF.get(item.kind());
        JsonNode body = api.get(how[0].formatted(item.id())).body();
        return body == null || body.get(how[1]) == null ? "MISSING" : body.get(how[1]).asString();
    }

    private static boolean isFinal(String status) {
        return "COMPLETED".equals(status) || "FAILED".equals(status);
    }

    static int count(Connection db, String sql) throws SQLException {
        try (Statement statement = db.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getInt(1);
        }
    }
}
