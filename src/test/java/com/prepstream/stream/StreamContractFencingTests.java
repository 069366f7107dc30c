package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.stream.ledger.TaskClaims;
import com.prepstream.stream.model.ClaimedTask;
import com.prepstream.stream.model.TaskStatus;
import java.sql.Timestamp;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** Contract: a run's lease token is never issued twice, and leases are renewed whatever the sweeper does. */
class StreamContractFencingTests extends StreamContractSupport {

    /**
     * Fencing: a run that failed, then a re-run (attempt back to 0) claimed by the same worker, holds the
     * same (task id, attempt, owner) as the stale run; only the run id tells them apart. Every statement of
     * the stale run changes nothing, the current run's completion counts. Fails when claims do not
     * increment the run id (the stale run then completes the current one).
     */
    @Test
    void aStaleRunCannotCompleteRetryFailOrRenewTheRunOfARerun() {
        Instance instance = instance(TestSettings.fast());
        TaskClaims claims = instance.framework.ledger().claims();
        instance.producer.enqueue(new TestTask(1));
        long id = taskId(1);
        ClaimedTask stale = claims.claim(TYPE, List.of(id), "worker-a", 60_000).get(0);
        assertThat(claims.fail(id, stale.runId(), "the model answered 503")).isTrue();

        instance.producer.enqueue(new TestTask(1)); // the user re-runs it: attempt 0 again
        ClaimedTask current = claims.claim(TYPE, List.of(id), "worker-a", 60_000).get(0);

        assertThat(current.attempt()).isEqualTo(stale.attempt());
        assertThat(current.runId()).isGreaterThan(stale.runId());
        TaskClaims.RunToken staleRun = new TaskClaims.RunToken(id, stale.runId());
        assertThat(claims.complete(new long[] {id}, new long[] {stale.runId()})).isEmpty();
        assertThat(claims.retry(id, stale.runId(), 0, "stale")).isFalse();
        assertThat(claims.fail(id, stale.runId(), "stale")).isFalse();
        assertThat(claims.drop(id, stale.runId())).isFalse();
        assertThat(claims.extend(List.of(staleRun), 60_000)).isZero();
        assertThat(claims.release(List.of(staleRun))).isEmpty();
        assertThat(status(1)).contains(TaskStatus.PROCESSING);
        assertThat(claims.complete(new long[] {id}, new long[] {current.runId()})).hasSize(1);
        assertThat(status(1)).contains(TaskStatus.COMPLETED);
    }

    /**
     * Heartbeat on its own thread: while a sweep is held (here: a status hook of a lease expiry that
     * does not return), a running task's lease is still renewed, so nobody takes it over and runs it
     * twice. Fails when the heartbeat shares the sweeper's thread.
     */
    @Test
    void theHeartbeatRenewsLeasesWhileASweepIsHeld() {
        TestSettings settings = TestSettings.fast();
        settings.reclaimIdle = Duration.ofSeconds(60);
        Instance instance = instance(settings).start();
        CountDownLatch release = new CountDownLatch(1);
        world.behaviours.put(1L, new TestWorld.Block(release));
        world.markGates.put("retrying:9", release);
        try {
            instance.producer.enqueue(new TestTask(1));
            await().atMost(Duration.ofSeconds(10)).until(() -> world.started.contains(1L));
            // a task whose worker died: the sweeper ends its lease, and its status hook holds the sweep
            jdbc.update("""
                    insert into stream_task (task_type, entity_id, status, attempt, max_attempts, lease_owner,
                                             lease_expires_at)
                    values (?, 9, 'PROCESSING', 1, 4, 'gone-worker', now() - interval '1 minute')
                    """, TYPE);
            await().atMost(Duration.ofSeconds(10)).until(() -> world.gatesReached.contains("retrying:9"));
            Timestamp heldAt = leaseOf(1);

            await().atMost(Duration.ofSeconds(10)).until(() -> leaseOf(1).after(heldAt));
            assertThat(status(1)).isEqualTo(Optional.of(TaskStatus.PROCESSING));
            assertThat(world.calls(1)).isEqualTo(1);
        } finally {
            release.countDown();
        }
        awaitStatus(1, TaskStatus.COMPLETED, Duration.ofSeconds(10));
        assertThat(world.calls(1)).isEqualTo(1);
    }

    private static Timestamp leaseOf(long entityId) {
        return jdbc.queryForObject("select lease_expires_at from stream_task where task_type = ? and entity_id = ?",
                Timestamp.class, TYPE, entityId);
    }
}
