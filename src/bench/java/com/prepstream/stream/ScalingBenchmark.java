package com.prepstream.stream;

import com.zaxxer.hikari.HikariDataSource;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.redisson.Redisson;
import org.redisson.api.RedissonClient;
import org.redisson.config.Config;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;

/**
 * Scaling figures (issue 17, docs/capacity.md): the same burst of tasks over 1, 2 and 4 worker processes
 * ({@link ScalingWorker}), for tasks that wait like AI calls (200 ms, then a result write) and for the
 * no-op path. Per run: tasks/s, PostgreSQL commits per task (pg_stat_database of the benchmark's own
 * database, less this coordinator's own polls) and Redis commands per task (INFO of the benchmark's private
 * redis-server). Arguments: [sleep tasks per run, default 2000] [no-op tasks per run, default 5000]
 * [concurrency per worker, default 10] [process counts, default 1,2,4]. See scripts/bench-scaling.sh.
 */
final class ScalingBenchmark {

    private final JdbcTemplate jdbc;
    private final TestRedisServer redis;
    private int polls;

    private ScalingBenchmark(JdbcTemplate jdbc, TestRedisServer redis) {
        this.jdbc = jdbc;
        this.redis = redis;
    }

    static HikariDataSource dataSource(int pool) {
        HikariDataSource dataSource = new HikariDataSource();
        dataSource.setJdbcUrl(System.getenv().getOrDefault("PREPSTREAM_TEST_DB_URL",
                "jdbc:postgresql://127.0.0.1:5432/prepstream_test"));
        dataSource.setUsername(System.getenv().getOrDefault("PREPSTREAM_DB_USER", "prepstream"));
        dataSource.setPassword(System.getenv().getOrDefault("PREPSTREAM_DB_PASSWORD", "prepstream"));
        dataSource.setMaximumPoolSize(pool);
        dataSource.setMinimumIdle(1);
        return dataSource;
    }

    public static void main(String[] args) throws Exception {
        int sleepTasks = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int noopTasks = args.length > 1 ? Integer.parseInt(args[1]) : 5000;
        int concurrency = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        int[] processes = java.util.Arrays.stream((args.length > 3 ? args[3] : "1,2,4").split(","))
                .mapToInt(Integer::parseInt).toArray();
        ((ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME))
                .setLevel(ch.qos.logback.classic.Level.WARN);
        HikariDataSource dataSource = dataSource(4);
        Flyway.configure().dataSource(dataSource).load().migrate();
        JdbcTemplate jdbc = new JdbcTemplate(dataSource);
        jdbc.execute("create table if not exists scaling_bench_result (entity_id bigint primary key, done_at timestamptz)");
        TestRedisServer redis = TestRedisServer.start();
        try {
            ScalingBenchmark benchmark = new ScalingBenchmark(jdbc, redis);
            System.out.printf("Scaling benchmark: %d cores, load average %s, concurrency %d per worker process%n",
                    Runtime.getRuntime().availableProcessors(), loadAverage(), concurrency);
            System.out.println("kind      procs  tasks  seconds  tasks/s  ideal/s  PG commits/task  Redis cmds/task  load avg 1/5/15 min before -> after");
            for (int n : processes) {
                benchmark.run("sleep200", n, concurrency, sleepTasks, 200, true);
            }
            for (int n : processes) {
                benchmark.run("no-op", n, concurrency, noopTasks, 0, false);
            }
            benchmark.idle(processes[processes.length - 1], concurrency);
        } finally {
            redis.stop();
            dataSource.close();
        }
    }

    private void run(String kind, int processes, int concurrency, int tasks, long sleepMs, boolean write)
            throws Exception {
        jdbc.execute("truncate table stream_task, stream_task_transition, scaling_bench_result restart identity");
        redis.flushAll();
        List<Process> workers = new ArrayList<>();
        for (int i = 0; i < processes; i++) {
            workers.add(startWorker(concurrency, sleepMs, write));
        }
        Producer producer = new Producer(redis.port());
        String loadBefore = loadAverage();
        long commitsBefore = commits();
        long commandsBefore = commands();
        polls = 0;
        long start = System.nanoTime();
        double seconds;
        long commands;
        try {
            producer.enqueue(tasks);
            while (completed() < tasks) {
                Thread.sleep(100);
            }
            seconds = (System.nanoTime() - start) / 1e9;
            commands = commands() - commandsBefore - 1; // less the second INFO
        } finally {
            producer.close();
            for (Process worker : workers) {
                worker.destroy();
            }
            for (Process worker : workers) {
                worker.waitFor();
            }
        }
        Thread.sleep(1500); // backends report their counts to the statistics at most once a second
        long commits = commits() - commitsBefore - 2L * polls; // less the coordinator's own polls (2 each)
        double ideal = sleepMs > 0 ? processes * concurrency * 1000.0 / sleepMs : Double.NaN;
        System.out.printf("%-9s %5d %6d %8.1f %8.1f %8.0f %16.2f %16.2f  %s -> %s%n", kind, processes, tasks,
                seconds, tasks / seconds, ideal, (double) commits / tasks, (double) commands / tasks, loadBefore,
                loadAverage());
        // The two cores are shared with other people's builds and tests: each row says how busy they were.
        System.out.println("          uptime: " + uptime());
    }

    private static String uptime() {
        try {
            Process uptime = new ProcessBuilder("uptime").redirectErrorStream(true).start();
            String out = new String(uptime.getInputStream().readAllBytes()).strip();
            uptime.waitFor();
            return out;
        } catch (Exception e) {
            return "? (" + e + ")";
        }
    }

    /**
     * What idle workers cost per second, with no task at all (blocking reads that time out, sweeper,
     * gauges, heartbeat): the part of the per-task figures above that does not grow with the rate.
     */
    private void idle(int processes, int concurrency) throws Exception {
        jdbc.execute("truncate table stream_task, stream_task_transition, scaling_bench_result restart identity");
        redis.flushAll();
        List<Process> workers = new ArrayList<>();
        for (int i = 0; i < processes; i++) {
            workers.add(startWorker(concurrency, 0, false));
        }
        Thread.sleep(3000); // past the first sweep of each worker
        long commitsBefore = commits();
        long commandsBefore = commands();
        long start = System.nanoTime();
        Thread.sleep(20_000);
        double seconds = (System.nanoTime() - start) / 1e9;
        long commands = commands() - commandsBefore - 1;
        Thread.sleep(1500);
        long commits = commits() - commitsBefore;
        for (Process worker : workers) {
            worker.destroy();
        }
        for (Process worker : workers) {
            worker.waitFor();
        }
        System.out.printf("idle      %5d workers, %.1f s, no task: %.1f PG commits/s (%.2f per worker), "
                + "%.1f Redis cmds/s (%.2f per worker)%n", processes, seconds, commits / seconds,
                commits / seconds / processes, commands / seconds, commands / seconds / processes);
        System.out.println("          uptime: " + uptime());
    }

    /**
     * The producer's bulk path, from a framework of the coordinator's own (its commits are the enqueue's).
     * It lives for the whole run: its sends are asynchronous and must complete before it is closed.
     */
    private static final class Producer implements AutoCloseable {
        private final HikariDataSource dataSource = dataSource(2);
        private final RedissonClient redisson;
        private final StreamTaskFramework framework;
        private final TestTaskProducer producer;

        Producer(int redisPort) {
            Config config = new Config();
            config.useSingleServer().setAddress("redis://127.0.0.1:" + redisPort);
            redisson = Redisson.create(config);
            framework = new StreamTaskFramework(dataSource, new DataSourceTransactionManager(dataSource), redisson,
                    new SimpleMeterRegistry(), event -> { }, null);
            producer = new TestTaskProducer(framework, TestSettings.fast().build());
        }

        void enqueue(int tasks) {
            for (int from = 1; from <= tasks; from += 200) {
                List<TestTask> chunk = new ArrayList<>();
                for (int id = from; id < from + 200 && id <= tasks; id++) {
                    chunk.add(new TestTask(id));
                }
                producer.enqueueAll(chunk);
            }
        }

        @Override
        public void close() {
            framework.close();
            redisson.shutdown();
            dataSource.close();
        }
    }

    private Process startWorker(int concurrency, long sleepMs, boolean write) throws Exception {
        Process process = new ProcessBuilder("java", "-Xmx256m", "-XX:+UseSerialGC", "-cp",
                System.getProperty("java.class.path"), ScalingWorker.class.getName(), String.valueOf(redis.port()),
                String.valueOf(concurrency), String.valueOf(sleepMs), String.valueOf(write))
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream()));
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith("READY")) {
                return process;
            }
        }
        throw new IllegalStateException("worker exited before it was ready");
    }

    private long completed() {
        polls++;
        jdbc.execute("select 1"); // two statements per poll, like commits(), so the correction is one formula
        Long done = jdbc.queryForObject("select count(*) from stream_task where status = 'COMPLETED'", Long.class);
        return done == null ? 0 : done;
    }

    /** Committed transactions of the benchmark's database so far (the stats are flushed at each statement's end). */
    private long commits() {
        jdbc.execute("select pg_stat_clear_snapshot()");
        Long commits = jdbc.queryForObject(
                "select xact_commit from pg_stat_database where datname = current_database()", Long.class);
        return commits == null ? 0 : commits;
    }

    private long commands() {
        String info = redis.cli("INFO", "stats");
        for (String line : info.split("\\R")) {
            if (line.startsWith("total_commands_processed:")) {
                return Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
            }
        }
        return 0;
    }

    private static String loadAverage() {
        try {
            String[] parts = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ");
            return parts[0] + "/" + parts[1] + "/" + parts[2];
        } catch (java.io.IOException e) {
            return "?";
        }
    }
}
