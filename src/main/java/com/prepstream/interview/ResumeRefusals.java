package com.prepstream.interview;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The {@code interview_resume_refusal} table: resumes a session start could not read, until when. */
@Repository
class ResumeRefusals {

    private final JdbcClient jdbc;

    ResumeRefusals(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** The problem code of a refusal still in force at {@code now}. */
    Optional<String> find(long resumeId, long ownerId, Instant now) {
        return jdbc.sql("select code from interview_resume_refusal where resume_id = ? and owner_id = ? and until > ?")
                .params(resumeId, ownerId, Timestamp.from(now)).query(String.class).optional();
    }

    void remember(long resumeId, long ownerId, String code, Instant until) {
        jdbc.sql("""
                insert into interview_resume_refusal (resume_id, owner_id, code, until) values (?, ?, ?, ?)
                on conflict (resume_id, owner_id) do update set code = excluded.code, until = excluded.until
                """).params(resumeId, ownerId, code, Timestamp.from(until)).update();
    }
}
