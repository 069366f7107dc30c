package com.prepstream.stream.consumer;

import com.prepstream.stream.ledger.TaskClaims;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.model.TaskErrors;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.redis.StreamRedis;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.redisson.api.stream.AutoClaimResult;
import org.redisson.api.stream.StreamMessageId;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One consumer's lifecycle and read loop. It builds the parts once, around a shared
 * {@link ConsumerContext}: {@link BatchDispatcher} (claim), {@link BatchWorkers} (the pool), {@link TaskOutcomes} (hooks and
 * decisions), {@link BatchCompleter}, {@link DeadLetters} and the {@link Maintenance} schedule. The read
 * loop takes free {@link WorkerSlots}, reads at most that many entries (new ones, and every sweep interval
 * reclaimed ones first) and hands them to the dispatcher.
 */
public final class ConsumerEngine<T> {

    private static final Logger log = LoggerFactory.getLogger(ConsumerEngine.class);
    private static final StreamMessageId START = new StreamMessageId(0, 0);

    private final ConsumerContext<T> context;
    private final StreamDefinition definition;
    private final StreamSettings settings;
    private final WorkerSlots slots;
    private final BatchCompleter<T> completer;
    private final BatchDispatcher<T> dispatcher;
    private final BatchWorkers<T> workers;
    private final Maintenance<T> maintenance;

    // The read role's state: one thread holds the role at a time, and hands it over through the pool.
    private StreamMessageId reclaimCursor = START;
    private long nextReclaim;
    private boolean failing;
    /** The last read of new entries filled every slot it had: more are probably waiting. */
    private boolean backlog;
    private volatile boolean running;
    private volatile CountDownLatch readerEnded = new CountDownLatch(0);
    private ScheduledExecutorService sweeper;
    private ScheduledExecutorService heartbeat;

    public ConsumerEngine(TaskHooks<T> hooks, StreamDefinition definition, StreamSettings settings, String consumerName,
            ConsumerResources resources) {
        this.context = new ConsumerContext<>(hooks, definition, settings, consumerName, resources);
        this.definition = context.definition;
        this.settings = context.settings;
        this.slots = context.slots;
        DeadLetters deadLetters = new DeadLetters(context);
        TaskOutcomes<T> outcomes = new TaskOutcomes<>(context, deadLetters);
        this.completer = new BatchCompleter<>(context, outcomes);
        this.workers = new BatchWorkers<>(context, outcomes, completer);
        this.dispatcher = new BatchDispatcher<>(context, outcomes, workers);
        this.maintenance = new Maintenance<>(context, outcomes, deadLetters);
    }

    public synchronized void start() {
        if (running) {
            return;
        }
        if (!settings.enabled()) {
            log.info("Consumer for {} is disabled on this instance (prepstream.streams.{}.enabled=false)",
                    definition.stream(), definition.settingsKey());
            return;
        }
        if (settings.heartbeat().compareTo(settings.lease()) >= 0
                || settings.heartbeat().compareTo(settings.reclaimIdle()) >= 0) {
            log.warn("{}: heartbeat {} should be well below lease {} and reclaim-idle {}, or live tasks get re-run",
                    definition.stream(), settings.heartbeat(), settings.lease(), settings.reclaimIdle());
        }
        running = true;
        context.started();
        createGroup();
        String name = context.consumerName;
        sweeper = Executors.newSingleThreadScheduledExecutor(NamedThreads.factory(name + "-sweeper-"));
        heartbeat = Executors.newSingleThreadScheduledExecutor(NamedThreads.factory(name + "-heartbeat-"));
        workers.start(heartbeat);
        maintenance.schedule(sweeper, heartbeat);
        readerEnded = new CountDownLatch(1);
        failing = false;
        nextReclaim = 0;
        if (!workers.startReader(this::readLoop)) {
            readerEnded.countDown();
        }
        log.info("Consumer {} reading {} (group {})", name, definition.stream(), definition.group());
    }

    /** Stop reading, let runs finish within the grace, complete what finished, release the rest as PENDING. */
    public synchronized void stop() {
        if (!running) {
            return;
        }
        running = false;
        context.stopping();
        awaitReaderEnd(settings.block().toMillis() + 2000);
        workers.stop();
        completer.stop();
        sweeper.shutdownNow();
        heartbeat.shutdownNow();
        releaseInFlight();
        log.info("Consumer {} stopped", context.consumerName);
    }

    public boolean isRunning() {
        return running;
    }

    /** A new group (new deployment, or Redis lost its data while no instance ran) may have lost dead letters. */
    private void createGroup() {
        try {
            if (context.redis.ensureGroup()) {
                maintenance.groupCreatedAtStart();
            }
        } catch (RuntimeException e) {
            log.warn("Could not create group {} on {} yet; the read loop keeps trying: {}", definition.group(),
                    definition.stream(), e.toString());
        }
    }

    /**
     * Reads new entries, and every sweep interval first reclaims idle ones (XAUTOCLAIM) instead: the loop
     * owns the free slots, so reclaiming never starves behind a blocked read.
     * <p>
     * Leader/follower: a thread holding the read role that has claimed a batch hands the role to a pool
     * thread (the follower reads on) and runs the batch itself, so a claimed task starts on the thread that
     * claimed it, without waiting for another thread to wake up: that wake-up now overlaps the run instead of
     * preceding it (idle pickup, docs/benchmarks.md). Reading is never held up by a run: the follower reads.
     */
    private void readLoop() {
        while (running) {
            int wanted = takeSlots();
            if (wanted == 0) {
                continue;
            }
            Map<StreamMessageId, Map<String, String>> entries = Map.of();
            boolean reclaiming = System.currentTimeMillis() >= nextReclaim;
            try {
                if (reclaiming) {
                    nextReclaim = System.currentTimeMillis() + settings.sweepInterval().toMillis();
                    entries = reclaim(wanted);
                }
                if (entries.isEmpty()) {
                    reclaiming = false;
                    entries = readNew(wanted);
                }
                failing = false;
            } catch (RuntimeException e) {
                failing = onReadError(e, failing);
            } finally {
                slots.giveBack(wanted - entries.size());
            }
            Runnable claimed = entries.isEmpty() ? null : dispatcher.dispatch(entries, reclaiming);
            if (claimed != null) {
                boolean handedOver = running && workers.startReader(this::readLoop);
                claimed.run();
                if (handedOver) {
                    return;
                }
            }
        }
        readerEnded.countDown();
    }

    private void awaitReaderEnd(long millis) {
        try {
            readerEnded.await(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * After a read that filled every slot it had (a backlog), the next reads without BLOCK and blocks only
     * when that finds nothing: Redisson's blocking-command path costs two exceptions and two timers per
     * call ({@link StreamRedis#read}), and with a backlog there is nothing to wait for.
     */
    private Map<StreamMessageId, Map<String, String>> readNew(int wanted) {
        Map<StreamMessageId, Map<String, String>> entries = backlog ? context.redis.read(context.consumerName, wanted, 0)
                : Map.of();
        if (entries.isEmpty()) {
            entries = context.redis.read(context.consumerName, wanted, settings.block().toMillis());
        }
        backlog = entries.size() == wanted;
        return entries;
    }

    private int takeSlots() {
        try {
            return slots.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            running = false;
            return 0;
        }
    }

    /** XAUTOCLAIM entries idle past reclaimIdle (their consumer died); a cursor walks the whole pending list. */
    private Map<StreamMessageId, Map<String, String>> reclaim(int count) {
        AutoClaimResult<String, String> result = context.redis.autoClaim(context.consumerName,
                settings.reclaimIdle().toMillis(), reclaimCursor, count);
        StreamMessageId next = result.getNextId();
        reclaimCursor = next == null ? START : next;
        Map<StreamMessageId, Map<String, String>> entries = result.getMessages() == null ? Map.of() : result.getMessages();
        if (!entries.isEmpty()) {
            log.info("Reclaimed {} entries idle for over {} on {}", entries.size(), settings.reclaimIdle(),
                    definition.stream());
        }
        return entries;
    }

    private boolean onReadError(RuntimeException error, boolean alreadyFailing) {
        if (!running) {
            return alreadyFailing;
        }
        if (StreamRedis.isNoGroup(error)) {
            maintenance.recoverLostStream();
            return false;
        }
        if (!alreadyFailing) {
            log.warn("Reading {} failed; retrying every second: {}", definition.stream(), error.toString());
        }
        context.pause(1000);
        return true;
    }

    /** Shutdown hands unfinished runs back to the ledger: PENDING, attempt not counted, unsent. */
    private void releaseInFlight() {
        if (context.inFlight.isEmpty()) {
            return;
        }
        List<Run> runs = context.inFlight.list();
        try {
            List<TaskClaims.Ended> released = context.claims.release(runs.stream().map(Run::token).toList());
            released.forEach(task -> context.publish(task.entityId(), TaskStatus.PENDING, task.attempt(),
                    TaskErrors.RELEASED_AT_SHUTDOWN));
            log.info("Released {} unfinished {} task(s) at shutdown", released.size(), definition.taskType());
        } catch (RuntimeException e) {
            log.warn("Could not release {} task(s) at shutdown; their leases will expire", runs.size(), e);
        }
        runs.forEach(Run::close);
    }
}
