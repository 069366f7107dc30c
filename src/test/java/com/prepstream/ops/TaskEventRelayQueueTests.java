package com.prepstream.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.account.OwnedEntities;
import com.prepstream.ops.TaskEventHub.Routed;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskStatusChanged;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.redisson.api.RTopic;
import org.redisson.api.RedissonClient;
import org.redisson.misc.CompletableFutureWrapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * The relay takes the owner lookup (a SELECT) and the publish off the thread that made a status change —
 * a framework reader or worker — onto one thread of its own: the caller only queues, each entity's
 * changes go out in the order they were made, and a full queue drops its oldest change (counted) instead
 * of holding the caller. The first lookup is held on a latch so that what waits behind it can be seen;
 * the latch gives up after 10 s so that a relay doing the lookup on the caller's thread fails instead of
 * hanging.
 */
class TaskEventRelayQueueTests {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final List<String> published = new CopyOnWriteArrayList<>();
    /** What the relay did with its topic, in order: publishes and removing its listener. */
    private final List<String> topicCalls = new CopyOnWriteArrayList<>();
    private final List<Thread> lookedUpOn = new CopyOnWriteArrayList<>();
    private final CountDownLatch firstLookupStarted = new CountDownLatch(1);
    private final CountDownLatch releaseFirstLookup = new CountDownLatch(1);
    private final AtomicBoolean first = new AtomicBoolean(true);
    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    private TaskEventRelay relay;

    @AfterEach
    void stop() {
        releaseFirstLookup.countDown();
        if (relay != null) {
            relay.destroy();
        }
    }

    @Test
    void changesAreRelayedOffTheCallersThreadInTheOrderTheyWereMade() throws Exception {
        relay = relay(100);

        relay.onStatusChanged(change(5, TaskStatus.PROCESSING));
        assertThat(firstLookupStarted.await(10, TimeUnit.SECONDS)).isTrue();
        relay.onStatusChanged(change(5, TaskStatus.COMPLETED));
        assertThat(relay.waiting()).as("COMPLETED waits behind the held PROCESSING").isEqualTo(1);
        releaseFirstLookup.countDown();

        await().atMost(Duration.ofSeconds(10)).until(() -> published.size() == 2);
        assertThat(published).containsExactly("5:PROCESSING", "5:COMPLETED");
        assertThat(lookedUpOn).hasSize(2).doesNotContain(Thread.currentThread());
        assertThat(lookedUpOn.get(0)).isSameAs(lookedUpOn.get(1));
    }

    @Test
    void aFullQueueDropsItsOldestChangeAndCountsItWithoutHoldingTheCaller() throws Exception {
        relay = relay(2);

        relay.onStatusChanged(change(1, TaskStatus.PROCESSING)); // being relayed, held
        assertThat(firstLookupStarted.await(10, TimeUnit.SECONDS)).isTrue();
        relay.onStatusChanged(change(2, TaskStatus.PROCESSING));
        relay.onStatusChanged(change(3, TaskStatus.PROCESSING)); // the queue is full
        relay.onStatusChanged(change(4, TaskStatus.PROCESSING)); // 2 goes, 4 waits
        assertThat(meters.get("prepstream.events.dropped").counter().count()).isEqualTo(1.0);
        assertThat(relay.waiting()).isEqualTo(2);
        releaseFirstLookup.countDown();

        await().atMost(Duration.ofSeconds(10)).until(() -> published.size() == 3);
        assertThat(published).containsExactly("1:PROCESSING", "3:PROCESSING", "4:PROCESSING");
    }

    @Test
    void shuttingDownRelaysWhatIsQueuedBeforeItStopsListening() throws Exception {
        relay = relay(100);
        relay.onStatusChanged(change(5, TaskStatus.PROCESSING)); // being relayed, held
        assertThat(firstLookupStarted.await(10, TimeUnit.SECONDS)).isTrue();
        relay.onStatusChanged(change(5, TaskStatus.COMPLETED)); // queued at shutdown

        Thread stopping = new Thread(relay::destroy, "stopping");
        stopping.start();
        // destroy has begun (the queue takes nothing new) while PROCESSING is still held
        await().atMost(Duration.ofSeconds(10)).until(relay::stopping);
        releaseFirstLookup.countDown();
        stopping.join(10_000);

        // this instance's own clients hear the queued changes through the topic: the listener stays until they went
        assertThat(topicCalls).containsExactly("publish 5:PROCESSING", "publish 5:COMPLETED", "removeListener");
        assertThat(meters.get("prepstream.events.dropped").counter().count()).isZero();
    }

    @Test
    void whatTheDrainLeavesAtShutdownIsCountedAsDropped() throws Exception {
        relay = relay(100, Duration.ZERO);
        relay.onStatusChanged(change(5, TaskStatus.PROCESSING)); // being relayed, held past the drain
        assertThat(firstLookupStarted.await(10, TimeUnit.SECONDS)).isTrue();
        relay.onStatusChanged(change(5, TaskStatus.COMPLETED));

        relay.destroy();

        // COMPLETED never went out (the held PROCESSING may still, once interrupted)
        assertThat(meters.get("prepstream.events.dropped").counter().count()).isEqualTo(1.0);
        assertThat(topicCalls).contains("removeListener").doesNotContain("publish 5:COMPLETED");
    }

    private static TaskStatusChanged change(long entityId, TaskStatus status) {
        return new TaskStatusChanged("TEST_RUN", "TEST", entityId, status, 1, null, Instant.now());
    }

    private TaskEventRelay relay(int capacity) {
        return relay(capacity, TaskEventRelay.DRAIN);
    }

    private TaskEventRelay relay(int capacity, Duration drain) {
        OwnedEntities owners = new OwnedEntities() {
            @Override
            public String entityType() {
                return "TEST";
            }

            @Override
            public Optional<Long> ownerOf(long entityId) {
                lookedUpOn.add(Thread.currentThread());
                if (first.compareAndSet(true, false)) {
                    firstLookupStarted.countDown();
                    try {
                        releaseFirstLookup.await(10, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return Optional.of(42L);
            }
        };
        return new TaskEventRelay(redisson(), new TaskEventHub(4), List.of(owners), meters, "relay-test", capacity,
                drain);
    }

    /** A client whose only topic records what is published to it. */
    private RedissonClient redisson() {
        RTopic topic = (RTopic) Proxy.newProxyInstance(RTopic.class.getClassLoader(), new Class<?>[] {RTopic.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "addListener" -> 1;
                    case "removeListener" -> {
                        topicCalls.add("removeListener");
                        yield null;
                    }
                    case "publishAsync" -> {
                        Routed routed = JSON.readValue((String) args[0], Routed.class);
                        published.add(routed.event().entityId() + ":" + routed.event().status());
                        topicCalls.add("publish " + routed.event().entityId() + ":" + routed.event().status());
                        yield new CompletableFutureWrapper<>(1L);
                    }
                    default -> throw new UnsupportedOperationException(method.getName());
                });
        return (RedissonClient) Proxy.newProxyInstance(RedissonClient.class.getClassLoader(),
                new Class<?>[] {RedissonClient.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getTopic")) {
                        return topic;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }
}
