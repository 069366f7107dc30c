package com.prepstream.stream.consumer;

import com.prepstream.stream.model.StreamDefinition;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Micrometer meters of one stream, tagged {@code stream} and {@code taskType}. Gauges read values the
 * sweeper refreshes, so a scrape never talks to Redis.
 */
public final class StreamMetrics {

    public final Counter enqueued;
    public final Counter completed;
    public final Counter failed;
    public final Counter retried;
    public final Counter deadLettered;
    public final Timer processing;
    public final Timer pickup;
    public final AtomicLong pending = new AtomicLong();
    public final AtomicLong lag = new AtomicLong();
    public final AtomicLong length = new AtomicLong();
    public final AtomicLong oldestPendingAgeMs = new AtomicLong();

    public StreamMetrics(MeterRegistry registry, StreamDefinition definition) {
        Tags tags = Tags.of("stream", definition.stream(), "taskType", definition.taskType());
        enqueued = registry.counter("prepstream.tasks.enqueued", tags);
        completed = registry.counter("prepstream.tasks.completed", tags);
        failed = registry.counter("prepstream.tasks.failed", tags);
        retried = registry.counter("prepstream.tasks.retried", tags);
        deadLettered = registry.counter("prepstream.tasks.dead.lettered", tags);
        processing = Timer.builder("prepstream.tasks.processing").tags(tags)
                .description("Time in processBusiness").publishPercentileHistogram().register(registry);
        pickup = Timer.builder("prepstream.tasks.pickup").tags(tags)
                .description("From sent (or due) to claimed by a worker").publishPercentileHistogram()
                .register(registry);
        Gauge.builder("prepstream.stream.pending", pending, AtomicLong::get).tags(tags).register(registry);
        Gauge.builder("prepstream.stream.lag", lag, AtomicLong::get).tags(tags).register(registry);
        Gauge.builder("prepstream.stream.length", length, AtomicLong::get).tags(tags).register(registry);
        Gauge.builder("prepstream.stream.oldest.pending.age", oldestPendingAgeMs, AtomicLong::get).tags(tags)
                .baseUnit("milliseconds").register(registry);
    }

    public void recordPickup(double millis) {
        pickup.record((long) (Math.max(millis, 0) * 1_000_000), TimeUnit.NANOSECONDS);
    }
}
