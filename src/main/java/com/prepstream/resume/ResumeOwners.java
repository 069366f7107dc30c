package com.prepstream.resume;

import com.prepstream.account.OwnedEntities;
import com.prepstream.account.StorageUsage;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/** Who owns a resume row (its live events reach that account only) and what its files weigh (storage quota). */
@Component
class ResumeOwners implements OwnedEntities, StorageUsage {

    private final JdbcClient jdbc;

    ResumeOwners(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entityType() {
        return AnalyzeWorker.DEFINITION.entityType();
    }

    @Override
    public Optional<Long> ownerOf(long entityId) {
        // empty for a missing row and for one made before accounts existed (owner_id null)
        return jdbc.sql("select owner_id from resume where id = ?").param(entityId).query(Long.class)
                .optional();
    }

    @Override
    public Map<Kind, Long> bytesStoredBy(long accountId) {
        return Map.of(Kind.FILES, jdbc.sql("select coalesce(sum(size_bytes), 0) from resume where owner_id = ?")
                .param(accountId).query(Long.class).single());
    }
}
