package com.prepstream.stream;

import com.prepstream.stream.consumer.ConsumerEngine;
import com.prepstream.stream.consumer.TaskHooks;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.model.TaskMessage;
import java.security.SecureRandom;
import java.util.Objects;
import org.springframework.context.SmartLifecycle;

/**
 * Consumes one stream with every reliability concern handled here, once: consumer group creation
 * (and re-creation after Redis lost its data), the read loop, claiming the task in the ledger
 * (compare-and-set, so duplicates are skipped), leases with heartbeat, process-then-ack, retries
 * with exponential backoff and jitter, dead letters, reclaiming entries of dead consumers, safe
 * trimming, graceful shutdown, metrics and status events. The template methods are final; a
 * feature implements only the hooks below.
 *
 * <p>The hooks are called in a fixed order, all from one place ({@code TaskOutcomes}): parsePayload →
 * entityExists → markProcessing → processBusiness → markCompleted | markRetrying | markFailed.
 * {@code markProcessing} runs after the claim committed; the other status hooks run inside the
 * transaction of their ledger change (an exception rolls both back), so the feature's status and the
 * ledger cannot disagree. Hooks should only update the feature's own status. An {@link EntityConsumer}
 * whose status mirror is a declared table does not even need that transaction for the completion: the
 * ledger's statement writes the mirror too (one autocommit statement).
 *
 * A feature worker whose payload is the entity's id extends {@link EntityConsumer}, which implements
 * every hook but two through one {@link StatusMirror}:
 *
 * <pre>{@code
 * @Component
 * static class Consumer extends EntityConsumer {
 *     Consumer(StreamTaskFramework framework, Vectorizer vectorizer, KnowledgeBaseRepository items) {
 *         super(framework, StreamDefinition.of("KNOWLEDGE_BASE", "vectorize"),
 *                 MirrorTable.of("knowledge_base", "id", "vector_status", "vector_error").touching("updated_at"));
 *     }
 *     protected boolean exists(long id) { return items.existsById(id); }
 *     protected void process(long id) { vectorizer.vectorize(id); }
 * }
 * }</pre>
 *
 * As a {@link SmartLifecycle} bean it starts with the application and stops gracefully (stop reading,
 * wait up to {@code shutdownGrace}, release what is left). Outside Spring call {@link #start()} and
 * {@link #stop()} yourself.
 *
 * @param <T> the feature's payload record (identifiers only)
 */
public abstract class AbstractStreamConsumer<T> implements SmartLifecycle {

    private static final String NAME_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final StreamDefinition definition;
    private final StreamSettings settings;
    private final String consumerName;
    private final ConsumerEngine<T> engine;

    /** Settings bound from {@code prepstream.streams.<definition.settingsKey()>.*}. */
    protected AbstractStreamConsumer(StreamTaskFramework framework, StreamDefinition definition) {
        this(framework, definition, framework.settings(definition));
    }

    protected AbstractStreamConsumer(StreamTaskFramework framework, StreamDefinition definition,
            StreamSettings settings) {
        Objects.requireNonNull(framework, "framework");
        this.definition = Objects.requireNonNull(definition, "definition");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.consumerName = definition.consumerPrefix() + randomSuffix();
        framework.register(definition, settings);
        this.engine = new ConsumerEngine<>(new Hooks(), definition, settings, consumerName,
                framework.consumerResources(definition));
    }

    /**
     * Builds the payload from a stream entry. Throw {@link IllegalArgumentException} when the entry
     * is malformed: it is acknowledged and dead-lettered, and the loop goes on.
     */
    protected abstract T parsePayload(TaskMessage message);

    /** False when the entity was deleted: the task is dropped quietly, no FAILED status, no dead letter. */
    protected abstract boolean entityExists(T payload);

    /** The business work. Throw {@link PermanentTaskException} to fail without retry. */
    protected abstract void processBusiness(T payload) throws Exception;

    protected abstract void markProcessing(T payload);

    protected abstract void markCompleted(T payload);

    /** Final failure (permanent, or retries exhausted); {@code error} is readable and truncated. */
    protected abstract void markFailed(T payload, String error);

    /** A transient failure will be retried later; the task is PENDING again. Default: nothing. */
    protected void markRetrying(T payload, String error) {
    }

    /**
     * Non-null only when {@link #markCompleted} does exactly the declared mirror's COMPLETED move and nothing
     * else ({@link EntityConsumer} with a {@link com.prepstream.stream.model.MirrorTable}): the completion is
     * then one autocommit statement with the ledger's, and {@code markCompleted} is not called.
     */
    TaskHooks.CompletionMirror completionMirror() {
        return keepsNoStatusCopy() ? TaskHooks.CompletionMirror.LEDGER_ONLY : null;
    }

    /**
     * True for a feature whose only task status is the ledger's (it keeps no copy of its own, so its
     * {@link #markCompleted} writes nothing): {@code markCompleted} is then not called, and a completion batch is
     * one autocommit statement, the ledger's, with no transaction around it.
     */
    protected boolean keepsNoStatusCopy() {
        return false;
    }

    /** Starts reading (creating the group if needed), the worker pool, the sweeper and the heartbeat. */
    @Override
    public final void start() {
        engine.start();
    }

    /**
     * Stops reading, waits up to {@code shutdownGrace} for tasks in flight, then hands whatever is left
     * back to the ledger as PENDING (entries stay un-acknowledged, for reclaim). Blocks until done.
     */
    @Override
    public final void stop() {
        engine.stop();
    }

    /** Stops in the background so that several consumers shut down in parallel. */
    @Override
    public final void stop(Runnable callback) {
        Thread stopper = new Thread(() -> {
            try {
                engine.stop();
            } finally {
                callback.run();
            }
        }, consumerName + "-stop");
        stopper.start();
    }

    @Override
    public final boolean isRunning() {
        return engine.isRunning();
    }

    /** This instance's name in the consumer group: prefix + 8 random characters. */
    public final String consumerName() {
        return consumerName;
    }

    public final StreamDefinition definition() {
        return definition;
    }

    public final StreamSettings settings() {
        return settings;
    }

    /** The template methods as the engine calls them (they stay protected for the feature). */
    private final class Hooks implements TaskHooks<T> {

        @Override
        public T parsePayload(TaskMessage message) {
            return AbstractStreamConsumer.this.parsePayload(message);
        }

        @Override
        public boolean entityExists(T payload) {
            return AbstractStreamConsumer.this.entityExists(payload);
        }

        @Override
        public void processBusiness(T payload) throws Exception {
            AbstractStreamConsumer.this.processBusiness(payload);
        }

        @Override
        public void markProcessing(T payload) {
            AbstractStreamConsumer.this.markProcessing(payload);
        }

        @Override
        public void markCompleted(T payload) {
            AbstractStreamConsumer.this.markCompleted(payload);
        }

        @Override
        public void markFailed(T payload, String error) {
            AbstractStreamConsumer.this.markFailed(payload, error);
        }

        @Override
        public void markRetrying(T payload, String error) {
            AbstractStreamConsumer.this.markRetrying(payload, error);
        }

        @Override
        public CompletionMirror completionMirror() {
            return AbstractStreamConsumer.this.completionMirror();
        }
    }

    private static String randomSuffix() {
        StringBuilder suffix = new StringBuilder(8);
        for (int i = 0; i < 8; i++) {
            suffix.append(NAME_CHARS.charAt(RANDOM.nextInt(NAME_CHARS.length())));
        }
        return suffix.toString();
    }
}
