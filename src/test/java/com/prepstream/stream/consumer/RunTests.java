package com.prepstream.stream.consumer;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.stream.model.ClaimedTask;
import com.prepstream.stream.model.StreamSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.redisson.api.stream.StreamMessageId;

/**
 * A run is one object closed exactly once: however many paths end it (the worker letting go, a completion,
 * the deadline watch, shutdown, a late worker), its slot comes back once, it leaves the runs in flight once
 * and only one caller is allowed to acknowledge its entry. Without that, a run ended by two paths frees two
 * slots (the consumer then holds more than {@code concurrency} tasks) or acks its entry twice.
 */
class RunTests {

    private static final int CONCURRENCY = 4;

    private WorkerSlots slots;
    private Run.InFlight inFlight;

    @BeforeEach
    void slotsAllTaken() throws InterruptedException {
        StreamSettings d = StreamSettings.defaults();
        slots = new WorkerSlots(new StreamSettings(true, CONCURRENCY, d.block(), d.maxRetries(), d.backoff(), d.jitter(),
                d.reclaimIdle(), d.lease(), d.heartbeat(), d.sweepInterval(), d.trimTarget(), CONCURRENCY,
                d.shutdownGrace(), d.lostAfter(), d.deadLetterMaxLen(), d.deadline()));
        int taken = 0;
        while (taken < CONCURRENCY) {
            taken += slots.take();
        }
        assertThat(slots.free()).isZero();
        inFlight = new Run.InFlight();
    }

    @Test
    void everyPathThatEndsARunGivesItsSlotBackOnce() {
        Run run = open(1);

        run.letGo();      // the worker returns
        run.close();      // its completion batch decides it
        run.letGo();      // the deadline watch arrives late
        run.close();      // shutdown releases what it still thought in flight

        assertThat(slots.free()).isEqualTo(1);
        assertThat(inFlight.isEmpty()).isTrue();
    }

    @Test
    void onlyTheFirstCloseMayAcknowledgeTheEntry() {
        Run run = open(2);
        List<StreamMessageId> acked = new ArrayList<>();

        for (int path = 0; path < 3; path++) { // completion, a retry decision, shutdown's release
            if (run.close()) {
                acked.add(run.entryId());
            }
        }

        assertThat(acked).containsExactly(run.entryId());
        assertThat(run.isClosed()).isTrue();
    }

    @Test
    void aRunStaysInFlightWithItsSlotUntilClosedAndTheWorkerLettingGoKeepsItInFlight() {
        Run first = open(3);
        Run second = open(4);

        first.letGo(); // the worker handed its result to the completer: no slot, still heartbeated

        assertThat(inFlight.list()).containsExactlyInAnyOrder(first, second);
        assertThat(slots.free()).isEqualTo(1);
        assertThat(first.close()).isTrue();
        assertThat(inFlight.list()).containsExactly(second);
        assertThat(slots.free()).isEqualTo(1);
    }

    @Test
    void theWorkerAndTheDeadlineWatchCannotBothDecide() {
        Run expired = open(5);
        Run finished = open(6);

        assertThat(expired.expire()).isTrue();
        assertThat(expired.finish()).isFalse();
        assertThat(finished.finish()).isTrue();
        assertThat(finished.expire()).isFalse();
        assertThat(expired.overdue(0, Long.MAX_VALUE)).isFalse();
    }

    @Test
    void closingACompletionBatchTogetherClosesEachRunOnceAndGivesEachSlotBackOnce() {
        Run decidedBefore = open(5);
        Run lateWorker = open(6);
        Run plain = open(7);
        decidedBefore.close(); // e.g. its deadline passed while the batch completed
        lateWorker.letGo();    // its worker let go before the completion

        List<Run> closed = Run.closeAll(List.of(decidedBefore, lateWorker, plain));

        assertThat(closed).containsExactly(lateWorker, plain); // only these may be acknowledged now
        assertThat(slots.free()).isEqualTo(3);
        assertThat(inFlight.isEmpty()).isTrue();
        assertThat(Run.closeAll(List.of(decidedBefore, lateWorker, plain))).isEmpty();
        assertThat(slots.free()).isEqualTo(3);
    }

    @Test
    void lettingGoOfABatchTogetherGivesBackOnlyTheSlotsStillHeld() {
        Run first = open(8);
        Run second = open(9);
        first.letGo();

        Run.letGoAll(List.of(first, second));
        Run.letGoAll(List.of(first, second));

        assertThat(slots.free()).isEqualTo(2);
        assertThat(inFlight.list()).containsExactlyInAnyOrder(first, second); // let go is not closed
    }

    private Run open(long taskId) {
        ClaimedTask claim = new ClaimedTask(taskId, 100 + taskId, 1, 4, Map.of(), 0, 7);
        return Run.open(new StreamMessageId(taskId, 0), Map.of(), null, claim, slots, inFlight);
    }
}
