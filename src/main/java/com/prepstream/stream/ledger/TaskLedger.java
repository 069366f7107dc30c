package com.prepstream.stream.ledger;

import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskTransition;
import java.sql.Array;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.ObjectMapper;

/**
 * The task ledger in PostgreSQL ({@code stream_task} + {@code stream_task_transition}), the authority on
 * every task. Public methods are the queries features need; every status change is a guarded
 * compare-and-set statement in this package ({@link TaskClaims}, {@link TaskSweeps}).
 */
public final class TaskLedger {

    /** What a feature may show about its task; {@code lastError} is readable and truncated, may be null. */
    public record TaskSnapshot(TaskStatus status, int attempt, int maxAttempts, String lastError, Instant updatedAt) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<Map<String, String>> FIELDS = new TypeReference<>() {
    };

    private final JdbcTemplate jdbc;
    private final TaskClaims claims;
    private final TaskSweeps sweeps;
    private final MirrorMoves mirrors;

    public TaskLedger(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
        this.claims = new TaskClaims(jdbc);
        this.sweeps = new TaskSweeps(jdbc);
        this.mirrors = new MirrorMoves(jdbc);
    }

    /** Every recorded transition of the entity's task, oldest first; empty when there is no task. */
    public List<TaskTransition> history(String taskType, long entityId) {
        return jdbc.query("""
                select tr.status, tr.attempt, tr.error, tr.at
                from stream_task_transition tr join stream_task t on t.id = tr.task_id
                where t.task_type = ? and t.entity_id = ?
                order by tr.id
                """, (rs, row) -> new TaskTransition(TaskStatus.valueOf(rs.getString(1)), rs.getInt(2),
                rs.getString(3), rs.getTimestamp(4).toInstant()), taskType, entityId);
    }

    /** Current status of the entity's task, empty when there is none (never enqueued, or cancelled). */
    public Optional<TaskStatus> status(String taskType, long entityId) {
        return snapshot(taskType, entityId).map(TaskSnapshot::status);
    }

    /** Current state of the entity's task, empty when there is none. */
    public Optional<TaskSnapshot> snapshot(String taskType, long entityId) {
        return jdbc.query("""
                select status, attempt, max_attempts, last_error, updated_at from stream_task
                where task_type = ? and entity_id = ?
                """, (rs, row) -> new TaskSnapshot(TaskStatus.valueOf(rs.getString(1)), rs.getInt(2), rs.getInt(3),
                rs.getString(4), rs.getTimestamp(5).toInstant()), taskType, entityId).stream().findFirst();
    }

    public TaskClaims claims() {
        return claims;
    }

    public TaskSweeps sweeps() {
        return sweeps;
    }

    /** The guarded moves of the features' declared status mirrors. */
    public MirrorMoves mirrors() {
        return mirrors;
    }

    /**
     * Inserts, or resets a finished task to, PENDING attempt 0 for each entity, in the caller's
     * transaction. {@code enqueued_at} is set now: the caller sends after commit, so the sweeper must not.
     *
     * @return task id by entity id, for the entities whose task was not already PENDING or PROCESSING
     */
    public Map<Long, Long> enqueue(String taskType, int maxAttempts, List<Long> entityIds, List<String> fieldsJson) {
        return jdbc.execute((ConnectionCallback<Map<Long, Long>>) connection -> {
            try (var statement = connection.prepareStatement("""
                    insert into stream_task (task_type, entity_id, status, attempt, max_attempts, fields,
                                             next_attempt_at, enqueued_at)
                    select ?, v.entity_id, 'PENDING', 0, ?, v.fields::jsonb, now(), now()
                    from unnest(?::bigint[], ?::text[]) as v(entity_id, fields)
                    on conflict (task_type, entity_id) do update
                    set status = 'PENDING', attempt = 0, max_attempts = excluded.max_attempts,
                        fields = excluded.fields, next_attempt_at = now(), enqueued_at = now(),
                        lease_owner = null, lease_expires_at = null, last_error = null, completed_at = null,
                        updated_at = now()
                    where stream_task.status in ('COMPLETED', 'FAILED')
                    returning entity_id, id
                    """)) {
                statement.setString(1, taskType);
                statement.setInt(2, maxAttempts);
                statement.setArray(3, connection.createArrayOf("bigint", entityIds.toArray()));
                statement.setArray(4, connection.createArrayOf("text", fieldsJson.toArray()));
                Map<Long, Long> ids = new HashMap<>();
                try (ResultSet rs = statement.executeQuery()) {
                    while (rs.next()) {
                        ids.put(rs.getLong(1), rs.getLong(2));
                    }
                }
                return ids;
            }
        });
    }

    /** Removes the entity's task and its history; an in-flight run finds no row and is dropped. */
    public boolean cancel(String taskType, long entityId) {
        Integer removed = jdbc.queryForObject("""
                with gone as (delete from stream_task where task_type = ? and entity_id = ? returning id),
                     history as (delete from stream_task_transition where task_id in (select id from gone))
                select count(*) from gone
                """, Integer.class, taskType, entityId);
        return removed != null && removed > 0;
    }

    /** Dead-letter replay: a FAILED task becomes PENDING attempt 0, unsent (the caller sends it). */
    public Optional<TaskSweeps.SweptTask> resetFailed(String taskType, long taskId) {
        return jdbc.query("""
                update stream_task
                set status = 'PENDING', attempt = 0, next_attempt_at = now(), enqueued_at = now(),
                    last_error = null, completed_at = null, updated_at = now()
                where id = ? and task_type = ? and status = 'FAILED'
                returning id, entity_id, attempt, status, fields::text, enqueued_at, last_error
                """, (rs, row) -> new TaskSweeps.SweptTask(rs.getLong(1), rs.getLong(2), rs.getInt(3),
                TaskStatus.valueOf(rs.getString(4)), fromJson(rs.getString(5)), instant(rs.getTimestamp(6)),
                rs.getString(7)),
                taskId, taskType).stream().findFirst();
    }

    /** The send failed: hand the tasks to the sweeper. */
    public void markUnsent(long[] taskIds) {
        jdbc.update(connection -> {
            var statement = connection.prepareStatement("""
                    update stream_task set enqueued_at = null
                    where id = any(?) and status = 'PENDING'
                    """);
            statement.setArray(1, longs(connection, taskIds));
            return statement;
        });
    }

    static Array longs(Connection connection, long[] values) throws SQLException {
        Long[] boxed = new Long[values.length];
        for (int i = 0; i < values.length; i++) {
            boxed[i] = values[i];
        }
        return connection.createArrayOf("bigint", boxed);
    }

    static Array longs(Connection connection, Collection<Long> values) throws SQLException {
        return connection.createArrayOf("bigint", values.toArray());
    }

    public static String toJson(Map<String, String> fields) {
        return fields == null || fields.isEmpty() ? null : JSON.writeValueAsString(fields);
    }

    static Map<String, String> fromJson(String json) {
        return json == null ? Map.of() : JSON.readValue(json, FIELDS);
    }

    static Instant instant(Timestamp timestamp) {
        return timestamp == null ? null : timestamp.toInstant();
    }
}
