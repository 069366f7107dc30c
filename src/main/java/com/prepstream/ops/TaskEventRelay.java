package com.prepstream.ops;

import com.prepstream.account.OwnedEntities;
import com.prepstream.ops.TaskEventHub.Routed;
import com.prepstream.ops.TaskEventHub.TaskStatusEvent;
import com.prepstream.stream.model.TaskStatusChanged;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.redisson.api.RTopic;
import org.redisson.api.RedissonClient;
import org.redisson.client.codec.StringCodec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Relays every committed status change to all instances through Redis pub/sub, so a browser connected
 * to instance A sees what instance B did. Each instance (this one included) receives from the topic and
 * pushes to its own SSE clients. Pub/sub is server-wide (not per database), hence the namespace in the
 * topic name; by default it contains the Redis database number.
 *
 * <p>The framework announces a change on the thread that made it: its reader (PROCESSING, before the
 * claimed batch runs), a worker or the completer (COMPLETED, FAILED, a retry), a sweeper. The owner lookup
 * (a SELECT) and the publish run on one thread of this relay instead, so the framework's hot path only
 * queues the change. One thread keeps each entity's changes in the order they were made (RUNNING before
 * COMPLETED). The queue is bounded: when it is full the oldest waiting change is dropped, counted in
 * {@code prepstream.events.dropped} and logged, and the caller never waits. The newest status is the one a
 * page needs, and the page also polls.
 */
@Component
class TaskEventRelay implements DisposableBean {

    static final int QUEUE_CAPACITY = 10_000;
    static final Duration DRAIN = Duration.ofSeconds(2);

    private static final Logger log = LoggerFactory.getLogger(TaskEventRelay.class);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final RTopic topic;
    private final TaskEventHub hub;
    private final int listener;
    private final Map<String, OwnedEntities> owners;
    private final ThreadPoolExecutor relaying;
    private final Counter dropped;
    private final Duration drain;

    @Autowired
    TaskEventRelay(RedissonClient redisson, TaskEventHub hub, List<OwnedEntities> owners, MeterRegistry meters,
            @Value("${prepstream.events.namespace:prepstream-db${spring.data.redis.database:0}}") String namespace) {
        this(redisson, hub, owners, meters, namespace, QUEUE_CAPACITY, DRAIN);
    }

    /** {@code drain}: how long {@link #destroy} lets the queued changes go out before dropping the rest. */
    TaskEventRelay(RedissonClient redisson, TaskEventHub hub, List<OwnedEntities> owners, MeterRegistry meters,
            String namespace, int capacity, Duration drain) {
        this.drain = drain;
        this.hub = hub;
        this.owners = owners.stream().collect(Collectors.toMap(OwnedEntities::entityType, Function.identity()));
        this.dropped = Counter.builder("prepstream.events.dropped")
                .description("live task events dropped because the relay's queue was full").register(meters);
        this.relaying = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(capacity),
                runnable -> {
                    Thread thread = new Thread(runnable, "task-events-relay");
                    thread.setDaemon(true);
                    return thread;
                }, (runnable, executor) -> dropOldest(runnable, executor));
        this.relaying.prestartCoreThread();
        this.topic = redisson.getTopic(namespace + ":task-status", StringCodec.INSTANCE);
        this.listener = topic.addListener(String.class, (channel, json) -> receive(json));
    }

    /** Called on the thread that made the change: queues it and returns, whatever happens. */
    @EventListener
    void onStatusChanged(TaskStatusChanged change) {
        try {
            relaying.execute(() -> publish(change));
        } catch (RuntimeException e) {
            log.warn("Could not queue a live task event: {}", e.toString());
        }
    }

    /** Looks up the owner and publishes to every instance; if Redis cannot take it, at least this instance's clients get it. */
    void publish(TaskStatusChanged change) {
        // the owner is looked up here, once, by the instance that made the change
        Routed event = new Routed(new TaskStatusEvent(change.entityType(), change.entityId(), change.status().name(),
                change.attempt(), change.error(), change.at()), ownerOf(change.entityType(), change.entityId()));
        try {
            topic.publishAsync(JSON.writeValueAsString(event)).whenComplete((receivers, error) -> {
                if (error != null) {
                    hub.broadcast(event);
                }
            });
        } catch (RuntimeException e) {
            hub.broadcast(event);
        }
    }

    /** The queue is full: the oldest waiting change goes, so the caller never waits and the newest survive. */
    private void dropOldest(Runnable newest, ThreadPoolExecutor executor) {
        if (executor.isShutdown()) {
            return; // shutting down: nothing is relayed any more
        }
        BlockingQueue<Runnable> queue = executor.getQueue();
        int lost = queue.poll() == null ? 0 : 1;
        if (!queue.offer(newest)) {
            lost++; // others filled the freed place first
        }
        for (int i = 0; i < lost; i++) {
            dropped.increment();
            long count = (long) dropped.count();
            if (count == 1 || count % 1000 == 0) {
                log.warn("Live task events arrive faster than they are relayed: dropped the oldest waiting ({} so far);"
                        + " pages catch up by polling", count);
            }
        }
    }

    /** Changes waiting to be relayed (for tests). */
    int waiting() {
        return relaying.getQueue().size();
    }

    /** Whether {@link #destroy} has begun: nothing new is queued any more (for tests). */
    boolean stopping() {
        return relaying.isShutdown();
    }

    private void receive(String json) {
        try {
            hub.broadcast(JSON.readValue(json, Routed.class));
        } catch (RuntimeException e) {
            log.warn("Ignoring an unreadable task event: {}", e.toString());
        }
    }

    private Long ownerOf(String entityType, long entityId) {
        OwnedEntities entities = owners.get(entityType);
        try {
            return entities == null ? null : entities.ownerOf(entityId).orElse(null);
        } catch (RuntimeException e) {
            log.warn("Could not find the owner of {} {}: {}", entityType, entityId, e.toString());
            return null;
        }
    }

    /**
     * Relays what is already queued (briefly), then stops listening: the queued changes go to this instance's clients
     * too, through the topic, so the listener is removed only after them. What the drain leaves is counted as dropped.
     */
    @Override
    public void destroy() {
        relaying.shutdown();
        try {
            if (!relaying.awaitTermination(drain.toMillis(), TimeUnit.MILLISECONDS)) {
                droppedAtShutdown(relaying.shutdownNow().size());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            droppedAtShutdown(relaying.shutdownNow().size());
        } finally {
            topic.removeListener(listener);
        }
    }

    private void droppedAtShutdown(int left) {
        if (left > 0) {
            dropped.increment(left);
            log.warn("Shutting down: {} live task events were still waiting and are dropped; pages catch up by polling",
                    left);
        }
    }
}
