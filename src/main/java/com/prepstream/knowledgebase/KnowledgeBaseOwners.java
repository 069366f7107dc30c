package com.prepstream.knowledgebase;

import com.prepstream.account.OwnedEntities;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** Who owns a knowledge_base row, so that its live events reach that account only. */
@Component
class KnowledgeBaseOwners implements OwnedEntities {

    private final JdbcTemplate jdbc;

    KnowledgeBaseOwners(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entityType() {
        return VectorizeTask.DEFINITION.entityType();
    }

    @Override
    public Optional<Long> ownerOf(long entityId) {
        return jdbc.queryForList("select owner_id from knowledge_base where id = ?", Long.class, entityId).stream()
                .filter(java.util.Objects::nonNull).findFirst();
    }
}
