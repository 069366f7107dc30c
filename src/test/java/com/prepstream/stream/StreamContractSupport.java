package com.prepstream.stream;

import static org.awaitility.Awaitility.await;

import com.prepstream.deployment.RedisClientIo;
import com.prepstream.stream.model.StreamSettings;
import com.prepstream.stream.model.TaskStatus;
import com.zaxxer.hikari.HikariDataSource;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.redisson.Redisson;
import org.redisson.api.RStream;
import org.redisson.api.RedissonClient;
import org.redisson.api.stream.StreamAddArgs;
import org.redisson.client.codec.StringCodec;
import org.redisson.config.Config;
import org.redisson.config.ConstantDelay;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Base of the framework's contract suite: real PostgreSQL (the test database) and a private
 * redis-server on a free port (no persistence), so a test may stop it, restart it or FLUSHALL it
 * without touching anyone else's data. Framework "instances" are built by hand, as separate
 * processes would have them: own Redisson client, own framework object, own consumer name.
 */
abstract class StreamContractSupport {

    static final String TYPE = TestTask.DEFINITION.taskType();

    static HikariDataSource dataSource;
    static JdbcTemplate jdbc;
    static TestRedisServer redisServer;

    final List<Instance> instances = new ArrayList<>();
    TestWorld world;

    /**
     * One application instance: its own Redis connection and way to the database, framework, producer and
     * (unstarted) consumer. {@link #redisson} is the test's own view of Redis, which survives {@link #crash()}.
     */
    final class Instance {
        final RedissonClient redisson = redisClient();
        final RedissonClient ownRedis = redisClient();
        final SeverableDataSource ownDatabase = new SeverableDataSource(dataSource);
        final StreamTaskFramework framework;
        final TestTaskProducer producer;
        final TestTaskConsumer consumer;

        /** @param view what the framework sees of its Redis client (a recording view, or the client itself) */
        Instance(StreamSettings settings, UnaryOperator<RedissonClient> view) {
            framework = new StreamTaskFramework(ownDatabase, new DataSourceTransactionManager(ownDatabase),
                    view.apply(ownRedis), new SimpleMeterRegistry(), event -> { }, null);
            producer = new TestTaskProducer(framework, settings);
            consumer = new TestTaskConsumer(framework, settings, world);
        }

        Instance start() {
            consumer.start();
            return this;
        }

        /** kill -9 as the rest of the system sees it: this instance's connections are gone (see SeverableDataSource). */
        void crash() {
            ownDatabase.sever();
            ownRedis.shutdown();
        }

        void close() {
            if (consumer.isRunning()) {
                consumer.stop();
            }
            framework.close();
            redisson.shutdown();
            if (!ownRedis.isShutdown()) {
                ownRedis.shutdown();
            }
        }
    }

    @BeforeAll
    static void startServices() throws Exception {
        if (dataSource == null) {
            // Small and released after each class: five engineers share PostgreSQL's 100 connections.
            dataSource = new HikariDataSource();
            dataSource.setJdbcUrl(System.getenv().getOrDefault("PREPSTREAM_TEST_DB_URL",
                    "jdbc:postgresql://127.0.0.1:5432/prepstream_test"));
            dataSource.setUsername(System.getenv().getOrDefault("PREPSTREAM_DB_USER", "prepstream"));
            dataSource.setPassword(System.getenv().getOrDefault("PREPSTREAM_DB_PASSWORD", "prepstream"));
            dataSource.setMaximumPoolSize(8);
            dataSource.setMinimumIdle(1);
            Flyway.configure().dataSource(dataSource).load().migrate();
            jdbc = new JdbcTemplate(dataSource);
        }
        redisServer = TestRedisServer.start();
    }

    @AfterAll
    static void stopServices() {
        redisServer.stop();
        dataSource.close();
        dataSource = null;
    }

    @BeforeEach
    void cleanState() {
        jdbc.execute("truncate table stream_task, stream_task_transition restart identity");
        redisServer.flushAll();
        world = new TestWorld();
    }

    @AfterEach
    void closeInstances() {
        instances.forEach(Instance::close);
        instances.clear();
    }

    Instance instance(TestSettings settings) {
        return instance(settings, UnaryOperator.identity());
    }

    Instance instance(TestSettings settings, UnaryOperator<RedissonClient> view) {
        Instance instance = new Instance(settings.build(), view);
        instances.add(instance);
        return instance;
    }

    static RedissonClient redisClient() {
        return redisClientFor(redisServer.port());
    }

    /** Short timeouts, so a stopped server is noticed in about a second, and quick reconnects. */
    static RedissonClient redisClientFor(int port) {
        return Redisson.create(configFor(port));
    }

    /** The application's I/O settings ({@link RedisClientIo}), so the suite runs with what production runs. */
    static Config configFor(int port) {
        Config config = new Config();
        config.useSingleServer().setAddress("redis://127.0.0.1:" + port)
                .setTimeout(1000).setConnectTimeout(500).setRetryAttempts(1)
                .setRetryDelay(new ConstantDelay(Duration.ofMillis(100)))
                .setReconnectionDelay(new ConstantDelay(Duration.ofMillis(100)))
                .setConnectionMinimumIdleSize(2).setConnectionPoolSize(16);
        return RedisClientIo.sized(config);
    }

    static TransactionTemplate transactions() {
        return new TransactionTemplate(new DataSourceTransactionManager(dataSource));
    }

    static RStream<String, String> stream(Instance instance) {
        return instance.redisson.getStream(TestTask.DEFINITION.stream(), StringCodec.INSTANCE);
    }

    static RStream<String, String> deadLetters(Instance instance) {
        return instance.redisson.getStream(TestTask.DEFINITION.deadLetterStream(), StringCodec.INSTANCE);
    }

    static void addRaw(Instance instance, Map<String, String> fields) {
        stream(instance).add(StreamAddArgs.entries(fields));
    }

    static Optional<TaskStatus> status(long entityId) {
        return jdbc.query("select status from stream_task where task_type = ? and entity_id = ?",
                (rs, row) -> TaskStatus.valueOf(rs.getString(1)), TYPE, entityId).stream().findFirst();
    }

    static long countWithStatus(TaskStatus status) {
        Long count = jdbc.queryForObject("select count(*) from stream_task where task_type = ? and status = ?",
                Long.class, TYPE, status.name());
        return count == null ? 0 : count;
    }

    static long taskId(long entityId) {
        Long id = jdbc.queryForObject("select id from stream_task where task_type = ? and entity_id = ?", Long.class,
                TYPE, entityId);
        return id == null ? -1 : id;
    }

    static void awaitStatus(long entityId, TaskStatus expected, Duration within) {
        await().atMost(within).until(() -> status(entityId).equals(Optional.of(expected)));
    }

    static List<TestTask> tasks(long fromInclusive, long toInclusive) {
        List<TestTask> tasks = new ArrayList<>();
        for (long id = fromInclusive; id <= toInclusive; id++) {
            tasks.add(new TestTask(id));
        }
        return tasks;
    }
}
