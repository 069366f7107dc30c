package com.prepstream.stream;

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
final class TaskSweeps {

    /**
     * A task as the sweeper sees it (after its statement changed it); {@code sentAt} is when its last send
     * started (before the statement touched it), may be null.
     */
    record SweptTask(long taskId, long entityId, int attempt, TaskStatus status, Map<String, String> fields,
            Instant sentAt, String lastError) {
    }

    static final String LEASE_EXPIRED = "The worker stopped responding (lease expired)";

    private static final String RETURNING = " returning id, entity_id, attempt, status, fields::text, enqueued_at, last_error";

    private final JdbcTemplate jdbc;

    TaskSweeps(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** PENDING, due and nobody sending it (Redis was down, or a retry became due): now we send it. */
    List<SweptTask> takeDueUnsent(String taskType, int limit) {
        return jdbc.query("""
                update stream_task set enqueued_at = now()
                where id in (select id from stream_task
                             where task_type = ? and status = 'PENDING' and enqueued_at is null
                               and next_attempt_at <= now()
                             order by next_attempt_at limit ? for update skip locked)
                """ + RETURNING, TaskSweeps::swept, taskType, limit);
    }

    /**
     * PROCESSING past its lease (the worker died or stalled): PENDING and unsent when attempts are left,
     * else FAILED. Counts as an attempt, as the run did start.
     */
    List<SweptTask> expireLeases(String taskType, int limit) {
        return jdbc.query("""
                update stream_task
                set status = case when attempt < max_attempts then 'PENDING' else 'FAILED' end,
                    completed_at = case when attempt < max_attempts then null else now() end,
                    next_attempt_at = now(), enqueued_at = null, lease_owner = null,
                    lease_expires_at = null, last_error = ?, updated_at = now()
                where id in (select id from stream_task
                             where task_type = ? and status = 'PROCESSING' and lease_expires_at < now()
                             order by lease_expires_at limit ? for update skip locked)
                """ + RETURNING, TaskSweeps::swept, LEASE_EXPIRED, taskType, limit);
    }

    /**
     * PENDING and due, sent longer ago than {@code lostAfterMs}: candidates for "the entry was lost".
     * Their send time is touched now, so each is checked once per {@code lostAfter}, not on every sweep.
     */
    List<SweptTask> takeSentLongAgo(String taskType, long lostAfterMs, int limit) {
        return jdbc.query("""
                with candidate as (select id, enqueued_at as sent_at from stream_task
                                   where task_type = ? and status = 'PENDING' and enqueued_at is not null
                                     and enqueued_at < now() - ? * interval '1 millisecond' and next_attempt_at <= now()
                                   order by enqueued_at limit ? for update skip locked)
                update stream_task t set enqueued_at = now() from candidate c where t.id = c.id
                returning t.id, t.entity_id, t.attempt, t.status, t.fields::text, c.sent_at, t.last_error
                """, TaskSweeps::swept, taskType, lostAfterMs, limit);
    }

    /** Redis lost its data: every PENDING task of the type must be sent again. */
    int resetSends(String taskType) {
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
