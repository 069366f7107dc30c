package com.prepstream.stream;

import com.prepstream.stream.consumer.ConsumerResources;
import com.prepstream.stream.consumer.NamedThreads;
import com.prepstream.stream.consumer.StreamMetrics;
import com.prepstream.stream.ledger.TaskLedger;
import com.prepstream.stream.model.MirrorTable;
import com.prepstream.stream.model.StreamDefinition;
import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.model.TaskStatusChanged;
import com.prepstream.stream.redis.StreamRedis;
import com.prepstream.stream.redis.TaskDispatcher;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import javax.sql.DataSource;
import org.redisson.api.RedissonClient;
import org.springframework.core.env.Environment;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The collaborators every producer and consumer of one application instance shares: the ledger
 * (PostgreSQL), the stream access (Redis), metrics and the status-event sink. It is a plain object
 * so tests and benchmarks can build several independent "instances" in one JVM; in the application
 * it is the bean {@code StreamFrameworkConfiguration} creates.
 *
 * <p>Producers and consumers register their {@link StreamDefinition} here, which is how the ops
 * endpoints discover streams without knowing any feature.
 */
public final class StreamTaskFramework implements AutoCloseable {

    private final TaskLedger ledger;
    private final TransactionTemplate transactions;
    private final RedissonClient redisson;
    private final MeterRegistry meters;
    private final Consumer<TaskStatusChanged> events;
    private final Environment environment;
    private final Map<String, StreamDefinition> streams = new ConcurrentHashMap<>();
    private final Map<String, StreamSettings> settings = new ConcurrentHashMap<>();
    private final Map<String, StreamMetrics> metrics = new ConcurrentHashMap<>();
    private final Map<String, TaskDispatcher> dispatchers = new ConcurrentHashMap<>();
    private final Map<String, LongConsumer> requeueHooks = new ConcurrentHashMap<>();
    // JDBC work that follows an asynchronous XADD runs here, never on Redisson's I/O threads.
    private final ExecutorService sendCallbacks = Executors.newSingleThreadExecutor(
            NamedThreads.factory("stream-send-"));

    /**
     * @param dataSource  the application's database (the ledger's tables live there)
     * @param txManager   the transaction manager of that data source; enqueue joins the caller's transaction
     * @param redisson    client for the streams
     * @param meters      where counters, timers and gauges go
     * @param events      receives every committed {@link TaskStatusChanged}; must not block
     * @param environment source of {@code prepstream.streams.<key>.*} settings; null means defaults only
     */
    public StreamTaskFramework(DataSource dataSource, PlatformTransactionManager txManager, RedissonClient redisson,
            MeterRegistry meters, Consumer<TaskStatusChanged> events, Environment environment) {
        JdbcTemplate jdbc = new JdbcTemplate(Objects.requireNonNull(dataSource, "dataSource"));
        this.ledger = new TaskLedger(jdbc);
        this.transactions = new TransactionTemplate(Objects.requireNonNull(txManager, "txManager"));
        this.redisson = Objects.requireNonNull(redisson, "redisson");
        this.meters = Objects.requireNonNull(meters, "meters");
        this.events = Objects.requireNonNull(events, "events");
        this.environment = environment != null ? environment : new StandardEnvironment();
    }

    /** Status and history of tasks, for features ({@code GET .../history}). */
    public TaskLedger ledger() {
        return ledger;
    }

    /** The feature's declared status mirror, moved by the framework's own guarded update. */
    public StatusMirror mirror(MirrorTable table) {
        return StatusMirror.declared(table, ledger.mirrors());
    }

    /** Every stream a producer or consumer of this instance registered, in no particular order. */
    public Collection<StreamDefinition> streams() {
        return List.copyOf(streams.values());
    }

    /** The settings registered for a stream, or those bound from the environment for its key. */
    public StreamSettings settings(StreamDefinition definition) {
        return settings.computeIfAbsent(definition.stream(),
                stream -> StreamSettings.bind(environment, definition.settingsKey()));
    }

    /** Inspection and dead-letter replay for operators. */
    public StreamOperations operations() {
        return new StreamOperations(this);
    }

    void register(StreamDefinition definition, StreamSettings streamSettings) {
        StreamDefinition known = streams.putIfAbsent(definition.stream(), definition);
        if (known != null && !known.equals(definition)) {
            throw new IllegalStateException("Stream " + definition.stream() + " is already defined as " + known);
        }
        settings.putIfAbsent(definition.stream(), streamSettings);
    }

    /**
     * The producer's hook for a replayed task: lets the feature's own status say PENDING too. The
     * newest producer of a stream wins (the application has one; tests build fresh ones).
     */
    void onRequeue(StreamDefinition definition, LongConsumer hook) {
        requeueHooks.put(definition.stream(), hook);
    }

    /** The registered requeue hook, or one that does nothing on an instance without a producer. */
    LongConsumer requeueHook(StreamDefinition definition) {
        return requeueHooks.getOrDefault(definition.stream(), entityId -> { });
    }

    StreamDefinition definition(String stream) {
        return streams.get(stream);
    }

    StreamRedis redis(StreamDefinition definition) {
        return new StreamRedis(redisson, definition);
    }

    StreamMetrics metrics(StreamDefinition definition) {
        return metrics.computeIfAbsent(definition.stream(), stream -> new StreamMetrics(meters, definition));
    }

    TaskDispatcher dispatcher(StreamDefinition definition) {
        return dispatchers.computeIfAbsent(definition.stream(),
                stream -> new TaskDispatcher(definition, redis(definition), ledger::markUnsent, sendCallbacks));
    }

    /** What a consumer of the stream uses of this instance. */
    ConsumerResources consumerResources(StreamDefinition definition) {
        return new ConsumerResources(redis(definition), ledger.claims(), ledger.sweeps(), dispatcher(definition),
                metrics(definition), transactions, this::publish);
    }

    TransactionTemplate transactions() {
        return transactions;
    }

    void publish(TaskStatusChanged event) {
        try {
            events.accept(event);
        } catch (RuntimeException e) {
            // A broken listener must never break task processing.
            org.slf4j.LoggerFactory.getLogger(StreamTaskFramework.class).warn("Status event listener failed", e);
        }
    }

    @Override
    public void close() {
        sendCallbacks.shutdown();
    }
}
