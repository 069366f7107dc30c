package com.prepstream.knowledgebase.store;

import com.prepstream.stream.model.TaskStatus;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.JpaSpecificationExecutor;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.transaction.annotation.Transactional;

public interface KnowledgeBaseRepository extends JpaRepository<KnowledgeBase, Long>, JpaSpecificationExecutor<KnowledgeBase> {

    Optional<KnowledgeBase> findByOwnerIdAndFileHash(long ownerId, String fileHash);

    Optional<KnowledgeBase> findByIdAndOwnerId(long id, long ownerId);

    /** Items stored before titles were kept (see {@link NoteTitles}). */
    List<KnowledgeBase> findByTitleIsNull(Pageable page);

    /** Gives the items made before accounts existed to the first admin. */
    @Modifying
    @Transactional
    @Query("update KnowledgeBase k set k.ownerId = :owner where k.ownerId is null")
    int claimUnowned(long owner);

    /** Guarded transition: only moves an item that is in one of {@code from}; returns rows changed. */
    @Modifying(clearAutomatically = true, flushAutomatically = true)
    @Transactional
    @Query("""
            update KnowledgeBase k set k.vectorStatus = :to, k.vectorError = :error, k.updatedAt = :now
            where k.id = :id and k.vectorStatus in :from
            """)
    int transition(long id, Collection<TaskStatus> from, TaskStatus to, String error, Instant now);

    /** {@link #transition} now: the guarded update behind the vectorize worker's status mirror. */
    default int transition(long id, Set<TaskStatus> from, TaskStatus to, String error) {
        return transition(id, from, to, error, Instant.now());
    }

    @Modifying(clearAutomatically = true, flushAutomatically = true)
    @Query("""
            update KnowledgeBase k set k.chunkCount = :chunkCount, k.embeddingModel = :model, k.updatedAt = :now
            where k.id = :id
            """)
    int recordVectors(long id, int chunkCount, String model, Instant now);

    /** Items whose vectors were made by none of {@code models} (to re-embed after a model change). */
    @Query("select k from KnowledgeBase k where k.embeddingModel is not null and k.embeddingModel not in :models")
    List<KnowledgeBase> findEmbeddedWithModelNotIn(Collection<String> models);

}
