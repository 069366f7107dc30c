package com.prepstream.stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.stream.model.TaskStatus;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.redisson.api.RType;
import org.redisson.api.stream.StreamAddArgs;
import org.redisson.api.stream.StreamMessageId;
import org.redisson.client.codec.StringCodec;

/**
 * Contract: a dead letter is never lost when Redis refuses it at the moment it is due. To refuse only
 * the dead letters, a plain string key takes the dead-letter stream's name: every XADD to it fails
 * (WRONGTYPE) while the task stream works normally.
 */
class StreamContractDeadLetterTests extends StreamContractSupport {

    /**
     * Guarantee 6 (dead letters): the ledger fails the task and owes its letter until the letter is
     * written; the sweeper writes it once Redis accepts it, once. Fails if the letter is tried only once.
     */
    @Test
    void deadLetterRefusedWhenTheTaskFailedIsWrittenLaterOnce() {
        Instance instance = instanceFailingTaskOne("No text could be extracted from scan.pdf");
        blockDeadLetters(instance);

        instance.producer.enqueue(new TestTask(1));
        awaitStatus(1, TaskStatus.FAILED, Duration.ofSeconds(10));
        await().atMost(Duration.ofSeconds(5)).until(() -> pendingEntries(instance) == 0);
        await().pollDelay(Duration.ofSeconds(1)).until(() -> true); // sweeps go on failing meanwhile
        assertThat(instance.redisson.getKeys().getType(TestTask.DEFINITION.deadLetterStream()))
                .as("dead letters still refused").isEqualTo(RType.OBJECT);

        unblockDeadLetters(instance);

        await().atMost(Duration.ofSeconds(10)).until(() -> deadLetters(instance).isExists());
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3))
                .until(() -> deadLetters(instance).size() == 1);
        Map<String, String> letter = deadLetters(instance).range(StreamMessageId.MIN, StreamMessageId.MAX)
                .values().iterator().next();
        assertThat(letter).containsEntry("entityId", "1").containsEntry("attempts", "1")
                .containsEntry("error", "No text could be extracted from scan.pdf").containsKeys("taskId", "failedAt");
    }

    /**
     * The double fault: the letter is written, then recording that fails, so the ledger still owes it.
     * The sweeper finds the letter and records it instead of writing a second one. Fails if the sweeper
     * writes owed letters without looking.
     */
    @Test
    void deadLetterWrittenButNotRecordedIsRecordedNotWrittenTwice() {
        Instance instance = instanceFailingTaskOne("Unsupported file");
        instance.producer.enqueue(new TestTask(1));
        awaitStatus(1, TaskStatus.FAILED, Duration.ofSeconds(10));
        await().atMost(Duration.ofSeconds(5)).until(() -> deadLetteredAt(1) != null);

        jdbc.update("update stream_task set dead_lettered_at = null where entity_id = 1");

        await().atMost(Duration.ofSeconds(10)).until(() -> deadLetteredAt(1) != null);
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3))
                .until(() -> deadLetters(instance).size() == 1);
    }

    /**
     * A malformed entry has no ledger row to owe its letter: it stays pending (not acknowledged) until
     * its letter is written, and is reclaimed and dead-lettered then. Fails if it is acked regardless.
     */
    @Test
    void malformedEntryStaysPendingUntilItsDeadLetterIsWritten() {
        Instance instance = instance(TestSettings.fast()).start();
        blockDeadLetters(instance);

        addRaw(instance, Map.of("entityId", "1"));
        instance.producer.enqueue(new TestTask(2));
        awaitStatus(2, TaskStatus.COMPLETED, Duration.ofSeconds(10));
        await().atMost(Duration.ofSeconds(5)).until(() -> pendingEntries(instance) == 1);

        unblockDeadLetters(instance);

        await().atMost(Duration.ofSeconds(10)).until(() -> deadLetters(instance).isExists()
                && deadLetters(instance).size() == 1 && pendingEntries(instance) == 0);
        assertThat(deadLetters(instance).range(StreamMessageId.MIN, StreamMessageId.MAX).values().iterator().next()
                .get("error")).contains("missing field 'taskId'");
    }

    /**
     * PostgreSQL is the authority for dead letters too: when Redis loses its data (restart without
     * persistence) the dead letters of failed tasks are written again, so they can still be replayed.
     * Fails if the ledger does not owe them again after the stream was lost.
     */
    @Test
    void deadLettersLostWithRedisDataAreWrittenAgain() {
        Instance instance = instanceFailingTaskOne("Unsupported file");
        failTaskOneUntilItsDeadLetterIsWritten(instance);

        redisServer.flushAll();
        instance.producer.enqueue(new TestTask(2));

        awaitStatus(2, TaskStatus.COMPLETED, Duration.ofSeconds(15));
        await().atMost(Duration.ofSeconds(10)).until(() -> deadLetters(instance).isExists());
        assertThat(deadLetters(instance).range(StreamMessageId.MIN, StreamMessageId.MAX).values())
                .singleElement().satisfies(letter -> assertThat(letter).containsEntry("entityId", "1")
                        .containsEntry("error", "Unsupported file"));
    }

    /**
     * Redis lost its data while no instance ran, and before any instance started again another failure
     * re-created the dead-letter stream with only its own letter. The instance that creates the group
     * again makes the recent failed tasks owe their letters, and the sweeper writes the missing one.
     * Fails if only a NOGROUP error while running (or a missing dead-letter stream) leads to that.
     */
    @Test
    void deadLettersLostWhileNoInstanceRanAreWrittenAgainAtStart() {
        Instance first = instanceFailingTaskOne("Unsupported file");
        failTaskOneUntilItsDeadLetterIsWritten(first);
        first.consumer.stop();

        redisServer.flushAll();
        deadLetters(first).add(StreamAddArgs.entries(Map.of("taskId", "999", "entityId", "999", "attempts", "1")));
        Instance second = instanceFailingTaskOne("Unsupported file");

        await().atMost(Duration.ofSeconds(10)).until(() -> deadLetters(second).size() == 2);
        assertThat(deadLetters(second).range(StreamMessageId.MIN, StreamMessageId.MAX).values())
                .extracting(letter -> letter.get("entityId")).containsExactlyInAnyOrder("999", "1");
    }

    /**
     * Redis came back empty while the database was down (the chaos run's order of faults, squeezed): the
     * reader re-creates the group at once, but the ledger cannot owe the letters again yet. Once the
     * database is back the letter is written again. Fails if the recovery is tried only when NOGROUP is
     * seen: the group exists by then, nobody sees NOGROUP again, and the letter stays lost.
     */
    @Test
    void deadLettersLostWhileTheDatabaseIsDownAreWrittenAgainOnceItIsBack() {
        Instance instance = instanceFailingTaskOne("Unsupported file");
        failTaskOneUntilItsDeadLetterIsWritten(instance);

        instance.ownDatabase.sever();
        redisServer.flushAll();
        await().atMost(Duration.ofSeconds(10)).until(() -> groupExists(instance));
        await().pollDelay(Duration.ofMillis(1500)).until(() -> true); // sweeps fail against the database meanwhile
        assertThat(deadLetters(instance).isExists()).as("no letter while the database is down").isFalse();
        instance.ownDatabase.restore();

        await().atMost(Duration.ofSeconds(10)).until(() -> deadLetters(instance).isExists());
        assertThat(deadLetters(instance).range(StreamMessageId.MIN, StreamMessageId.MAX).values())
                .singleElement().satisfies(letter -> assertThat(letter).containsEntry("entityId", "1"));
    }

    /**
     * As above, but the instance that creates the group at start cannot reach the database just then:
     * the letters are owed again once it can. Fails if that check is tried only once, at start.
     */
    @Test
    void deadLettersLostWhileNoInstanceRanAreWrittenAgainWhenTheDatabaseComesBackAfterStart() {
        Instance first = instanceFailingTaskOne("Unsupported file");
        failTaskOneUntilItsDeadLetterIsWritten(first);
        first.consumer.stop();
        redisServer.flushAll();

        TestSettings settings = TestSettings.fast();
        settings.lostAfter = Duration.ofMillis(300);
        Instance second = instance(settings);
        second.ownDatabase.sever();
        second.start();
        await().atMost(Duration.ofSeconds(10)).until(() -> groupExists(second));
        await().pollDelay(Duration.ofMillis(1500)).until(() -> true); // sweeps fail against the database meanwhile
        second.ownDatabase.restore();

        await().atMost(Duration.ofSeconds(10)).until(() -> deadLetters(second).isExists());
        assertThat(deadLetters(second).range(StreamMessageId.MIN, StreamMessageId.MAX).values())
                .singleElement().satisfies(letter -> assertThat(letter).containsEntry("entityId", "1"));
    }

    private static void failTaskOneUntilItsDeadLetterIsWritten(Instance instance) {
        instance.producer.enqueue(new TestTask(1));
        awaitStatus(1, TaskStatus.FAILED, Duration.ofSeconds(10));
        await().atMost(Duration.ofSeconds(5)).until(() -> deadLetters(instance).isExists());
    }

    /** Task 1 fails permanently; owed letters are the sweeper's after 300 ms instead of 10 s. */
    private Instance instanceFailingTaskOne(String error) {
        TestSettings settings = TestSettings.fast();
        settings.lostAfter = Duration.ofMillis(300);
        world.behaviours.put(1L, new TestWorld.Permanent(error));
        return instance(settings).start();
    }

    private static void blockDeadLetters(Instance instance) {
        instance.redisson.getBucket(TestTask.DEFINITION.deadLetterStream(), StringCodec.INSTANCE).set("blocked");
    }

    private static void unblockDeadLetters(Instance instance) {
        instance.redisson.getBucket(TestTask.DEFINITION.deadLetterStream(), StringCodec.INSTANCE).delete();
    }

    private static java.sql.Timestamp deadLetteredAt(long entityId) {
        return jdbc.queryForObject("select dead_lettered_at from stream_task where entity_id = ?",
                java.sql.Timestamp.class, entityId);
    }

    private static boolean groupExists(Instance instance) {
        return stream(instance).isExists() && !stream(instance).listGroups().isEmpty();
    }

    private static long pendingEntries(Instance instance) {
        return stream(instance).getPendingInfo(TestTask.DEFINITION.group()).getTotal();
    }
}
