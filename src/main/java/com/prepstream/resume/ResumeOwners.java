package com.prepstream.resume;

import com.prepstream.account.OwnedEntities;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** Who owns a resume row, so that its live events reach that account only. */
@Component
class ResumeOwners implements OwnedEntities {

    private final JdbcTemplate jdbc;

    ResumeOwners(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entityType() {
        return AnalyzeTask.DEFINITION.entityType();
    }

    @Override
    public Optional<Long> ownerOf(long entityId) {
        return jdbc.queryForList("select owner_id from resume where id = ?", Long.class, entityId).stream()
                .filter(java.util.Objects::nonNull).findFirst();
    }
}
