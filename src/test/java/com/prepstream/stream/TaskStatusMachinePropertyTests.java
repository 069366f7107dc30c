package com.prepstream.stream;

import com.prepstream.stream.ledger.TaskClaims;
import com.prepstream.stream.ledger.TaskLedger;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskTransition;
import com.prepstream.testing.PropertySeeds;
import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import net.jqwik.api.lifecycle.BeforeTry;
import org.flywaydb.core.Flyway;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The status state machine against the real ledger in PostgreSQL: arbitrary sequences of claims,
 * completions, failures, retries, releases, lease expiries, sweeps, heartbeats and manual re-runs,
 * by the lease holder or by a stale/foreign worker (each worker knows only the run ids it claimed), never
 * record a transition outside
 * PENDING → PROCESSING → COMPLETED | FAILED, FAILED → PENDING, PROCESSING → PENDING, plus the two
 * the framework documents: a manual re-run of a COMPLETED item (COMPLETED → PENDING) and taking over
 * an expired lease (PROCESSING → PROCESSING with the next attempt). Guarded updates by anyone but the
 * holder of the current run id change nothing.
 */
class TaskStatusMachinePropertyTests {

    static final String TYPE = "STATE_MACHINE_PROPERTY";
    static final int MAX_ATTEMPTS = 3;
    static final List<Long> ENTITIES = List.of(1L, 2L, 3L);

    static final Set<String> ALLOWED = Set.of("PENDING>PROCESSING", "PROCESSING>COMPLETED", "PROCESSING>FAILED",
            "PROCESSING>PENDING", "FAILED>PENDING", "COMPLETED>PENDING", "PROCESSING>PROCESSING");

    static HikariDataSource dataSource;
    static JdbcTemplate jdbc;
    static TaskLedger ledger;

    enum Kind { ENQUEUE, CLAIM, CLAIM_EXPIRED_LEASE, COMPLETE, RETRY, FAIL, RELEASE, EXTEND, LEASE_EXPIRES, SWEEP, REPLAY }

    /** One ledger operation; {@code stale} = use the run id before the worker's last one (a late worker). */
    record Op(Kind kind, long entity, String owner, boolean stale) {
    }

    record Row(long id, String status, int attempt, String owner, long runId) {
    }

    /** The run id each worker last claimed, by entity and worker: all a worker can know of its runs. */
    final Map<String, Long> claimedRuns = new java.util.HashMap<>();

    @BeforeContainer
    static void connect() {
        dataSource = new HikariDataSource();
        dataSource.setJdbcUrl(System.getenv().getOrDefault("PREPSTREAM_TEST_DB_URL",
                "jdbc:postgresql://127.0.0.1:5432/prepstream_test"));
        dataSource.setUsername(System.getenv().getOrDefault("PREPSTREAM_DB_USER", "prepstream"));
        dataSource.setPassword(System.getenv().getOrDefault("PREPSTREAM_DB_PASSWORD", "prepstream"));
        dataSource.setMaximumPoolSize(2);
        Flyway.configure().dataSource(dataSource).load().migrate();
        jdbc = new JdbcTemplate(dataSource);
        ledger = new TaskLedger(jdbc);
    }

    @AfterContainer
    static void disconnect() {
        clean();
        dataSource.close();
    }

    @BeforeTry
    void freshTasks() {
        clean();
        claimedRuns.clear();
        ledger.enqueue(TYPE, MAX_ATTEMPTS, ENTITIES, ENTITIES.stream().map(e -> "{}").toList());
    }

    static void clean() {
        jdbc.update("delete from stream_task_transition where task_id in (select id from stream_task where task_type = ?)", TYPE);
        jdbc.update("delete from stream_task where task_type = ?", TYPE);
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.of(Kind.class), Arbitraries.of(ENTITIES),
                Arbitraries.of("worker-a", "worker-b"), Arbitraries.integers().between(0, 4).map(n -> n == 0))
                .as(Op::new);
        return op.list().ofMinSize(1).ofMaxSize(40);
    }

    @Property(tries = 120, seed = PropertySeeds.GATING)
    void everyRecordedTransitionIsAllowedAndGuardsHold(@ForAll("operations") List<Op> operations) {
        for (Op op : operations) {
            Row before = row(op.entity());
            apply(op, before);
            Row after = row(op.entity());
            Long known = claimedRuns.get(op.entity() + ":" + op.owner());
            boolean holder = "PROCESSING".equals(before.status()) && known != null && known == before.runId()
                    && !op.stale();
            if (!holder && Set.of(Kind.COMPLETE, Kind.RETRY, Kind.FAIL).contains(op.kind())) {
                assertThat(after).as("%s by a worker not holding the lease changed the task", op).isEqualTo(before);
            }
            if (op.kind() == Kind.RELEASE && !holder) {
                assertThat(after).as("%s by another worker changed the task", op).isEqualTo(before);
            }
            assertInvariants();
        }
        assertHistoryOnlyAllowedTransitions();
    }

    void apply(Op op, Row task) {
        TaskClaims claims = ledger.claims();
        String worker = op.entity() + ":" + op.owner();
        Long known = claimedRuns.get(worker);
        long runId = known == null ? -1 : op.stale() ? known - 1 : known;
        TaskClaims.RunToken run = new TaskClaims.RunToken(task.id(), runId);
        switch (op.kind()) {
            case ENQUEUE -> ledger.enqueue(TYPE, MAX_ATTEMPTS, List.of(op.entity()), List.of("{}"));
            case CLAIM -> claims.claim(TYPE, List.of(task.id()), op.owner(), 60_000)
                    .forEach(claimed -> claimedRuns.put(worker, claimed.runId()));
            case CLAIM_EXPIRED_LEASE -> claims.claim(TYPE, List.of(task.id()), op.owner(), -1_000)
                    .forEach(claimed -> claimedRuns.put(worker, claimed.runId()));
            case COMPLETE -> claims.complete(new long[] {task.id()}, new long[] {runId});
            // as TaskOutcomes decides: a transient failure of the last attempt is final
            case RETRY -> {
                if (task.attempt() < MAX_ATTEMPTS) {
                    claims.retry(task.id(), runId, 0, "transient");
                } else {
                    claims.fail(task.id(), runId, "retries exhausted");
                }
            }
            case FAIL -> claims.fail(task.id(), runId, "permanent");
            case RELEASE -> claims.release(List.of(run));
            case EXTEND -> claims.extend(List.of(run), 60_000);
            case LEASE_EXPIRES -> jdbc.update("update stream_task set lease_expires_at = now() - interval '1 second' "
                    + "where id = ? and status = 'PROCESSING'", task.id());
            case SWEEP -> ledger.sweeps().expiredLeases(TYPE, 100)
                    .forEach(id -> ledger.sweeps().expireLease(id, "worker lost (worker_lost)"));
            case REPLAY -> ledger.resetFailed(TYPE, task.id());
        }
    }

    static Row row(long entity) {
        return jdbc.queryForObject(
                "select id, status, attempt, lease_owner, run_id from stream_task where task_type = ? and entity_id = ?",
                (rs, n) -> new Row(rs.getLong(1), rs.getString(2), rs.getInt(3), rs.getString(4), rs.getLong(5)), TYPE,
                entity);
    }

    static void assertInvariants() {
        List<Map<String, Object>> rows = jdbc.queryForList(
                "select status, attempt, max_attempts, lease_owner, lease_expires_at, last_error from stream_task where task_type = ?", TYPE);
        assertThat(rows).hasSize(ENTITIES.size()).allSatisfy(row -> {
            String status = (String) row.get("status");
            int attempt = (Integer) row.get("attempt");
            assertThat(attempt).as("%s", row).isBetween(0, MAX_ATTEMPTS);
            if (status.equals("PROCESSING")) {
                assertThat(row.get("lease_owner")).as("%s", row).isNotNull();
                assertThat(row.get("lease_expires_at")).as("%s", row).isNotNull();
                assertThat(attempt).as("%s", row).isPositive();
            } else {
                assertThat(row.get("lease_owner")).as("%s", row).isNull();
            }
            if (status.equals("COMPLETED")) {
                assertThat(row.get("last_error")).as("%s", row).isNull();
            }
        });
    }

    static void assertHistoryOnlyAllowedTransitions() {
        for (long entity : ENTITIES) {
            List<TaskTransition> history = ledger.history(TYPE, entity);
            assertThat(history).isNotEmpty();
            assertThat(history.get(0).status()).isEqualTo(TaskStatus.PENDING);
            for (int i = 1; i < history.size(); i++) {
                TaskTransition from = history.get(i - 1);
                TaskTransition to = history.get(i);
                String step = from.status() + ">" + to.status();
                assertThat(ALLOWED).as("entity %d: %s (attempt %d → %d) in %s", entity, step, from.attempt(), to.attempt(), history)
                        .contains(step);
                switch (step) {
                    case "PENDING>PROCESSING", "PROCESSING>PROCESSING" ->
                            assertThat(to.attempt()).as("a run is the next attempt: %s", history).isEqualTo(from.attempt() + 1);
                    case "PROCESSING>COMPLETED", "PROCESSING>FAILED" ->
                            assertThat(to.attempt()).as("%s", history).isEqualTo(from.attempt());
                    case "PROCESSING>PENDING" ->
                            assertThat(to.attempt()).as("retry/expiry keep the attempt, release gives it back: %s", history)
                                    .isIn(from.attempt(), from.attempt() - 1);
                    case "FAILED>PENDING", "COMPLETED>PENDING" ->
                            assertThat(to.attempt()).as("a re-run starts over: %s", history).isZero();
                    default -> { }
                }
            }
        }
    }
}
