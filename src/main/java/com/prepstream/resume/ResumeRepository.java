package com.prepstream.resume;

import com.prepstream.storage.StoredFile;
import com.prepstream.system.Language;
import com.prepstream.stream.model.TaskStatus;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The {@code resume} table. Plain SQL: the feature's few queries read better than a mapping would. */
@Repository
class ResumeRepository {

    private static final String COLUMNS = """
            id, original_filename, content_type, size_bytes, file_hash, storage_key, analyze_status,
            analyze_error, created_at, updated_at""";

    private final JdbcClient jdbc;

    ResumeRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Inserts a PENDING resume whose analysis is to be written in {@code language}, or does nothing
     * when one with the same content exists; empty then.
     */
    Optional<Long> insertIfNew(StoredFile file, long owner, Language language) {
        return jdbc.sql("""
                insert into resume (original_filename, content_type, size_bytes, file_hash, storage_key, analyze_status,
                                    owner_id, analysis_language)
                values (:name, :type, :size, :hash, :key, 'PENDING', :owner, :language)
                on conflict (owner_id, file_hash) do nothing
                returning id
                """)
                .param("owner", owner).param("language", language.tag()).param("name", file.originalFilename()).param("type", file.contentType())
                .param("size", file.sizeBytes()).param("hash", file.sha256()).param("key", file.storageKey())
                .query(Long.class).optional();
    }

    Optional<ResumeRow> findById(long id) {
        return jdbc.sql("select " + COLUMNS + " from resume where id = ?").param(id)
                .query(ResumeRepository::row).optional();
    }

    /** The resume if it is this account's; another account's answers empty, like a missing one. */
    Optional<ResumeRow> findOwned(long id, long owner) {
        return jdbc.sql("select " + COLUMNS + " from resume where id = ? and owner_id = ?").params(id, owner)
                .query(ResumeRepository::row).optional();
    }

    Optional<ResumeRow> findByHash(long owner, String sha256) {
        return jdbc.sql("select " + COLUMNS + " from resume where owner_id = ? and file_hash = ?").params(owner, sha256)
                .query(ResumeRepository::row).optional();
    }

    List<Resume> findAllNewestFirst(long owner, int offset, int limit) {
        return jdbc.sql("select " + COLUMNS + " from resume where owner_id = ? order by created_at desc, id desc"
                        + " offset ? limit ?").params(owner, offset, limit)
                .query(ResumeRepository::row).list().stream().map(ResumeRow::resume).toList();
    }

    boolean existsOwned(long id, long owner) {
        return jdbc.sql("select exists (select 1 from resume where id = ? and owner_id = ?)").params(id, owner)
                .query(Boolean.class).single();
    }

    /** Gives the resumes made before accounts existed to the first admin. */
    int claimUnowned(long owner) {
        return jdbc.sql("update resume set owner_id = ? where owner_id is null").param(owner).update();
    }

    boolean exists(long id) {
        return jdbc.sql("select exists (select 1 from resume where id = ?)").param(id).query(Boolean.class).single();
    }

    /** The extracted text, when the worker has stored it. */
    Optional<String> findParsedText(long id) {
        return jdbc.sql("select parsed_text from resume where id = ?").param(id)
                .query((rs, row) -> Optional.ofNullable(rs.getString(1))).optional().flatMap(text -> text);
    }

    /** The language the next analysis is written in: the reader's at upload or the latest re-analysis. */
    Language findAnalysisLanguage(long id) {
        return Language.fromTag(jdbc.sql("select analysis_language from resume where id = ?").param(id)
                .query(String.class).optional().orElse(null));
    }

    void saveAnalysisLanguage(long id, Language language) {
        jdbc.sql("update resume set analysis_language = ? where id = ?").params(language.tag(), id).update();
    }

    void saveParsedText(long id, String text) {
        jdbc.sql("update resume set parsed_text = ?, updated_at = now() where id = ?").params(text, id).update();
    }

    boolean delete(long id) {
        return jdbc.sql("delete from resume where id = ?").param(id).update() > 0;
    }

    private static ResumeRow row(ResultSet rs, int rowNum) throws SQLException {
        Resume resume = new Resume(rs.getLong("id"), rs.getString("original_filename"), rs.getString("content_type"),
                rs.getLong("size_bytes"), rs.getString("file_hash"), TaskStatus.valueOf(rs.getString("analyze_status")),
                rs.getString("analyze_error"), instant(rs.getTimestamp("created_at")),
                instant(rs.getTimestamp("updated_at")));
        return new ResumeRow(resume, rs.getString("storage_key"));
    }

    private static Instant instant(Timestamp timestamp) {
        return timestamp.toInstant();
    }
}
