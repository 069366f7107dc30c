package com.prepstream.stream.ledger;

import com.prepstream.stream.model.ClaimedTask;
import com.prepstream.stream.model.MirrorTable;
import com.prepstream.stream.model.TaskStatus;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The consumer's compare-and-set statements on the ledger. A run is identified by its lease token
 * (task id, run id): every claim increments {@code run_id}, which is never reset, and every statement
 * after the claim is guarded by it, so a stale worker (lease expired and taken over, deadline passed,
 * task cancelled, re-run or replayed) changes nothing. The attempt cannot serve: a re-run resets it.
 */
public final class TaskClaims {

    /** The token of one run, which guards every statement after its claim. */
    public record RunToken(long taskId, long runId) {
    }

    /** A task whose run ended by this statement. */
    public record Ended(long taskId, long entityId, int attempt) {
    }

    private final JdbcTemplate jdbc;

    public TaskClaims(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Claims a read batch in one statement and one round trip: PENDING tasks that are due, and PROCESSING
     * tasks whose lease expired with attempts left (a reclaimed entry of a dead consumer). Anything else is
     * a duplicate or stale entry, and simply not returned.
     * <p>
     * The type guard is written {@code coalesce(task_type, '')} (task_type is NOT NULL, so it means the
     * same) so that the planner cannot drive the statement from the {@code (task_type, entity_id)} index:
     * on a table without statistics (never analyzed, or just truncated) it estimates a handful of rows per
     * type and scans every task of the type for each claim, which grows with the table. By id (the primary
     * key) it is always ten index probes.
     * <p>
     * The statement is the function {@code stream_task_claim} (V90), so its plan is cached per connection
     * instead of parsed and planned per batch (which cost PostgreSQL three times the CPU of running it); the
     * function's {@code set enable_seqscan = off} makes even a generic plan made on an empty ledger reach the
     * rows by the primary key ({@code LedgerStatementPlanTests}).
     * <p>
     * It runs on its own (autocommit), and its commit does not wait for the WAL flush: the
     * {@code set_config('synchronous_commit', 'off', true)} in the function applies to the statement's own
     * transaction, whose commit reads the setting before resetting it (a claim that changes no row writes
     * no commit record, so it needs none). One round trip instead of three (BEGIN + SET LOCAL, UPDATE,
     * COMMIT), with no flush wait (about 1 ms with fsync on). Only for a claim:
     * <ul>
     * <li>A crash of PostgreSQL can lose only the last few hundred milliseconds of such commits, never a
     * later synchronous one: WAL is flushed in order, so the synchronous completion of a task (or any
     * synchronous commit after the claim) makes the claim durable too. What is lost is a suffix of the
     * commit order, so the ledger is as it was a moment earlier, never inconsistent.</li>
     * <li>A lost claim leaves the task PENDING and sent (or PROCESSING with its old, expired lease, for a
     * reclaimed entry). That is exactly "delivered but never claimed", which the sweeper already recovers:
     * the lost-entry check re-sends PENDING tasks whose entry the group has delivered (or the stream no
     * longer holds), and lease expiry hands back expired leases. The worker that ran meanwhile cannot
     * complete it while it is PENDING (its completion is guarded by status and run id), so its XACK only drops an
     * entry the ledger did not accept; the task runs again: at least once, as after any other crash.</li>
     * <li>Nothing else is made asynchronous: the enqueue (the task must exist once the caller's
     * transaction returned), the completion with the feature's {@code markCompleted} writes (the XACK and
     * the COMPLETED event follow it, and a lost completion on the last attempt would turn a success into a
     * lease-expiry failure), retry, fail, drop, release, the heartbeat and the sweeper's statements.</li>
     * </ul>
     * Must not run inside a caller's transaction (the setting would then cover that transaction's commit).
     */
    public List<ClaimedTask> claim(String taskType, Collection<Long> taskIds, String owner, long leaseMs) {
        return jdbc.query(connection -> {
            var statement = connection.prepareStatement("select * from stream_task_claim(?, ?, ?::bigint[], ?)");
            statement.setString(1, owner);
            statement.setLong(2, leaseMs);
            statement.setArray(3, TaskLedger.longs(connection, taskIds));
            statement.setString(4, taskType);
            return statement;
        }, (rs, row) -> new ClaimedTask(rs.getLong(1), rs.getLong(2), rs.getInt(3), rs.getInt(4),
                TaskLedger.fromJson(rs.getString(5)), rs.getDouble(6), rs.getLong(7)));
    }

    /** Of these tasks, those a worker holds under a live lease (their reclaimed entries stay pending). */
    public List<Long> heldByLiveLease(Collection<Long> taskIds) {
        return jdbc.query(connection -> {
            var statement = connection.prepareStatement("""
                    select id from stream_task
                    where id = any(?) and status = 'PROCESSING' and lease_expires_at >= now()
                    """);
            statement.setArray(1, TaskLedger.longs(connection, taskIds));
            return statement;
        }, (rs, row) -> rs.getLong(1));
    }

    /**
     * Completes successful runs of one batch in one statement; returns those whose lease still held.
     * <p>
     * Driven by the primary key ({@code id = any(?)}), the run id checked per row with
     * {@code array_position} (function {@code stream_task_complete}, V90, plan cached as the claim's):
     * joining {@code unnest(ids, attempts)} let the planner start from the
     * {@code stream_task_leases} index, i.e. every PROCESSING task, and a batch of 500 cost a hash or
     * nested loop over all of them (O(processing x batch)); when completions lag behind claims that is
     * thousands of rows per statement. The status guard is written {@code coalesce(status, '')} (NOT NULL,
     * same meaning) so that the partial index cannot be chosen on a table without statistics.
     * A task id occurs once: a task's run id only grows, so of two runs of one task in a batch only the
     * later can still hold the lease, and that one is kept. Runs in the caller's transaction, with the
     * {@code markCompleted} hooks.
     */
    public List<Ended> complete(long[] taskIds, long[] runIds) {
        Long[][] latest = latestRuns(taskIds, runIds);
        Long[] ids = latest[0];
        Long[] runs = latest[1];
        return jdbc.query(connection -> {
            var statement = connection.prepareStatement("select * from stream_task_complete(?::bigint[], ?::bigint[])");
            statement.setArray(1, connection.createArrayOf("bigint", ids));
            statement.setArray(2, connection.createArrayOf("bigint", runs));
            return statement;
        }, TaskClaims::ended);
    }

    /**
     * {@link #complete} and the feature's declared status mirror's COMPLETED move in ONE statement, run on
     * its own (autocommit): no transaction of the framework's, so no BEGIN/COMMIT round trip. The ledger
     * rows and the mirror rows commit together or not at all, as in a transaction. The mirror moves only
     * the entities whose run the ledger completed (a stale run completes nothing and mirrors nothing), and
     * only from {@code from} (never backwards). The ledger's function runs in a materialized CTE, the
     * mirror's update in a data-modifying one, and the statement returns every completed run, whether or
     * not its mirror row moved (an UPDATE's RETURNING would drop those whose mirror was already past).
     * The mirror is reached by its primary key ({@code id = any(array(...))}: joined on the function's
     * 1,000 estimated rows the planner hashed a seq scan of the whole table, e.g. 20,000 rows per batch),
     * and the guard is written {@code coalesce(status, '')} (same meaning) so that a status index is never
     * chosen on a table without statistics, as in the claim.
     */
    public List<Ended> complete(long[] taskIds, long[] runIds, MirrorTable mirror, Collection<TaskStatus> from) {
        Long[][] latest = latestRuns(taskIds, runIds);
        String sql = "with done as materialized (select * from stream_task_complete(?::bigint[], ?::bigint[])),"
                + " mirrored as (update " + mirror.table() + " m set " + mirror.assignments()
                + " where m." + mirror.idColumn() + " = any(array(select entity_id from done))"
                + " and coalesce(m." + mirror.statusColumn() + ", '') = any(?::text[]))"
                + " select id, entity_id, attempt from done";
        return jdbc.query(connection -> {
            var statement = connection.prepareStatement(sql);
            statement.setArray(1, connection.createArrayOf("bigint", latest[0]));
            statement.setArray(2, connection.createArrayOf("bigint", latest[1]));
            statement.setString(3, TaskStatus.COMPLETED.name());
            statement.setString(4, null);
            statement.setArray(5, connection.createArrayOf("text", from.stream().map(Enum::name).toArray()));
            return statement;
        }, TaskClaims::ended);
    }

    /** Task ids and run ids, each task once with its latest run; boxed as the driver wants them. */
    private static Long[][] latestRuns(long[] taskIds, long[] runIds) {
        long[] sorted = taskIds.clone();
        java.util.Arrays.sort(sorted);
        boolean repeated = false;
        for (int i = 1; i < sorted.length && !repeated; i++) {
            repeated = sorted[i] == sorted[i - 1];
        }
        if (repeated) { // rare: two runs of one task in a batch (a lease taken over while the first still ran)
            java.util.LinkedHashMap<Long, Long> latest = new java.util.LinkedHashMap<>();
            for (int i = 0; i < taskIds.length; i++) {
                latest.merge(taskIds[i], runIds[i], Math::max);
            }
            return new Long[][] {latest.keySet().toArray(Long[]::new), latest.values().toArray(Long[]::new)};
        }
        Long[] ids = new Long[taskIds.length];
        Long[] runs = new Long[taskIds.length];
        for (int i = 0; i < taskIds.length; i++) {
            ids[i] = taskIds[i];
            runs[i] = runIds[i];
        }
        return new Long[][] {ids, runs};
    }

    /** A transient failure with attempts left: PENDING again, due after the backoff, for the sweeper to send. */
    public boolean retry(long taskId, long runId, long delayMs, String error) {
        return jdbc.update("""
                update stream_task
                set status = 'PENDING', next_attempt_at = now() + ? * interval '1 millisecond', enqueued_at = null,
                    lease_owner = null, lease_expires_at = null, last_error = ?, updated_at = now()
                where id = ? and run_id = ? and status = 'PROCESSING'
                """, delayMs, error, taskId, runId) == 1;
    }

    /** Final failure (permanent, or attempts exhausted). */
    public boolean fail(long taskId, long runId, String error) {
        return jdbc.update("""
                update stream_task
                set status = 'FAILED', last_error = ?, lease_owner = null, lease_expires_at = null,
                    completed_at = now(), updated_at = now(), dead_lettered_at = null
                where id = ? and run_id = ? and status = 'PROCESSING'
                """, error, taskId, runId) == 1;
    }

    /** The entity is gone: so is its task, quietly. */
    public boolean drop(long taskId, long runId) {
        Integer removed = jdbc.queryForObject("""
                with gone as (delete from stream_task
                              where id = ? and run_id = ? and status = 'PROCESSING' returning id),
                     history as (delete from stream_task_transition where task_id in (select id from gone))
                select count(*) from gone
                """, Integer.class, taskId, runId);
        return removed != null && removed > 0;
    }

    /**
     * Shutdown: hands unfinished runs back as PENDING, not counted as an attempt, unsent so that any
     * live instance's sweeper sends them at once.
     */
    public List<Ended> release(Collection<RunToken> runs) {
        if (runs.isEmpty()) {
            return List.of();
        }
        return jdbc.query(connection -> {
            var statement = connection.prepareStatement("""
                    update stream_task
                    set status = 'PENDING', attempt = attempt - 1, next_attempt_at = now(), enqueued_at = null,
                        lease_owner = null, lease_expires_at = null,
                        last_error = 'released at shutdown', updated_at = now()
                    where id = any(?::bigint[]) and run_id = (?::bigint[])[array_position(?::bigint[], id)]
                      and status = 'PROCESSING'
                    returning id, entity_id, attempt
                    """);
            bindRuns(connection, statement, 1, runs);
            return statement;
        }, TaskClaims::ended);
    }

    /** Heartbeat: long runs keep their lease. */
    public int extend(Collection<RunToken> runs, long leaseMs) {
        if (runs.isEmpty()) {
            return 0;
        }
        return jdbc.update(connection -> {
            var statement = connection.prepareStatement("""
                    update stream_task set lease_expires_at = now() + ? * interval '1 millisecond'
                    where id = any(?::bigint[]) and run_id = (?::bigint[])[array_position(?::bigint[], id)]
                      and status = 'PROCESSING'
                    """);
            statement.setLong(1, leaseMs);
            bindRuns(connection, statement, 2, runs);
            return statement;
        });
    }

    /** Task ids, their run ids, and the task ids again, from parameter {@code first} on. */
    private static void bindRuns(java.sql.Connection connection, java.sql.PreparedStatement statement, int first,
            Collection<RunToken> runs) throws SQLException {
        Array ids = connection.createArrayOf("bigint", runs.stream().map(RunToken::taskId).toArray());
        statement.setArray(first, ids);
        statement.setArray(first + 1, connection.createArrayOf("bigint", runs.stream().map(RunToken::runId).toArray()));
        statement.setArray(first + 2, ids);
    }

    private static Ended ended(ResultSet rs, int row) throws SQLException {
        return new Ended(rs.getLong(1), rs.getLong(2), rs.getInt(3));
    }
}
