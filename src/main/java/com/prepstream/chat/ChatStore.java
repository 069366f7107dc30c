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
import org.springframework.jdbc.core.simple.JdbcClient;
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

    private final JdbcClient jdbc;
    private final JsonMapper json;

    ChatStore(JdbcClient jdbc, JsonMapper json) {
        this.jdbc = jdbc;
        this.json = json;
    }

    long createSession(long owner, String title, List<Long> scope, Instant now) {
        return jdbc.sql("""
                insert into chat_session (owner_id, title, scope, created_at, updated_at) values (?, ?, ?, ?, ?)
                returning id
                """).params(owner, title, scope.toArray(Long[]::new), Timestamp.from(now), Timestamp.from(now))
                .query(Long.class).single();
    }

    /** The session if {@code owner} owns it; another account's answers empty, like a missing one. */
    Optional<SessionRow> find(long id, long owner) {
        return jdbc.sql("select " + SESSION_COLUMNS + " from chat_session s where s.id = ? and s.owner_id = ?")
                .params(id, owner).query(this::session).optional();
    }

    List<SessionRow> list(long owner, int page, int size) {
        return jdbc.sql("select " + SESSION_COLUMNS
                + " from chat_session s where s.owner_id = ? order by s.created_at desc, s.id desc limit ? offset ?")
                .params(owner, size, (long) page * size).query(this::session).list();
    }

    long count(long owner) {
        return jdbc.sql("select count(*) from chat_session where owner_id = ?").param(owner).query(Long.class)
                .single();
    }

    /** Gives the sessions made before accounts existed to the first admin. */
    int claimUnowned(long owner) {
        return jdbc.sql("update chat_session set owner_id = ? where owner_id is null").param(owner).update();
    }

    void rename(long id, String title, Instant now) {
        jdbc.sql("update chat_session set title = ?, updated_at = ? where id = ?")
                .params(title, Timestamp.from(now), id).update();
    }

    /** Names an untitled session after its first question. */
    void titleIfUntitled(long id, String title) {
        jdbc.sql("update chat_session set title = ? where id = ? and title is null").params(title, id).update();
    }

    void delete(long id) {
        jdbc.sql("delete from chat_session where id = ?").param(id).update();
    }

    List<MessageRow> messages(long sessionId) {
        return jdbc.sql("""
                select id, role, content, sources, model, status, language, created_at
                from chat_message where session_id = ? order by id
                """).param(sessionId).query(this::message).list();
    }

    /** The last {@code limit} messages, oldest first. */
    List<MessageRow> recentMessages(long sessionId, int limit) {
        List<MessageRow> newestFirst = jdbc.sql("""
                select id, role, content, sources, model, status, language, created_at
                from chat_message where session_id = ? order by id desc limit ?
                """).params(sessionId, limit).query(this::message).list();
        List<MessageRow> oldestFirst = new java.util.ArrayList<>(newestFirst);
        java.util.Collections.reverse(oldestFirst);
        return oldestFirst;
    }

    long addQuestion(long sessionId, String question, String language, Instant now) {
        touch(sessionId, now);
        return jdbc.sql("""
                insert into chat_message (session_id, role, content, status, language, created_at)
                values (?, 'USER', ?, 'COMPLETE', ?, ?) returning id
                """).params(sessionId, question, language, Timestamp.from(now)).query(Long.class).single();
    }

    long addAnswer(long sessionId, AnswerRecord answer, Instant now) {
        touch(sessionId, now);
        return jdbc.sql("""
                insert into chat_message (session_id, role, content, sources, model, status, language, search_query,
                                          timings, created_at)
                values (?, 'ASSISTANT', ?, ?::jsonb, ?, ?, ?, ?, ?::jsonb, ?) returning id
                """).params(sessionId, answer.content(), json.writeValueAsString(answer.sources()), answer.model(),
                answer.status(), answer.language(), answer.searchQuery(), answer.timingsJson(), Timestamp.from(now))
                .query(Long.class).single();
    }

    /**
     * Marks the session as answering unless another answer holds it; an older mark than
     * {@code lease} belongs to a dead instance and is taken over. One conditional UPDATE, so two
     * instances racing for the same session cannot both win.
     */
    boolean tryStartAnswer(long sessionId, String token, Instant now, Duration lease) {
        return jdbc.sql("""
                update chat_session set answering_token = ?, answering_since = ?
                where id = ? and (answering_token is null or answering_since < ?)
                """).params(token, Timestamp.from(now), sessionId, Timestamp.from(now.minus(lease))).update() == 1;
    }

    void finishAnswer(long sessionId, String token) {
        jdbc.sql("update chat_session set answering_token = null, answering_since = null "
                + "where id = ? and answering_token = ?").params(sessionId, token).update();
    }

    private void touch(long sessionId, Instant now) {
        jdbc.sql("update chat_session set updated_at = ? where id = ?").params(Timestamp.from(now), sessionId).update();
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
