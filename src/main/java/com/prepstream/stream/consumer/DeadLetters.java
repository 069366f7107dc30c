package com.prepstream.stream.consumer;

import com.prepstream.stream.ledger.TaskSweeps;
import com.prepstream.stream.model.OutgoingTask;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.redis.WireFormat;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.redisson.api.stream.StreamMessageId;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writing {@code <stream>:dlq} so that no dead letter is lost and none is written twice. The ledger owes
 * the letter of every FAILED task ({@code dead_lettered_at = null}) until it is recorded as written; the
 * worker that failed the task writes it at once, the sweeper writes whatever is still owed.
 */
final class DeadLetters {

    private static final Logger log = LoggerFactory.getLogger(DeadLetters.class);
    private static final int SWEEP_BATCH = 500;
    private static final long OWED_LETTER_GRACE_MS = 10_000;

    private final ConsumerContext<?> context;
    private final StreamDefinition definition;
    private final TaskSweeps sweeps;

    DeadLetters(ConsumerContext<?> context) {
        this.context = context;
        this.definition = context.definition;
        this.sweeps = context.sweeps;
    }

    /**
     * The dead letter of a task the ledger says FAILED. Should the XADD fail, the sweeper writes it later;
     * should only the record fail, the sweeper finds the letter and records it instead of writing it again.
     * Returns whether the letter was written and recorded.
     */
    boolean writeForTask(long taskId, int attempt, Map<String, String> entry, String originalId, String error,
            Instant failedAt) {
        if (!write(WireFormat.deadLetter(entry, error, attempt, failedAt, originalId))) {
            return false;
        }
        try {
            sweeps.markDeadLettered(taskId, attempt);
            return true;
        } catch (RuntimeException e) {
            log.warn("Could not record the dead letter of {} task {}: {}", definition.taskType(), taskId, e.toString());
            return false;
        }
    }

    /**
     * An entry without usable ids has no ledger row to remember its letter, so it is acknowledged only once
     * the letter is written; until then it stays pending and is reclaimed and tried again.
     */
    void writeForMalformedEntry(StreamMessageId entryId, Map<String, String> fields, String reason) {
        log.warn("Malformed entry {} on {}: {}", entryId, definition.stream(), reason);
        if (write(WireFormat.deadLetter(fields, reason, 0, Instant.now(), entryId.toString()))) {
            context.ackQuietly(List.of(entryId));
        }
    }

    /**
     * Letters whose XADD failed when their task failed (or that Redis lost since), owed for longer than the
     * grace (the smaller of {@code lostAfter} and 10 s: the failing worker writes its letter milliseconds
     * after the commit). Rows stay locked while their letters are written, so two sweepers never write the
     * same one; on the first XADD that fails the rest waits for the next sweep.
     */
    void writeOwed() {
        long graceMs = Math.min(context.settings.lostAfter().toMillis(), OWED_LETTER_GRACE_MS);
        context.transactions.executeWithoutResult(status -> {
            List<TaskSweeps.OwedDeadLetter> owedLetters = sweeps.lockOwedDeadLetters(definition.taskType(), graceMs,
                    SWEEP_BATCH);
            if (owedLetters.isEmpty()) {
                return;
            }
            Set<String> alreadyWritten;
            try {
                // oldest first: the letters written since the oldest failure cover them all
                alreadyWritten = context.redis.deadLettersSince(owedLetters.get(0).failedAt());
            } catch (RuntimeException e) {
                return; // Redis refuses: the letters stay owed, as when their XADD fails
            }
            for (TaskSweeps.OwedDeadLetter owed : owedLetters) {
                if (alreadyWritten.contains(WireFormat.letterKey(owed.taskId(), owed.attempt()))) {
                    // written before, but recording that failed (or owed again after a loss it survived)
                    sweeps.markDeadLettered(owed.taskId(), owed.attempt());
                    continue;
                }
                var entry = WireFormat.entry(new OutgoingTask(owed.taskId(), owed.entityId(),
                        owed.attempt(), owed.fields()));
                if (!writeForTask(owed.taskId(), owed.attempt(), entry, null, owed.error(), owed.failedAt())) {
                    return;
                }
            }
        });
    }

    /**
     * The stream was created or re-created: Redis may have lost the dead letters too (or a new failure
     * re-created their stream with only its own). The recent failed tasks owe theirs again; the sweeper
     * writes those it does not find and records those it does.
     */
    void oweAgain() {
        int owed = sweeps.oweDeadLettersAgain(definition.taskType(), context.settings.deadLetterMaxLen());
        if (owed > 0) {
            log.warn("Checking {} for the dead letters of the last {} failed task(s); missing ones are rewritten",
                    definition.deadLetterStream(), owed);
        }
    }

    private boolean write(Map<String, String> letter) {
        try {
            context.redis.deadLetter(letter, context.settings.deadLetterMaxLen());
            context.metrics.deadLettered.increment();
            return true;
        } catch (RuntimeException e) {
            log.warn("Could not add a dead letter to {} (written later): {}", definition.deadLetterStream(),
                    e.toString());
            return false;
        }
    }
}
