package com.prepstream.chat;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** The {@code chat_session} and {@code chat_message} tables (plain JDBC: arrays and JSON columns). */
@Component
class ChatStore {

    record SessionRow(long id, String title, List<Long> scope, Instant createdAt, Instant updatedAt,
            int messageCount) {
    }

    record MessageRow(long id, String role, String content, List<Source> sources, String model, String status,
            String language, Instant createdAt) {
    }

    /** What an answer stores besides its text. */
    record AnswerRecord(String content, List<Source> sources, String model, String status, String language,
            String searchQuery, String timingsJson) {
    }

    private static final TypeReference<List<Source>> SOURCES = new TypeReference<>() {
    };
    private static final String SESSION_COLUMNS = """
            s.id, s.title, s.scope, s.created_at, s.updated_at,
            s.message_count
            """;

    private final JdbcTemplate jdbc;
    private final JsonMapper json;

    ChatStore(JdbcTemplate jdbc, JsonMapper json) {
        this.jdbc = jdbc;
        this.json = json;
    }

    long createSession(long owner, String title, List<Long> scope, Instant now) {
        return jdbc.queryForObject("""
                insert into chat_session (owner_id, title, scope, created_at, updated_at) values (?, ?, ?, ?, ?)
                returning id
                """, Long.class, owner, title, scope.toArray(Long[]::new), Timestamp.from(now), Timestamp.from(now));
    }

    /** The session if {@code owner} owns it; another account's answers empty, like a missing one. */
    Optional<SessionRow> find(long id, long owner) {
        return jdbc.query("select " + SESSION_COLUMNS + " from chat_session s where s.id = ? and s.owner_id = ?",
                this::session, id, owner).stream().findFirst();
    }

    List<SessionRow> list(long owner, int page, int size) {
        return jdbc.query("select " + SESSION_COLUMNS
                + " from chat_session s where s.owner_id = ? order by s.created_at desc, s.id desc limit ? offset ?",
                this::session, owner, size, (long) page * size);
    }

    long count(long owner) {
        Long count = jdbc.queryForObject("select count(*) from chat_session where owner_id = ?", Long.class, owner);
        return count == null ? 0 : count;
    }

    /** Gives the sessions made before accounts existed to the first admin. */
    int claimUnowned(long owner) {
        return jdbc.update("update chat_session set owner_id = ? where owner_id is null", owner);
    }

    void rename(long id, String title, Instant now) {
        jdbc.update("update chat_session set title = ?, updated_at = ? where id = ?", title, Timestamp.from(now), id);
    }

    /** Names an untitled session after its first question. */
    void titleIfUntitled(long id, String title) {
        jdbc.update("update chat_session set title = ? where id = ? and title is null", title, id);
    }

    void delete(long id) {
        jdbc.update("delete from chat_session where id = ?", id);
    }

    List<MessageRow> messages(long sessionId) {
        return jdbc.query("""
                select id, role, content, sources, model, status, language, created_at
                from chat_message where session_id = ? order by id
                """, this::message, sessionId);
    }

    /** The last {@code limit} messages, oldest first. */
    List<MessageRow> recentMessages(long sessionId, int limit) {
        List<MessageRow> newestFirst = jdbc.query("""
                select id, role, content, sources, model, status, language, created_at
                from chat_message where session_id = ? order by id desc limit ?
                """, this::message, sessionId, limit);
        List<MessageRow> oldestFirst = new java.util.ArrayList<>(newestFirst);
        java.util.Collections.reverse(oldestFirst);
        return oldestFirst;
    }

    long addQuestion(long sessionId, String question, String language, Instant now) {
        touch(sessionId, now);
        return jdbc.queryForObject("""
                insert into chat_message (session_id, role, content, status, language, created_at)
                values (?, 'USER', ?, 'COMPLETE', ?, ?) returning id
                """, Long.class, sessionId, question, language, Timestamp.from(now));
    }

    long addAnswer(long sessionId, AnswerRecord answer, Instant now) {
        touch(sessionId, now);
        return jdbc.queryForObject("""
                insert into chat_message (session_id, role, content, sources, model, status, language, search_query,
                                          timings, created_at)
                values (?, 'ASSISTANT', ?, ?::jsonb, ?, ?, ?, ?, ?::jsonb, ?) returning id
                """, Long.class, sessionId, answer.content(), json.writeValueAsString(answer.sources()),
                answer.model(), answer.status(), answer.language(), answer.searchQuery(), answer.timingsJson(),
                Timestamp.from(now));
    }

    /**
     * Marks the session as answering unless another answer holds it; an older mark than
     * {@code lease} belongs to a dead instance and is taken over. One conditional UPDATE, so two
     * instances racing for the same session cannot both win.
     */
    boolean tryStartAnswer(long sessionId, String token, Instant now, Duration lease) {
        return jdbc.update("""
                update chat_session set answering_token = ?, answering_since = ?
                where id = ? and (answering_token is null or answering_since < ?)
                """, token, Timestamp.from(now), sessionId, Timestamp.from(now.minus(lease))) == 1;
    }

    void finishAnswer(long sessionId, String token) {
        jdbc.update("update chat_session set answering_token = null, answering_since = null "
                + "where id = ? and answering_token = ?", sessionId, token);
    }

    private void touch(long sessionId, Instant now) {
        jdbc.update("update chat_session set updated_at = ? where id = ?", Timestamp.from(now), sessionId);
    }

    private SessionRow session(ResultSet row, int index) throws SQLException {
        Array scope = row.getArray("scope");
        List<Long> ids = scope == null ? List.of() : Arrays.stream((Long[]) scope.getArray()).toList();
        return new SessionRow(row.getLong("id"), row.getString("title"), ids,
                row.getTimestamp("created_at").toInstant(), row.getTimestamp("updated_at").toInstant(),
                row.getInt("message_count"));
    }

    private MessageRow message(ResultSet row, int index) throws SQLException {
        return new MessageRow(row.getLong("id"), row.getString("role"), row.getString("content"),
                json.readValue(row.getString("sources"), SOURCES), row.getString("model"), row.getString("status"),
                row.getString("language"), row.getTimestamp("created_at").toInstant());
    }
}
