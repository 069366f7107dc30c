package com.prepstream.stream.redis;

import com.prepstream.stream.model.StreamDefinition;
import java.time.Instant;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.redisson.api.BatchOptions;
import org.redisson.api.RBatch;
import org.redisson.api.RScript;
import org.redisson.api.RStream;
import org.redisson.api.RStreamAsync;
import org.redisson.api.RedissonClient;
import org.redisson.api.stream.AutoClaimResult;
import org.redisson.api.stream.PendingEntry;
import org.redisson.api.stream.StreamAddArgs;
import org.redisson.api.stream.StreamConsumer;
import org.redisson.api.stream.StreamCreateGroupArgs;
import org.redisson.api.stream.StreamGroup;
import org.redisson.api.stream.StreamMessageId;
import org.redisson.api.stream.StreamReadGroupArgs;
import org.redisson.client.codec.StringCodec;

/**
 * Access to one stream, its group and its dead-letter stream over Redisson (the seed's RedisService
 * role). String codec throughout: entries are plain field/value pairs anyone can read with redis-cli.
 */
public final class StreamRedis {

    /** The atomic safe trim (see the script's header): never past undelivered or pending entries. */
    private static final String SAFE_TRIM = script("safe-trim.lua");


    private static final int LETTER_PAGE = 500;

    private static String script(String name) {
        try (var in = StreamRedis.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private final RedissonClient redisson;
    private final StreamDefinition definition;
    private final RStream<String, String> stream;
    private final RStream<String, String> deadLetters;

    public StreamRedis(RedissonClient redisson, StreamDefinition definition) {
        this.redisson = redisson;
        this.definition = definition;
        this.stream = redisson.getStream(definition.stream(), StringCodec.INSTANCE);
        this.deadLetters = redisson.getStream(definition.deadLetterStream(), StringCodec.INSTANCE);
    }

    /**
     * Creates the group (and the stream) if missing; from id 0 so entries added before it are delivered.
     * Returns whether it had to: a new deployment, or a Redis that lost its data.
     */
    public boolean ensureGroup() {
        try {
            stream.createGroup(StreamCreateGroupArgs.name(definition.group()).id(StreamMessageId.ALL).makeStream());
            return true;
        } catch (RuntimeException e) {
            if (!String.valueOf(e.getMessage()).contains("BUSYGROUP")) {
                throw e;
            }
            return false;
        }
    }

    public static boolean isNoGroup(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (String.valueOf(t.getMessage()).contains("NOGROUP")) {
                return true;
            }
        }
        return false;
    }

    /**
     * XREADGROUP of new entries; {@code blockMs <= 0} reads without BLOCK (returns at once, maybe empty).
     * Redisson's path for a blocking command costs two exceptions with stack traces per call (in 4.3.1
     * {@code RedisExecutor.handleBlockingOperations} calls {@code isShuttingDown(null)}) and two timers,
     * so a consumer with a backlog reads without BLOCK (see {@code ConsumerEngine}).
     */
    public Map<StreamMessageId, Map<String, String>> read(String consumer, int count, long blockMs) {
        StreamReadGroupArgs args = StreamReadGroupArgs.neverDelivered().count(count);
        Map<StreamMessageId, Map<String, String>> entries = stream.readGroup(definition.group(), consumer,
                blockMs > 0 ? args.timeout(java.time.Duration.ofMillis(blockMs)) : args);
        return entries == null ? Map.of() : entries;
    }

    /** XACK without waiting for the reply: the caller's thread goes on while Redis acknowledges. */
    public CompletionStage<Long> ack(Collection<StreamMessageId> ids) {
        if (ids.isEmpty()) {
            return java.util.concurrent.CompletableFuture.completedFuture(0L);
        }
        return stream.ackAsync(definition.group(), ids.toArray(StreamMessageId[]::new));
    }

    /** XADDs all entries in one pipeline; the ids come back in order. */
    public CompletionStage<List<StreamMessageId>> addAll(List<Map<String, String>> entries) {
        RBatch batch = redisson.createBatch(BatchOptions.defaults());
        RStreamAsync<String, String> pipelined = batch.getStream(definition.stream(), StringCodec.INSTANCE);
        for (Map<String, String> fields : entries) {
            pipelined.addAsync(StreamAddArgs.entries(fields));
        }
        return batch.executeAsync().thenApply(result -> result.getResponses().stream()
                .map(StreamMessageId.class::cast).toList());
    }

    public StreamMessageId deadLetter(Map<String, String> fields, int maxLen) {
        return deadLetters.add(StreamAddArgs.entries(fields).trimNonStrict().maxLen(maxLen).noLimit());
    }

    public AutoClaimResult<String, String> autoClaim(String consumer, long idleMs, StreamMessageId start, int count) {
        return stream.autoClaim(definition.group(), consumer, idleMs, TimeUnit.MILLISECONDS, start, count);
    }

    /** XCLAIM JUSTID to ourselves: resets the idle time of entries whose tasks are still running. */
    public void touch(String consumer, Collection<StreamMessageId> ids) {
        if (!ids.isEmpty()) {
            stream.fastClaim(definition.group(), consumer, 0, TimeUnit.MILLISECONDS, ids.toArray(StreamMessageId[]::new));
        }
    }

    public long trimSafely(int target) {
        Long removed = redisson.getScript(StringCodec.INSTANCE).eval(definition.stream(), RScript.Mode.READ_WRITE,
                SAFE_TRIM, RScript.ReturnType.LONG, List.of(definition.stream()), String.valueOf(target));
        return removed == null ? 0 : removed;
    }

    /**
     * Where the stream stands, for the lost-entry check: the id of its newest entry and the newest id the
     * group delivered (entry ids are Redis server times in ms).
     */
    public record Position(boolean exists, long lastEntryMs, long lastDeliveredMs) {

        /** Redis and PostgreSQL clocks may differ, and a send follows its ledger write by a moment. */
        static final long MARGIN_MS = 5_000;

        /**
         * Whether an entry sent at {@code sentAt} may still wait in the stream or sit in a pending list. No:
         * the stream or group is gone, the stream holds no entry that late (Redis lost or deleted it), or
         * the group has delivered well past it (it was delivered, yet its task is still unclaimed). A wrong
         * "no" only costs a duplicate entry, which the claim skips.
         */
        public boolean mayStillHold(Instant sentAt) {
            if (!exists || sentAt == null) {
                return false;
            }
            long sent = sentAt.toEpochMilli();
            return lastEntryMs >= sent - MARGIN_MS && lastDeliveredMs <= sent + MARGIN_MS;
        }
    }

    public Position position() {
        StreamGroup group = group();
        if (group == null) {
            return new Position(false, 0, 0);
        }
        var last = stream.getInfo().getLastEntry();
        return new Position(true, last == null ? 0 : last.getId().getId0(), group.getLastDeliveredId().getId0());
    }

    public StreamGroup group() {
        if (!stream.isExists()) {
            return null;
        }
        return stream.listGroups().stream().filter(g -> g.getName().equals(definition.group())).findFirst()
                .orElse(null);
    }

    public long length() {
        return stream.size();
    }

    public List<StreamConsumer> consumers() {
        return stream.listConsumers(definition.group());
    }

    public void removeConsumer(String consumer) {
        stream.removeConsumer(definition.group(), consumer);
    }

    /** The oldest entry of the group's pending list, or null. */
    public PendingEntry oldestPending() {
        List<PendingEntry> oldest = stream.listPending(definition.group(), StreamMessageId.MIN, StreamMessageId.MAX, 1);
        return oldest.isEmpty() ? null : oldest.get(0);
    }

    public RStream<String, String> deadLetterStream() {
        return deadLetters;
    }

    /**
     * The task attempts ({@link WireFormat#letterKey}) of the dead letters written since {@code since}, less the
     * clock margin. Dead letters are few, so reading those since is cheap.
     */
    public Set<String> deadLettersSince(Instant since) {
        Set<String> written = new HashSet<>();
        if (!deadLetters.isExists()) {
            return written;
        }
        StreamMessageId from = new StreamMessageId(Math.max(0, since.toEpochMilli() - Position.MARGIN_MS), 0);
        while (true) {
            Map<StreamMessageId, Map<String, String>> page = deadLetters.range(LETTER_PAGE, from, StreamMessageId.MAX);
            StreamMessageId last = null;
            for (var letter : page.entrySet()) {
                written.add(WireFormat.letterKey(letter.getValue()));
                last = letter.getKey();
            }
            if (page.size() < LETTER_PAGE) {
                return written;
            }
            from = new StreamMessageId(last.getId0(), last.getId1() + 1);
        }
    }
}
