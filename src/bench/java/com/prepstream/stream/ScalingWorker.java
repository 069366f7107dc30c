package com.prepstream.stream;

import com.prepstream.stream.model.TaskMessage;
import com.zaxxer.hikari.HikariDataSource;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;
import org.redisson.Redisson;
import org.redisson.api.RedissonClient;
import org.redisson.config.Config;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;

/**
 * One worker process of {@link ScalingBenchmark}: the framework and one consumer of the test task type,
 * as a worker-only deployment has them (own JVM, own pools). A task waits like an AI call ({@code sleepMs},
 * parked, no CPU) and its completion writes a result row in the completing transaction, as a feature's
 * {@code markCompleted} does; with {@code sleepMs} 0 and no write it is the no-op path.
 * Arguments: redis port, concurrency, sleep ms, write (true/false). Prints READY, stops on SIGTERM.
 */
final class ScalingWorker {

    public static void main(String[] args) throws Exception {
        int redisPort = Integer.parseInt(args[0]);
        int concurrency = Integer.parseInt(args[1]);
        long sleepMs = Long.parseLong(args[2]);
        boolean write = Boolean.parseBoolean(args[3]);
        ((ch.qos.logback.classic.Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME))
                .setLevel(ch.qos.logback.classic.Level.WARN);
        HikariDataSource dataSource = ScalingBenchmark.dataSource(Math.min(concurrency, 8) + 2);
        Config config = new Config();
        config.useSingleServer().setAddress("redis://127.0.0.1:" + redisPort);
        RedissonClient redisson = Redisson.create(config);
        StreamTaskFramework framework = new StreamTaskFramework(dataSource,
                new DataSourceTransactionManager(dataSource), redisson, new SimpleMeterRegistry(), event -> { }, null);
        TestSettings settings = TestSettings.fast();
        settings.concurrency = concurrency;
        settings.block = Duration.ofSeconds(1);
        settings.sweepInterval = Duration.ofSeconds(1);
        settings.lease = Duration.ofSeconds(60);
        settings.heartbeat = Duration.ofSeconds(15);
        settings.reclaimIdle = Duration.ofSeconds(60);
        JdbcTemplate jdbc = new JdbcTemplate(dataSource);
        AbstractStreamConsumer<TestTask> consumer = new AbstractStreamConsumer<>(framework, TestTask.DEFINITION,
                settings.build()) {
            @Override
            protected TestTask parsePayload(TaskMessage message) {
                return new TestTask(message.entityId());
            }

            @Override
            protected boolean entityExists(TestTask payload) {
                return true;
            }

            @Override
            protected void processBusiness(TestTask payload) {
                if (sleepMs > 0) {
                    LockSupport.parkNanos(Duration.ofMillis(sleepMs).toNanos());
                }
            }

            @Override
            protected void markProcessing(TestTask payload) {
            }

            @Override
            protected void markCompleted(TestTask payload) {
                if (write) {
                    jdbc.update("insert into scaling_bench_result (entity_id, done_at) values (?, now()) "
                            + "on conflict (entity_id) do update set done_at = excluded.done_at", payload.entityId());
                }
            }

            @Override
            protected void markFailed(TestTask payload, String error) {
            }
        };
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            consumer.stop();
            framework.close();
            redisson.shutdown();
            dataSource.close();
            stopped.countDown();
        }));
        consumer.start();
        System.out.println("READY " + consumer.consumerName());
        System.out.flush();
        stopped.await();
    }

    private ScalingWorker() {
    }
}
