package com.prepstream.interview;

import com.prepstream.account.OwnedEntities;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** Who owns a interview_session row, so that its live events reach that account only. */
@Component
class InterviewOwners implements OwnedEntities {

    private final JdbcTemplate jdbc;

    InterviewOwners(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entityType() {
        return EvaluateWorker.DEFINITION.entityType();
    }

    @Override
    public Optional<Long> ownerOf(long entityId) {
        return jdbc.queryForList("select owner_id from interview_session where id = ?", Long.class, entityId).stream()
                .filter(java.util.Objects::nonNull).findFirst();
    }
}
