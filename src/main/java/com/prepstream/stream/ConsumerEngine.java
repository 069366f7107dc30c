package com.prepstream.stream;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.redisson.api.stream.AutoClaimResult;
import org.redisson.api.stream.StreamMessageId;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The running parts of one consumer and their lifecycle: the read loop (new entries, and reclaimed ones
 * every sweep interval), a bounded worker pool fed by {@link BatchDispatcher}, the {@link BatchCompleter}
 * and the {@link Maintenance} schedule. A slot semaphore of size {@code concurrency} bounds the entries
 * read but not yet finished, so nothing waits in a queue while its lease runs.
 */
final class ConsumerEngine<T> {

    private static final Logger log = LoggerFactory.getLogger(ConsumerEngine.class);

    private final AbstractStreamConsumer<T> consumer;
    private final StreamTaskFramework framework;
    private final StreamDefinition definition;
    private final StreamSettings settings;
    private final StreamRedis redis;
    private final TaskClaims claims;
    private final StreamMetrics metrics;
    private final TaskOutcomes<T> outcomes;
    private final BatchCompleter<T> completer;
    private final Maintenance<T> maintenance;
    private final BatchDispatcher<T> dispatcher;
    private final Semaphore slots;
    private final Map<Long, Delivery> inFlight = new ConcurrentHashMap<>();

    private static final StreamMessageId START = new StreamMessageId(0, 0);
    private static final long GATHER_NANOS = TimeUnit.MILLISECONDS.toNanos(2);

    private StreamMessageId reclaimCursor = START;
    private volatile boolean running;
    private volatile boolean stopping;
    private volatile boolean crashed;
    private volatile CountDownLatch stopped = new CountDownLatch(0);
    private ExecutorService workers;
    private ScheduledExecutorService scheduler;
    private Thread reader;

    ConsumerEngine(AbstractStreamConsumer<T> consumer, StreamTaskFramework framework) {
        this.consumer = consumer;
        this.framework = framework;
        this.definition = consumer.definition();
        this.settings = consumer.settings();
        this.redis = framework.redis(definition);
        this.claims = framework.ledger().claims();
        this.metrics = framework.metrics(definition);
        this.outcomes = new TaskOutcomes<>(consumer, this, framework, redis);
        this.completer = new BatchCompleter<>(consumer, this, framework, redis, outcomes);
        this.maintenance = new Maintenance<>(consumer, this, framework, redis, outcomes);
        this.dispatcher = new BatchDispatcher<>(consumer, this, framework, outcomes);
        this.slots = new Semaphore(Math.max(1, settings.concurrency()));
    }

    synchronized void start() {
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
        stopping = false;
        stopped = new CountDownLatch(1);
        boolean created = false;
        try {
            created = redis.ensureGroup();
        } catch (RuntimeException e) {
            log.warn("Could not create group {} on {} yet; the read loop keeps trying: {}", definition.group(),
                    definition.stream(), e.toString());
        }
        if (created) {
            owedDeadLettersAfterCreatingTheStream();
        }
        String name = consumer.consumerName();
        workers = Executors.newFixedThreadPool(Math.max(1, settings.concurrency()), NamedThreads.factory(name + "-worker-"));
        scheduler = Executors.newSingleThreadScheduledExecutor(NamedThreads.factory(name + "-maintenance-"));
        maintenance.schedule(scheduler);
        reader = NamedThreads.factory(name + "-reader-").newThread(this::readLoop);
        reader.start();
        log.info("Consumer {} reading {} (group {})", name, definition.stream(), definition.group());
    }

    synchronized void stop() {
        if (!running) {
            return;
        }
        stopping = true;
        running = false;
        stopped.countDown();
        NamedThreads.join(reader, settings.block().toMillis() + 2000);
        workers.shutdown();
        boolean finished = NamedThreads.await(workers, settings.shutdownGrace().toMillis());
        if (!finished) {
            workers.shutdownNow();
            NamedThreads.await(workers, 2000);
        }
        completer.stop();
        scheduler.shutdownNow();
        releaseInFlight();
        log.info("Consumer {} stopped", consumer.consumerName());
    }

    /** Threads stop abruptly; nothing is acknowledged, completed or released (a dead process). */
    synchronized void crash() {
        crashed = true;
        stopping = true;
        running = false;
        stopped.countDown();
        reader.interrupt();
        workers.shutdownNow();
        scheduler.shutdownNow();
        completer.abandon();
        inFlight.clear();
    }

    boolean isRunning() {
        return running;
    }

    boolean isStopping() {
        return stopping;
    }

    /** After a simulated crash nothing may reach the ledger or Redis any more. */
    boolean isCrashed() {
        return crashed;
    }

    Map<Long, Delivery> inFlight() {
        return inFlight;
    }

    Semaphore slots() {
        return slots;
    }

    ExecutorService workers() {
        return workers;
    }

    void completed(Delivery delivery, T payload) {
        completer.add(delivery, payload);
    }

    void finished(Delivery delivery) {
        inFlight.remove(delivery.taskId(), delivery);
    }

    /**
     * Reads new entries, and every sweep interval first reclaims idle ones (XAUTOCLAIM) instead: the loop
     * owns the slots, so reclaiming never starves behind a blocked read.
     */
    private void readLoop() {
        boolean failing = false;
        long nextReclaim = 0;
        while (running) {
            int wanted = acquireSlots();
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
                    entries = redis.read(consumer.consumerName(), wanted, settings.block().toMillis());
                }
                failing = false;
            } catch (RuntimeException e) {
                failing = onReadError(e, failing);
            } finally {
                slots.release(wanted - entries.size());
            }
            if (!entries.isEmpty()) {
                dispatcher.dispatch(entries, reclaiming);
            }
        }
    }

    /** XAUTOCLAIM entries idle past reclaimIdle (their consumer died); a cursor walks the whole pending list. */
    private Map<StreamMessageId, Map<String, String>> reclaim(int count) {
        AutoClaimResult<String, String> result = redis.autoClaim(consumer.consumerName(),
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

    private int acquireSlots() {
        try {
            if (!slots.tryAcquire(100, TimeUnit.MILLISECONDS)) {
                return 0;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            running = false;
            return 0;
        }
        // Under load, linger a moment for more free slots: fuller batches mean fewer claim statements and
        // reads per task. Idle, every slot is free and nothing waits.
        int batch = Math.min(Math.max(1, settings.batchSize()), Math.max(1, settings.concurrency()));
        int taken = 1;
        long deadline = System.nanoTime() + GATHER_NANOS;
        try {
            while (taken < batch) {
                long left = deadline - System.nanoTime();
                if (slots.tryAcquire()) {
                    taken++;
                } else if (left <= 0 || !slots.tryAcquire(left, TimeUnit.NANOSECONDS)) {
                    break;
                } else {
                    taken++;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return taken;
    }

    /** Redis may have lost its data, dead letters included, while no instance ran. */
    private void owedDeadLettersAfterCreatingTheStream() {
        try {
            maintenance.oweDeadLettersAgain();
        } catch (RuntimeException e) {
            log.warn("Could not check the dead letters of {}: {}", definition.stream(), e.toString());
        }
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
        pause(1000);
        return true;
    }

    void ackQuietly(List<StreamMessageId> ids) {
        try {
            redis.ack(ids);
        } catch (RuntimeException e) {
            log.warn("Could not acknowledge {} entries on {}: {}", ids.size(), definition.stream(), e.toString());
        }
    }

    private void releaseInFlight() {
        if (inFlight.isEmpty()) {
            return;
        }
        try {
            List<TaskClaims.Ended> released = claims.release(inFlight.keySet(), consumer.consumerName());
            Instant now = Instant.now();
            released.forEach(task -> framework.publish(new TaskStatusChanged(definition.taskType(),
                    definition.entityType(), task.entityId(), TaskStatus.PENDING, task.attempt(),
                    "released at shutdown", now)));
            log.info("Released {} unfinished {} task(s) at shutdown", released.size(), definition.taskType());
        } catch (RuntimeException e) {
            log.warn("Could not release {} task(s) at shutdown; their leases will expire", inFlight.size(), e);
        }
        inFlight.clear();
    }

    /** Waits without sleeping through a stop. */
    void pause(long millis) {
        try {
            stopped.await(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
