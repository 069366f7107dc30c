package com.prepstream.interview;

import com.prepstream.stream.model.TaskStatus;
import jakarta.persistence.LockModeType;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.EntityGraph;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Lock;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.transaction.annotation.Transactional;

interface InterviewSessionRepository extends JpaRepository<InterviewSession, Long> {

    @EntityGraph(attributePaths = "questions")
    @Query("select s from InterviewSession s where s.id = :id")
    Optional<InterviewSession> findWithQuestions(long id);

    /** Serialises answer, complete and re-evaluate requests on one session (row lock until commit). */
    @Lock(LockModeType.PESSIMISTIC_WRITE)
    @Query("select s from InterviewSession s where s.id = :id")
    Optional<InterviewSession> lockById(long id);

    /** With the questions in the same query: the summaries count them. */
    @EntityGraph(attributePaths = "questions")
    List<InterviewSession> findAllByOrderByCreatedAtDesc();

    /**
     * One page of an account's sessions, newest first, without their questions: fetched with them, the page was
     * cut in memory after loading every session of the account and every question (Hibernate HHH90003004), so
     * one heavy account made each list call load all its history. {@link #questionCounts} counts them instead.
     */
    List<InterviewSession> findByOwnerIdOrderByCreatedAtDescIdDesc(long ownerId, Pageable page);

    /** [session id, number of questions] of the given sessions. */
    @Query("select q.session.id, count(q) from InterviewQuestion q where q.session.id in :ids group by q.session.id")
    List<Object[]> questionCounts(java.util.Collection<Long> ids);

    /** Gives the sessions made before accounts existed to the first admin. */
    @Modifying
    @Transactional
    @Query("update InterviewSession s set s.ownerId = :owner where s.ownerId is null")
    int claimUnowned(long owner);

    /** The one guarded update of the evaluation status: moves only a session whose status is in {@code from}. */
    @Modifying(clearAutomatically = true, flushAutomatically = true)
    @Transactional
    @Query("update InterviewSession s set s.evaluateStatus = :to, s.evaluateError = :error, s.updatedAt = :at "
            + "where s.id = :id and s.evaluateStatus in :from")
    int mirrorEvaluateStatus(long id, java.util.Collection<TaskStatus> from, TaskStatus to, String error, Instant at);

    /** {@link #mirrorEvaluateStatus} now: the guarded update behind the evaluate worker's status mirror. */
    default int mirrorEvaluateStatus(long id, java.util.Set<TaskStatus> from, TaskStatus to, String error) {
        return mirrorEvaluateStatus(id, from, to, error, Instant.now());
    }
}
