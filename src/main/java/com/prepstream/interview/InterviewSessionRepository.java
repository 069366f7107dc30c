package com.prepstream.interview;

import com.prepstream.stream.TaskStatus;
import jakarta.persistence.LockModeType;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.EntityGraph;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Lock;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;

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

    /** Mirrors the ledger's status for reads; touches nothing else, and nothing when the session is gone. */
    /** The one guarded update of the evaluation status: moves only a session whose status is in {@code from}. */
    @Modifying(clearAutomatically = true, flushAutomatically = true)
    @Query("update InterviewSession s set s.evaluateStatus = :to, s.evaluateError = :error, s.updatedAt = :at "
            + "where s.id = :id and s.evaluateStatus in :from")
    int mirrorEvaluateStatus(long id, java.util.Collection<TaskStatus> from, TaskStatus to, String error, Instant at);
}
