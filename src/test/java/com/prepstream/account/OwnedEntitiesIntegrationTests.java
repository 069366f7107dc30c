package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Each feature's {@link OwnedEntities} answers the owner of its row, and empty both for a missing row and
 * for one nobody owns (made before accounts existed, owner_id NULL): such an item's live events reach no
 * account and its model calls are charged to nobody. The NULL column must come back as empty, neither as
 * an error nor as an Optional holding null.
 */
@IntegrationTest
class OwnedEntitiesIntegrationTests {

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    List<OwnedEntities> entities;

    @Test
    void theOwnerOfEachFeaturesRowAndEmptyForAnUnownedOrMissingOne() {
        Map<String, OwnedEntities> byType = entities.stream()
                .collect(Collectors.toMap(OwnedEntities::entityType, Function.identity()));
        Map<String, String> tables = Map.of("RESUME", "resume", "INTERVIEW", "interview_session",
                "KNOWLEDGE_BASE", "knowledge_base");
        assertThat(byType).containsOnlyKeys(tables.keySet());
        Map<String, Long> rows = Map.of("RESUME", resume(), "INTERVIEW", interview(), "KNOWLEDGE_BASE", item());

        rows.forEach((type, id) -> {
            OwnedEntities owners = byType.get(type);
            assertThat(owners.ownerOf(id)).as(type).contains(TestAdmin.ID);
            assertThat(owners.ownerOf(id + 1_000_000)).as(type + " missing").isEmpty();
            jdbc.update("update " + tables.get(type) + " set owner_id = null where id = ?", id);
            assertThat(owners.ownerOf(id)).as(type + " unowned").isEqualTo(Optional.empty());
        });
    }

    private long resume() {
        return jdbc.queryForObject("""
                insert into resume (original_filename, content_type, size_bytes, file_hash, storage_key, analyze_status,
                                    owner_id)
                values ('cv.pdf', 'application/pdf', 1, 'h', 'resume-1/h', 'COMPLETED', ?) returning id
                """, Long.class, TestAdmin.ID);
    }

    private long interview() {
        return jdbc.queryForObject("""
                insert into interview_session (role, difficulty, status, question_source, selection_seed,
                                               evaluate_status, created_at, updated_at, owner_id)
                values ('r', 'EASY', 'COMPLETED', 'question-bank', 1, 'COMPLETED', now(), now(), ?) returning id
                """, Long.class, TestAdmin.ID);
    }

    private long item() {
        return jdbc.queryForObject("""
                insert into knowledge_base (name, original_filename, content_type, size_bytes, file_hash, storage_key,
                                            vector_status, owner_id)
                values ('n', 'n.md', 'text/markdown', 1, 'h', 'k', 'COMPLETED', ?) returning id
                """, Long.class, TestAdmin.ID);
    }
}
