package com.prepstream.interview;

import com.prepstream.account.OwnedEntities;
import com.prepstream.account.StorageUsage;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Who owns an interview_session row (its live events reach that account only) and what its questions,
 * answers and reports weigh (storage quota; kept by triggers, V80__stored_bytes_counters.sql).
 */
@Component
class InterviewOwners implements OwnedEntities, StorageUsage {

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

    @Override
    public Map<Kind, Long> bytesStoredBy(long accountId) {
        return Map.of(Kind.INTERVIEWS, jdbc.queryForObject(
                "select coalesce(sum(stored_bytes), 0) from interview_session where owner_id = ?", Long.class, accountId));
    }
}
