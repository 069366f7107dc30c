package com.prepstream.stream.model;

import java.time.Duration;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.core.env.Environment;
import org.springframework.core.env.StandardEnvironment;

/**
 * Tuning of one stream, bound per stream under {@code prepstream.streams.<name>} (for example
 * {@code prepstream.streams.vectorize.max-retries=5}). Defaults live here, in one place.
 *
 * @param enabled             whether this instance runs consumers for the stream (producers always work)
 * @param batchSize           entries read per XREADGROUP
 * @param block               how long one XREADGROUP blocks waiting for entries
 * @param maxRetries          retries after the first attempt for transient failures (attempts = 1 + retries)
 * @param backoff             delays before retry 1, 2, 3…; the last repeats; each gets ±jitter
 * @param jitter              fraction of random spread applied to each backoff delay (0.2 = ±20%)
 * @param reclaimIdle         an entry pending this long in a consumer's list is reclaimed (XAUTOCLAIM)
 * @param lease               how long a claimed task stays owned without a heartbeat
 * @param heartbeat           how often a running task extends its lease
 * @param sweepInterval       how often due, unsent or lost tasks are (re-)enqueued and expired leases freed
 * @param trimTarget          stream length to trim down to, never past unconsumed or pending entries
 * @param concurrency         tasks processed at once by this instance
 * @param shutdownGrace       how long shutdown waits for in-flight tasks before releasing them
 * @param lostAfter           a PENDING task sent this long ago whose entry is neither waiting nor pending in
 *                            the stream (Redis lost it) is sent again
 * @param deadLetterMaxLen    approximate bound of {@code <stream>:dlq} (diagnostics, trimmed by MAXLEN ~)
 * @param deadline            longest one run may take: past it the run is interrupted, its slot freed, and the
 *                            attempt counts as a failure (retried, or FAILED when it was the last). The
 *                            heartbeat would otherwise keep a run that never ends alive for ever. Defaults:
 *                            5m here; vectorize 10m (application.yml: large documents embed for minutes)
 */
public record StreamSettings(
        @DefaultValue("true") boolean enabled,
        @DefaultValue("10") int batchSize,
        @DefaultValue("1000ms") Duration block,
        @DefaultValue("3") int maxRetries,
        @DefaultValue({"1s", "5s", "30s"}) Duration[] backoff,
        @DefaultValue("0.2") double jitter,
        @DefaultValue("60s") Duration reclaimIdle,
        @DefaultValue("60s") Duration lease,
        @DefaultValue("15s") Duration heartbeat,
        @DefaultValue("1s") Duration sweepInterval,
        @DefaultValue("1000") int trimTarget,
        @DefaultValue("2") int concurrency,
        @DefaultValue("20s") Duration shutdownGrace,
        @DefaultValue("2m") Duration lostAfter,
        @DefaultValue("10000") int deadLetterMaxLen,
        @DefaultValue("5m") Duration deadline) {

    /** Binds {@code prepstream.streams.<name>.*}, falling back to the defaults above. */
    public static StreamSettings bind(Environment environment, String name) {
        return Binder.get(environment)
                .bindOrCreate("prepstream.streams." + name, Bindable.of(StreamSettings.class));
    }

    /** The defaults above, for code that runs outside Spring (tests, benchmarks). */
    public static StreamSettings defaults() {
        return Binder.get(new StandardEnvironment())
                .bindOrCreate("prepstream.streams.defaults", Bindable.of(StreamSettings.class));
    }

    /** Delay before the retry following {@code attempt} (1-based), without jitter; the last step repeats. */
    public Duration backoffAfter(int attempt) {
        if (backoff.length == 0) {
            return Duration.ZERO;
        }
        return backoff[Math.min(Math.max(attempt, 1), backoff.length) - 1];
    }

    public int maxAttempts() {
        return maxRetries + 1;
    }
}
