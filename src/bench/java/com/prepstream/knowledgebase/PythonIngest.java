package com.prepstream.knowledgebase;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The benchmark's ingest through the Python vectorize worker ({@code -Dbench.worker=python}, issue 31): the
 * uploads have already put their tasks on the vectorize stream; one {@code workers/python/run.sh} process,
 * given this context's database, Redis database and file storage, takes them as it would beside the app, and
 * the benchmark waits until every item is final. Timed from the worker's first read, not its start-up.
 */
final class PythonIngest implements AutoCloseable {

    private final JdbcTemplate jdbc;
    private final Path log;
    private final Process process;

    private PythonIngest(JdbcTemplate jdbc, Path log, Process process) {
        this.jdbc = jdbc;
        this.log = log;
        this.process = process;
    }

    static boolean requested() {
        return "python".equals(System.getProperty("bench.worker", "java"));
    }

    /** Starts the worker and returns once it reads the stream. */
    static PythonIngest start(ConfigurableApplicationContext context) throws IOException, InterruptedException {
        Environment env = context.getEnvironment();
        Path log = Files.createTempFile("bench-python-worker", ".log");
        ProcessBuilder builder = new ProcessBuilder("workers/python/run.sh").redirectErrorStream(true)
                .redirectOutput(log.toFile());
        Map<String, String> workerEnv = builder.environment();
        workerEnv.put("PREPSTREAM_DB_URL", env.getRequiredProperty("spring.datasource.url"));
        workerEnv.put("PREPSTREAM_DB_USER", env.getProperty("spring.datasource.username", "prepstream"));
        workerEnv.put("PREPSTREAM_DB_PASSWORD", env.getProperty("spring.datasource.password", "prepstream"));
        workerEnv.put("PREPSTREAM_REDIS_HOST", env.getProperty("spring.data.redis.host", "127.0.0.1"));
        workerEnv.put("PREPSTREAM_REDIS_PORT", env.getProperty("spring.data.redis.port", "6379"));
        workerEnv.put("PREPSTREAM_REDIS_DB", env.getProperty("spring.data.redis.database", "0"));
        workerEnv.put("PREPSTREAM_STORAGE_DIR", env.getRequiredProperty("prepstream.storage.dir"));
        PythonIngest worker = new PythonIngest(context.getBean(JdbcTemplate.class), log, builder.start());
        worker.awaitReading(Duration.ofMinutes(5));
        return worker;
    }

    /** Waits until every item is COMPLETED or FAILED; returns the chunks of the completed ones. */
    long vectorize(String corpus, Collection<Long> ids) throws InterruptedException {
        Long[] wanted = ids.toArray(Long[]::new);
        long start = System.nanoTime();
        int reported = 0;
        while (true) {
            Integer done = jdbc.queryForObject("""
                    select count(*) from knowledge_base where id = any(?) and vector_status in ('COMPLETED', 'FAILED')""",
                    Integer.class, (Object) wanted);
            if (done != null && done == wanted.length) {
                break;
            }
            if (!process.isAlive()) {
                throw new IllegalStateException("the Python worker exited; see " + log);
            }
            if (done != null && done / 100 > reported) {
                reported = done / 100;
                System.out.printf(Locale.ROOT, "  %s: %d/%d pages vectorized by the Python worker, %.0f s%n", corpus,
                        done, wanted.length, (System.nanoTime() - start) / 1e9);
            }
            Thread.sleep(200);
        }
        Integer failed = jdbc.queryForObject("select count(*) from knowledge_base where id = any(?) and vector_status = 'FAILED'",
                Integer.class, (Object) wanted);
        if (failed != null && failed > 0) {
            System.out.printf(Locale.ROOT, "  %s: %d pages FAILED in the Python worker (see %s)%n", corpus, failed, log);
        }
        Long chunks = jdbc.queryForObject("select coalesce(sum(chunk_count), 0) from knowledge_base where id = any(?)"
                + " and vector_status = 'COMPLETED'", Long.class, (Object) wanted);
        return chunks == null ? 0 : chunks;
    }

    private void awaitReading(Duration timeout) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!Files.readString(log).contains("reading knowledgebase:vectorize:stream")) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                throw new IllegalStateException("the Python worker did not start; see " + log);
            }
            Thread.sleep(100);
        }
    }

    /** SIGTERM: the worker releases what it holds (nothing, once every item is final). */
    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
