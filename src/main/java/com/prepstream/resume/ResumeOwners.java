package com.prepstream.resume;

import com.prepstream.account.OwnedEntities;
import com.prepstream.account.StorageUsage;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** Who owns a resume row (its live events reach that account only) and what its files weigh (storage quota). */
@Component
class ResumeOwners implements OwnedEntities, StorageUsage {

    private final JdbcTemplate jdbc;

    ResumeOwners(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entityType() {
        return AnalyzeWorker.DEFINITION.entityType();
    }

    @Override
    public Optional<Long> ownerOf(long entityId) {
        return jdbc.queryForList("select owner_id from resume where id = ?", Long.class, entityId).stream()
                .filter(java.util.Objects::nonNull).findFirst();
    }

    @Override
    public Map<Kind, Long> bytesStoredBy(long accountId) {
        return Map.of(Kind.FILES, jdbc.queryForObject("select coalesce(sum(size_bytes), 0) from resume where owner_id = ?",
                Long.class, accountId));
    }
}
