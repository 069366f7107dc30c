package com.prepstream.interview;

import com.prepstream.account.OwnedEntities;
import com.prepstream.account.StorageUsage;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Who owns an interview_session row (its live events reach that account only) and what its questions,
 * answers and reports weigh (storage quota; kept by triggers, V80__stored_bytes_counters.sql).
 */
@Component
class InterviewOwners implements OwnedEntities, StorageUsage {

    private final JdbcClient jdbc;

    InterviewOwners(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entityType() {
        return EvaluateWorker.DEFINITION.entityType();
    }

    @Override
    public Optional<Long> ownerOf(long entityId) {
        // empty for a missing row and for one made before accounts existed (owner_id null)
        return jdbc.sql("select owner_id from interview_session where id = ?").param(entityId).query(Long.class)
                .optional();
    }

    @Override
    public Map<Kind, Long> bytesStoredBy(long accountId) {
        return Map.of(Kind.INTERVIEWS, jdbc.sql(
                "select coalesce(sum(stored_bytes), 0) from interview_session where owner_id = ?").param(accountId)
                .query(Long.class).single());
    }
}
