package com.prepstream.stream;

import com.prepstream.stream.model.StreamSettings;
import com.zaxxer.hikari.HikariDataSource;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.flywaydb.core.Flyway;
import org.redisson.Redisson;
import org.redisson.api.RedissonClient;
import org.redisson.config.Config;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;

/**
 * Benchmark of the full task path (ledger + stream + ack) against a bare baseline in the same run; see
 * docs/benchmarks.md and scripts/bench-stream.sh. Not a test: a main class on the test classpath.
 * Arguments: [tasks per throughput run, default 20000] [idle samples, default 300].
 */
final class StreamBenchmark {

    private record Run(String name, int tasks, long nanos, LatencyStats pickup, String load) {
        double perSecond() {
            return tasks / (nanos / 1e9);
        }
    }

    private static final int CHUNK = 200;
    private static final int CONSUMERS = 2;
    /** Worker concurrency per framework instance; batch size stays 10 as in the baseline. */
    private static final int[] CONCURRENCY = java.util.Arrays.stream(
            System.getProperty("bench.concurrency", "10,20").split(",")).mapToInt(Integer::parseInt).toArray();

    /** Baseline variants per round: "ledger" (the framework's SQL) and/or "bare" (the rawlimit harness's table and SQL). */
    private static final List<String> BASELINES = List.of(System.getProperty("bench.baselines", "ledger").split(","));
    /**
     * Tasks of the warm-up run of each path; default: as many as a measured run, as the rawlimit harness does.
     * With 5,000 (the default until 2026-12-06) the JIT compiler threads still took ~23 % of this JVM's CPU in
     * the measured runs, more for the framework's code than for the baseline's loop (docs/benchmarks.md).
     */
    private static final int WARMUP = Integer.getInteger("bench.warmup", -1);

    /** Statement and Redis command counts per task (on unless -Dbench.countRoundTrips=false). */
    private static final boolean COUNT = Boolean.parseBoolean(System.getProperty("bench.countRoundTrips", "true"));

    private final javax.sql.DataSource dataSource;
    private final JdbcTemplate jdbc;
    private final RoundTrips roundTrips = new RoundTrips();
    private final TestRedisServer redis;

    private StreamBenchmark(HikariDataSource dataSource, TestRedisServer redis) {
        this.dataSource = COUNT ? roundTrips.counting(dataSource) : dataSource;
        this.jdbc = new JdbcTemplate(dataSource);
        this.redis = redis;
        MachineLoad.ownBackends = () -> jdbc.queryForList(
                "select pid::bigint from pg_stat_activity where datname = current_database()", Long.class);
    }

    public static void main(String[] args) throws Exception {
        int tasks = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        int idleSamples = args.length > 1 ? Integer.parseInt(args[1]) : 300;
        ((ch.qos.logback.classic.Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME))
                .setLevel(ch.qos.logback.classic.Level.WARN);
        HikariDataSource dataSource = new HikariDataSource();
        dataSource.setJdbcUrl(System.getenv().getOrDefault("PREPSTREAM_TEST_DB_URL",
                "jdbc:postgresql://127.0.0.1:5432/prepstream_test"));
        dataSource.setUsername(System.getenv().getOrDefault("PREPSTREAM_DB_USER", "prepstream"));
        dataSource.setPassword(System.getenv().getOrDefault("PREPSTREAM_DB_PASSWORD", "prepstream"));
        dataSource.setMaximumPoolSize(16);
        dataSource.setMinimumIdle(2);
        Flyway.configure().dataSource(dataSource).load().migrate();
        TestRedisServer redis = TestRedisServer.start();
        try {
            new StreamBenchmark(dataSource, redis).run(tasks, idleSamples);
        } finally {
            redis.stop();
            dataSource.close();
        }
    }

    private void run(int tasks, int idleSamples) throws Exception {
        System.out.printf("Stream benchmark: %d no-op tasks per throughput run, %d consumers (batch 10), "
                + "%d idle pickups; %d cores; Redisson per client: %d netty threads, %s; baseline claim %s%n", tasks,
                CONSUMERS, idleSamples, Runtime.getRuntime().availableProcessors(), clientConfig(0).getNettyThreads(),
                clientConfig(0).getTransportMode(),
                BaselineHarness.ASYNC_CLAIM ? "synchronous_commit=off (like the framework)" : "synchronous (the issue's harness)");
        System.out.println("warm-up ...");
        BaselineHarness.createBareTable(jdbc);
        int warmup = WARMUP < 0 ? tasks : WARMUP;
        for (int concurrency : CONCURRENCY) {
            framework(warmup, concurrency);
        }
        for (String variant : BASELINES) {
            baseline(warmup, variant);
        }
        List<Run> runs = new ArrayList<>();
        for (int round = 1; round <= 2; round++) {
            RunProfile.nextRound();
            for (String variant : BASELINES) {
                runs.add(baseline(tasks, variant));
            }
            for (int concurrency : CONCURRENCY) {
                runs.add(framework(tasks, concurrency));
            }
        }
        Run idleFramework = frameworkIdle(idleSamples);
        Run idleBaseline = baselineIdle(idleSamples);
        System.out.println();
        System.out.println("Throughput (burst of tasks enqueued while consumers run; pickup includes queueing):");
        runs.forEach(StreamBenchmark::print);
        Run bestBaseline = best(runs, baselineName(BASELINES.get(0)));
        System.out.println("Idle pickup (one task at a time; framework: enqueue call -> processBusiness on a worker, "
                + "baseline: enqueue call -> claim returned):");
        print(idleFramework);
        print(idleBaseline);
        System.out.println();
        for (int concurrency : CONCURRENCY) {
            Run bestFramework = best(runs, "framework c=" + concurrency);
            System.out.printf("RESULT framework (concurrency %d) %.0f tasks/s vs baseline %.0f tasks/s (best of 2 each): "
                    + "%.0f%% of baseline%n", concurrency, bestFramework.perSecond(), bestBaseline.perSecond(),
                    100 * bestFramework.perSecond() / bestBaseline.perSecond());
        }
        if (BASELINES.size() > 1) {
            Run other = best(runs, baselineName(BASELINES.get(1)));
            System.out.printf("RESULT %s %.0f tasks/s vs %s %.0f tasks/s (best of 2 each): %.0f%%%n", other.name(),
                    other.perSecond(), bestBaseline.name(), bestBaseline.perSecond(),
                    100 * other.perSecond() / bestBaseline.perSecond());
        }
        System.out.printf("RESULT idle pickup framework p50 %.2f ms p99 %.2f ms (baseline p50 %.2f ms p99 %.2f ms)%n",
                idleFramework.pickup().percentile(50), idleFramework.pickup().percentile(99),
                idleBaseline.pickup().percentile(50), idleBaseline.pickup().percentile(99));
    }

    private Run framework(int tasks, int concurrency) throws Exception {
        reset();
        long[] enqueuedAt = new long[tasks + 1];
        long[] pickups = new long[tasks];
        AtomicInteger picked = new AtomicInteger();
        CountDownLatch completed = new CountDownLatch(tasks);
        List<Instance> instances = new ArrayList<>();
        for (int i = 0; i < CONSUMERS; i++) {
            instances.add(new Instance(concurrency, id -> pickups[Math.min(picked.getAndIncrement(), tasks - 1)] =
                    System.nanoTime() - enqueuedAt[(int) id], completed::countDown));
        }
        MachineLoad load = MachineLoad.sample(redis.handle());
        ThreadCpu threads = ThreadCpu.sample();
        RoundTrips.Mark mark = roundTrips.mark(redis);
        Runnable profiled = RunProfile.start("framework-c" + concurrency);
        long start = System.nanoTime();
        for (int from = 1; from <= tasks; from += CHUNK) {
            List<TestTask> chunk = new ArrayList<>();
            long now = System.nanoTime();
            for (int id = from; id < from + CHUNK && id <= tasks; id++) {
                enqueuedAt[id] = now;
                chunk.add(new TestTask(id));
            }
            instances.get(0).producer.enqueueAll(chunk);
        }
        long enqueued = System.nanoTime() - start;
        await(completed);
        long elapsed = System.nanoTime() - start;
        profiled.run();
        String machine = MachineLoad.since(load, tasks) + enqueuePhase(enqueued) + counts(mark, tasks)
                + "\n      " + ThreadCpu.since(threads, tasks);
        instances.forEach(Instance::close);
        verifyCompleted(TestTask.DEFINITION.taskType(), tasks);
        return new Run("framework c=" + concurrency, tasks, elapsed,
                new LatencyStats(pickups, Math.min(picked.get(), tasks)), machine);
    }

    private Run frameworkIdle(int samples) throws Exception {
        reset();
        long[] enqueuedAt = new long[samples + 51];
        long[] pickups = new long[samples + 50];
        AtomicInteger picked = new AtomicInteger();
        Semaphore completed = new Semaphore(0);
        Instance instance = new Instance(CONCURRENCY[0],
                id -> pickups[picked.getAndIncrement()] = System.nanoTime() - enqueuedAt[(int) id], completed::release);
        MachineLoad load = MachineLoad.sample(redis.handle());
        long start = System.nanoTime();
        for (int id = 1; id <= samples + 50; id++) {
            enqueuedAt[id] = System.nanoTime();
            instance.producer.enqueue(new TestTask(id));
            await(completed, 1);
        }
        long elapsed = System.nanoTime() - start;
        String machine = MachineLoad.since(load);
        instance.close();
        long[] measured = java.util.Arrays.copyOfRange(pickups, 50, samples + 50); // first 50 warm the path
        return new Run("framework idle", samples, elapsed, new LatencyStats(measured, samples), machine);
    }

    private static String baselineName(String variant) {
        return "ledger".equals(variant) ? "baseline" : "baseline " + variant;
    }

    private Run baseline(int tasks, String variant) throws Exception {
        boolean bare = "bare".equals(variant);
        reset();
        long[] enqueuedAt = new long[tasks + 1];
        long[] pickups = new long[tasks];
        AtomicInteger picked = new AtomicInteger();
        CountDownLatch completed = new CountDownLatch(tasks);
        RedissonClient client = client();
        BaselineHarness harness = new BaselineHarness(dataSource, client, bare);
        harness.start(CONSUMERS, listener(enqueuedAt, pickups, picked, count -> {
            for (int i = 0; i < count; i++) {
                completed.countDown();
            }
        }));
        MachineLoad load = MachineLoad.sample(redis.handle());
        ThreadCpu threads = ThreadCpu.sample();
        RoundTrips.Mark mark = roundTrips.mark(redis);
        Runnable profiled = RunProfile.start(baselineName(variant));
        long start = System.nanoTime();
        for (int from = 1; from <= tasks; from += CHUNK) {
            List<Long> chunk = new ArrayList<>();
            long now = System.nanoTime();
            for (long id = from; id < from + CHUNK && id <= tasks; id++) {
                enqueuedAt[(int) id] = now;
                chunk.add(id);
            }
            harness.enqueue(chunk);
        }
        long enqueued = System.nanoTime() - start;
        await(completed);
        long elapsed = System.nanoTime() - start;
        profiled.run();
        String machine = MachineLoad.since(load, tasks) + enqueuePhase(enqueued) + counts(mark, tasks)
                + "\n      " + ThreadCpu.since(threads, tasks);
        harness.stop();
        client.shutdown();
        if (bare) {
            verifyCount("select count(*) from " + BaselineHarness.BARE_TABLE + " where status = 'COMPLETED'", "bare", tasks);
        } else {
            verifyCompleted(BaselineHarness.TYPE, tasks);
        }
        return new Run(baselineName(variant), tasks, elapsed, new LatencyStats(pickups, Math.min(picked.get(), tasks)), machine);
    }

    private Run baselineIdle(int samples) throws Exception {
        reset();
        long[] enqueuedAt = new long[samples + 51];
        long[] pickups = new long[samples + 50];
        AtomicInteger picked = new AtomicInteger();
        Semaphore completed = new Semaphore(0);
        RedissonClient client = client();
        BaselineHarness harness = new BaselineHarness(dataSource, client);
        harness.start(1, listener(enqueuedAt, pickups, picked, completed::release));
        MachineLoad load = MachineLoad.sample(redis.handle());
        long start = System.nanoTime();
        for (int id = 1; id <= samples + 50; id++) {
            enqueuedAt[id] = System.nanoTime();
            harness.enqueue(List.of((long) id));
            await(completed, 1);
        }
        long elapsed = System.nanoTime() - start;
        String machine = MachineLoad.since(load);
        harness.stop();
        client.shutdown();
        long[] measured = java.util.Arrays.copyOfRange(pickups, 50, samples + 50);
        return new Run("baseline idle", samples, elapsed, new LatencyStats(measured, samples), machine);
    }

    /**
     * Every client of the benchmark (framework instances and baselines) is the suite's, with the application's
     * I/O settings ({@code RedisClientIo}); {@code -Dbench.nettyThreads=N} and {@code -Dbench.transport=NIO|EPOLL}
     * override them for a comparison (32 and NIO are Redisson's defaults, which the application used until
     * 2026-12-07).
     */
    private RedissonClient client() {
        return Redisson.create(clientConfig(redis.port()));
    }

    private static Config clientConfig(int port) {
        Config config = StreamContractSupport.configFor(port);
        Integer loops = Integer.getInteger("bench.nettyThreads");
        if (loops != null) {
            config.setNettyThreads(loops);
        }
        Integer timeout = Integer.getInteger("bench.redisTimeoutMs"); // a loaded machine: clients may not connect in 500 ms
        if (timeout != null) {
            config.useSingleServer().setConnectTimeout(timeout).setTimeout(Math.max(timeout, 1000));
        }
        String transport = System.getProperty("bench.transport");
        if (transport != null) {
            config.setTransportMode(org.redisson.config.TransportMode.valueOf(transport));
        }
        return config;
    }

    private String counts(RoundTrips.Mark mark, int tasks) {
        return COUNT ? "\n      " + roundTrips.since(mark, redis, tasks) : "";
    }

    /** The enqueue loop's share of the measured time: when it is close to the total, enqueue was the limit. */
    private static String enqueuePhase(long nanos) {
        return String.format("; all enqueued after %.0f ms", nanos / 1e6);
    }

    private static BaselineHarness.Listener listener(long[] enqueuedAt, long[] pickups, AtomicInteger picked,
            java.util.function.IntConsumer completed) {
        return new BaselineHarness.Listener() {
            @Override
            public void claimed(long entityId) {
                pickups[Math.min(picked.getAndIncrement(), pickups.length - 1)] = System.nanoTime() - enqueuedAt[(int) entityId];
            }

            @Override
            public void completed(int count) {
                completed.accept(count);
            }
        };
    }

    /**
     * One framework instance with its own Redis client, as a separate process would have. A task counts as
     * done at its COMPLETED event, which the framework publishes after the completion committed (as the
     * baseline counts after its completion statement returned): counted in {@code markCompleted}, inside
     * the transaction, the idle run's next enqueue could race the previous completion's commit (two WAL
     * flushes at once), which the baseline never has.
     */
    private final class Instance {
        final RedissonClient client = client();
        final StreamTaskFramework framework;
        final StreamSettings settings = StreamSettings.defaults();
        final TestTaskProducer producer;
        final BenchConsumer consumer;

        Instance(int concurrency, java.util.function.LongConsumer picked, Runnable completed) {
            framework = new StreamTaskFramework(dataSource, new DataSourceTransactionManager(dataSource), client,
                    new SimpleMeterRegistry(), event -> {
                        if (event.status() == com.prepstream.stream.model.TaskStatus.COMPLETED) {
                            completed.run();
                        }
                    }, null);
            producer = new TestTaskProducer(framework, settings);
            TestSettings bench = new TestSettings();
            bench.concurrency = concurrency;
            bench.block = Duration.ofSeconds(1);
            bench.sweepInterval = Duration.ofSeconds(1);
            bench.lease = Duration.ofSeconds(60);
            bench.reclaimIdle = Duration.ofSeconds(60);
            bench.heartbeat = Duration.ofSeconds(15);
            consumer = new BenchConsumer(framework, bench.build(), picked);
            consumer.start();
        }

        void close() {
            consumer.stop();
            framework.close();
            client.shutdown();
        }
    }

    private void reset() {
        jdbc.execute("truncate table stream_task, stream_task_transition, " + BaselineHarness.BARE_TABLE + " restart identity");
        redis.flushAll();
    }

    private void verifyCompleted(String taskType, int tasks) {
        verifyCount("select count(*) from stream_task where task_type = '" + taskType + "' and status = 'COMPLETED'",
                taskType, tasks);
    }

    private void verifyCount(String sql, String what, int tasks) {
        Long done = jdbc.queryForObject(sql, Long.class);
        if (done == null || done != tasks) {
            throw new IllegalStateException(what + ": " + done + " of " + tasks + " COMPLETED in the ledger");
        }
    }

    /**
     * A throughput run's completions: a latch wakes the benchmark's thread once, at the last one. A semaphore
     * (until 2026-12-07) woke it at every framework completion (one event per task, where the baseline
     * releases a batch at once): ~19 % of the framework run's JVM samples were that counting (docs/benchmarks.md).
     */
    private static void await(CountDownLatch completed) throws InterruptedException {
        if (!completed.await(120, TimeUnit.SECONDS)) {
            throw new IllegalStateException("timed out waiting for " + completed.getCount() + " completions");
        }
    }

    private static void await(Semaphore completed, int count) throws InterruptedException {
        if (!completed.tryAcquire(count, 120, TimeUnit.SECONDS)) {
            throw new IllegalStateException("timed out waiting for " + count + " completions");
        }
    }

    private static Run best(List<Run> runs, String name) {
        return runs.stream().filter(r -> r.name().equals(name)).max((a, b) -> Double.compare(a.perSecond(), b.perSecond()))
                .orElseThrow();
    }

    private static void print(Run run) {
        System.out.printf("  %-16s %7.0f tasks/s  pickup %s%n      %s%n", run.name(), run.perSecond(), run.pickup(), run.load());
    }
}
