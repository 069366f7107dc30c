package com.prepstream.knowledgebase;

import com.prepstream.account.OwnedEntities;
import com.prepstream.account.StorageUsage;
import com.prepstream.knowledgebase.ingestion.VectorizeWorker;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/** Who owns a knowledge_base row (its live events reach that account only) and what it stores: files and chunks (storage quota). */
@Component
class KnowledgeBaseOwners implements OwnedEntities, StorageUsage {

    private final JdbcClient jdbc;

    KnowledgeBaseOwners(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entityType() {
        return VectorizeWorker.DEFINITION.entityType();
    }

    @Override
    public Optional<Long> ownerOf(long entityId) {
        // empty for a missing row and for one made before accounts existed (owner_id null)
        return jdbc.sql("select owner_id from knowledge_base where id = ?").param(entityId).query(Long.class)
                .optional();
    }

    @Override
    public Map<Kind, Long> bytesStoredBy(long accountId) {
        // chunk_bytes is kept by a trigger on knowledge_base_chunk (V80__stored_bytes_counters.sql)
        return jdbc.sql("""
                select coalesce(sum(size_bytes), 0) as files, coalesce(sum(chunk_bytes), 0) as chunks
                from knowledge_base where owner_id = ?
                """).param(accountId).query((row, n) -> Map.of(Kind.FILES, row.getLong("files"), Kind.CHUNKS,
                row.getLong("chunks"))).single();
    }
}
