package com.prepstream.stream.redis;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.stream.model.OutgoingTask;
import com.prepstream.stream.model.StreamDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.redisson.api.stream.StreamMessageId;

/**
 * After the XADD, only a failure has work left (the ledger hands the tasks to the sweeper, over JDBC, which
 * must never run on Redis' I/O threads): a success completes where Redis' reply arrived, without waking the
 * callbacks thread, and a failure still goes through that thread.
 */
class TaskDispatcherTests {

    private static final StreamDefinition DEFINITION = StreamDefinition.of("TEST", "dispatch");
    private static final List<OutgoingTask> TASKS = List.of(new OutgoingTask(7, 70, 0, Map.of()));

    private final List<Runnable> callbacks = new ArrayList<>();
    private final List<long[]> unsent = new ArrayList<>();

    @Test
    void aSuccessfulSendCompletesWithoutTheCallbacksThread() {
        TaskDispatcher dispatcher = new TaskDispatcher(DEFINITION,
                entries -> CompletableFuture.completedFuture(List.of(new StreamMessageId(1, 0))), unsent::add,
                callbacks::add);

        CompletableFuture<Void> done = dispatcher.send(TASKS, error -> { });

        assertThat(done).isCompleted();
        assertThat(callbacks).isEmpty();
        assertThat(unsent).isEmpty();
    }

    @Test
    void aFailedSendHandsTheTasksToTheSweeperOnTheCallbacksThreadThenCompletes() {
        List<Exception> failures = new ArrayList<>();
        TaskDispatcher dispatcher = new TaskDispatcher(DEFINITION,
                entries -> CompletableFuture.failedFuture(new IllegalStateException("Redis is down")), unsent::add,
                callbacks::add);

        CompletableFuture<Void> done = dispatcher.send(TASKS, failures::add);

        assertThat(done).isNotDone();
        assertThat(unsent).isEmpty(); // nothing ran on the thread that saw the failure
        assertThat(callbacks).hasSize(1);
        callbacks.get(0).run();
        assertThat(unsent).singleElement().satisfies(ids -> assertThat(ids).containsExactly(7L));
        assertThat(failures).hasSize(1);
        assertThat(done).isCompleted();
    }
}
