package com.prepstream.stream.ledger;

import com.prepstream.stream.model.OutgoingTask;
import com.prepstream.stream.model.TaskStatus;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The sweeper's statements. Each one picks rows with {@code for update skip locked} and changes them in
 * the same statement, so sweepers of several instances never pick the same task at once.
 */
public final class TaskSweeps {

    /**
     * A task as the sweeper sees it (after its statement changed it); {@code sentAt} is when its last send
     * started (before the statement touched it), may be null.
     */
    public record SweptTask(long taskId, long entityId, int attempt, TaskStatus status, Map<String, String> fields,
            Instant sentAt, String lastError) {

        /** The task as something to send (again). */
        public OutgoingTask outgoing() {
            return new OutgoingTask(taskId, entityId, attempt, fields);
        }
    }

    /** A FAILED task whose dead letter is still to be written. */
    public record OwedDeadLetter(long taskId, long entityId, int attempt, Map<String, String> fields, String error,
            Instant failedAt) {
    }

    private static final String RETURNING = " returning id, entity_id, attempt, status, fields::text, enqueued_at, last_error";

    private final JdbcTemplate jdbc;

    public TaskSweeps(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** PENDING, due and nobody sending it (Redis was down, or a retry became due): now we send it. */
    public List<SweptTask> takeDueUnsent(String taskType, int limit) {
        return jdbc.query("""
                update stream_task set enqueued_at = now()
                where id in (select id from stream_task
                             where task_type = ? and status = 'PENDING' and enqueued_at is null
                               and next_attempt_at <= now()
                             order by next_attempt_at limit ? for update skip locked)
                """ + RETURNING, TaskSweeps::swept, taskType, limit);
    }

    /** PROCESSING past its lease (the worker died or stalled), oldest first. */
    public List<Long> expiredLeases(String taskType, int limit) {
        return jdbc.queryForList("""
                select id from stream_task
                where task_type = ? and status = 'PROCESSING' and lease_expires_at < now()
                order by lease_expires_at limit ?
                """, Long.class, taskType, limit);
    }

    /**
     * Ends an expired lease: PENDING and unsent when attempts are left, else FAILED. Counts as an attempt,
     * as the run did start. Guarded, so of two sweepers only one changes the task; empty for the other.
     */
    public java.util.Optional<SweptTask> expireLease(long taskId, String error) {
        return jdbc.query("""
                update stream_task
                set status = case when attempt < max_attempts then 'PENDING' else 'FAILED' end,
                    completed_at = case when attempt < max_attempts then null else now() end,
                    next_attempt_at = now(), enqueued_at = null, lease_owner = null,
                    lease_expires_at = null, last_error = ?, updated_at = now(), dead_lettered_at = null
                where id = ? and status = 'PROCESSING' and lease_expires_at < now()
                """ + RETURNING, TaskSweeps::swept, error, taskId).stream().findFirst();
    }

    /**
     * PENDING and due, sent longer ago than {@code lostAfterMs}: candidates for "the entry was lost".
     * Their send time is touched now, so each is checked once per {@code lostAfter}, not on every sweep.
     */
    public List<SweptTask> takeSentLongAgo(String taskType, long lostAfterMs, int limit) {
        return jdbc.query("""
                with candidate as (select id, enqueued_at as sent_at from stream_task
                                   where task_type = ? and status = 'PENDING' and enqueued_at is not null
                                     and enqueued_at < now() - ? * interval '1 millisecond' and next_attempt_at <= now()
                                   order by enqueued_at limit ? for update skip locked)
                update stream_task t set enqueued_at = now() from candidate c where t.id = c.id
                returning t.id, t.entity_id, t.attempt, t.status, t.fields::text, c.sent_at, t.last_error
                """, TaskSweeps::swept, taskType, lostAfterMs, limit);
    }

    /**
     * FAILED longer ago than {@code graceMs} without a dead letter (its XADD failed), locked until the
     * caller's transaction ends so that two sweepers never write the same letter. The grace leaves the
     * worker that failed the task time to write the letter itself.
     */
    public List<OwedDeadLetter> lockOwedDeadLetters(String taskType, long graceMs, int limit) {
        return jdbc.query("""
                select id, entity_id, attempt, fields::text, last_error, completed_at from stream_task
                where task_type = ? and status = 'FAILED' and dead_lettered_at is null
                  and completed_at < now() - ? * interval '1 millisecond'
                order by completed_at limit ? for update skip locked
                """, (rs, row) -> new OwedDeadLetter(rs.getLong(1), rs.getLong(2), rs.getInt(3),
                TaskLedger.fromJson(rs.getString(4)), rs.getString(5), TaskLedger.instant(rs.getTimestamp(6))),
                taskType, graceMs, limit);
    }

    /** The dead letter of this failure is written. */
    public void markDeadLettered(long taskId, int attempt) {
        jdbc.update("""
                update stream_task set dead_lettered_at = now()
                where id = ? and attempt = ? and status = 'FAILED' and dead_lettered_at is null
                """, taskId, attempt);
    }

    /**
     * Redis lost the dead letters with the rest of its data: the most recent {@code limit} FAILED tasks
     * (what the dead-letter stream keeps at most) owe theirs again, and the sweeper rewrites them.
     */
    public int oweDeadLettersAgain(String taskType, int limit) {
        return jdbc.update("""
                update stream_task set dead_lettered_at = null
                where id in (select id from stream_task
                             where task_type = ? and status = 'FAILED' and dead_lettered_at is not null
                             order by completed_at desc limit ?)
                """, taskType, limit);
    }

    /** Redis lost its data: every PENDING task of the type must be sent again. */
    public int resetSends(String taskType) {
        return jdbc.update("""
                update stream_task set enqueued_at = null
                where task_type = ? and status = 'PENDING' and enqueued_at is not null
                """, taskType);
    }

    private static SweptTask swept(ResultSet rs, int row) throws SQLException {
        return new SweptTask(rs.getLong(1), rs.getLong(2), rs.getInt(3), TaskStatus.valueOf(rs.getString(4)),
                TaskLedger.fromJson(rs.getString(5)), TaskLedger.instant(rs.getTimestamp(6)), rs.getString(7));
    }
}
