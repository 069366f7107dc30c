package com.prepstream.reliability;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A Redis master, one replica and three Sentinels of the run's own (Debian's redis-server; a Sentinel is
 * {@code redis-server <file> --sentinel}, what the redis-sentinel package's command is), on the scale
 * helper's ports: master 18601, replica 18602, Sentinels 18611–18613. No persistence, as in the chaos run.
 */
final class ScratchSentinels implements AutoCloseable {

    static final String MASTER_NAME = "prepstream";
    static final int MASTER = 18601;
    static final int REPLICA = 18602;
    static final int[] SENTINELS = {18611, 18612, 18613};

    private final Path dir;
    private final List<Process> processes = new ArrayList<>();
    private Process master;

    ScratchSentinels(Path dir) {
        this.dir = dir;
    }

    /** For SPRING_DATA_REDIS_SENTINEL_NODES. */
    String nodes() {
        List<String> nodes = new ArrayList<>();
        for (int port : SENTINELS) {
            nodes.add("127.0.0.1:" + port);
        }
        return String.join(",", nodes);
    }

    void start() throws IOException, InterruptedException {
        Files.createDirectories(dir);
        master = server(MASTER);
        server(REPLICA, "--replicaof", "127.0.0.1", String.valueOf(MASTER));
        awaitReplicating(Duration.ofSeconds(20));
        for (int port : SENTINELS) {
            Path conf = dir.resolve("sentinel-" + port + ".conf");
            Files.writeString(conf, """
                    port %d
                    bind 127.0.0.1
                    dir %s
                    sentinel monitor %s 127.0.0.1 %d 2
                    sentinel down-after-milliseconds %s 2000
                    sentinel failover-timeout %s 10000
                    sentinel parallel-syncs %s 1
                    """.formatted(port, dir, MASTER_NAME, MASTER, MASTER_NAME, MASTER_NAME, MASTER_NAME));
            processes.add(start(port, List.of("redis-server", conf.toString(), "--sentinel")));
        }
        boolean known = Polling.within(Duration.ofSeconds(20), Duration.ofMillis(200),
                () -> cli(SENTINELS[0], "sentinel", "replicas", MASTER_NAME).contains(String.valueOf(REPLICA)));
        if (!known) {
            throw new IllegalStateException("the Sentinels did not discover the replica");
        }
    }

    /** kill -9 of the master: nothing is handed over, the replica has what replication had sent. */
    void killMaster() throws InterruptedException {
        master.destroyForcibly();
        master.waitFor();
    }

    /** The master's port as the Sentinels announce it. */
    int currentMaster() {
        String answer = cli(SENTINELS[0], "sentinel", "get-master-addr-by-name", MASTER_NAME);
        String[] lines = answer.trim().split("\\s+");
        return lines.length < 2 ? -1 : Integer.parseInt(lines[1]);
    }

    String info(int port, String section) {
        return cli(port, "info", section);
    }

    private Process server(int port, String... extra) throws IOException {
        List<String> command = new ArrayList<>(List.of("redis-server", "--port", String.valueOf(port), "--bind",
                "127.0.0.1", "--save", "", "--appendonly", "no", "--maxmemory-policy", "noeviction", "--dir",
                dir.toString()));
        command.addAll(List.of(extra));
        Process process = start(port, command);
        processes.add(process);
        return process;
    }

    private Process start(int port, List<String> command) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("redis-" + port + ".log").toFile()))
                .start();
        Runtime.getRuntime().addShutdownHook(new Thread(process::destroyForcibly));
        ScratchRedis.awaitPort(port, Duration.ofSeconds(10));
        return process;
    }

    private void awaitReplicating(Duration timeout) {
        if (!Polling.within(timeout, Duration.ofMillis(200),
                () -> info(REPLICA, "replication").contains("master_link_status:up"))) {
            throw new IllegalStateException("the replica did not sync with the master");
        }
    }

    static String cli(int port, String... args) {
        List<String> command = new ArrayList<>(List.of("redis-cli", "-h", "127.0.0.1", "-p", String.valueOf(port)));
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes());
            process.waitFor();
            return output;
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    @Override
    public void close() {
        processes.forEach(Process::destroyForcibly);
    }
}
