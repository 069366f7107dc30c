package com.prepstream.reliability;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A PostgreSQL cluster of the chaos run's own ({@code initdb} + {@code pg_ctl} on a spare port,
 * run as the {@code postgres} OS user when we are root), with pgvector from the machine's
 * installation. Stopping it is a real database outage for the app instances; the machine's shared
 * cluster is never touched.
 */
final class ScratchPostgres implements AutoCloseable {

    private static final Path BIN = Path.of("/usr/lib/postgresql/15/bin");

    private final int port;
    private final Path dataDir;
    private final Path socketDir;
    private final Path logFile;

    ScratchPostgres(int port, Path workDir) throws IOException {
        this.port = port;
        Path home = clusterHome(workDir);
        this.dataDir = home.resolve("pgdata");
        this.socketDir = home.resolve("pgsocket");
        this.logFile = home.resolve("postgres.log");
    }

    /**
     * Where the cluster lives. As root the server runs as {@code postgres}, which must reach its data
     * directory: a checkout under a private folder ({@code mktemp -d}, a home directory: mode 0700)
     * is out of its reach, so the cluster goes to a fresh folder in the system temp directory instead.
     */
    private static Path clusterHome(Path workDir) throws IOException {
        if (!root()) {
            return workDir;
        }
        Path home = Files.createTempDirectory("prepstream-scratch-pg-");
        System.out.println("scratch PostgreSQL in " + home + " (its log: postgres.log there)");
        return home;
    }

    int port() {
        return port;
    }

    String jdbcUrl(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    void initAndStart(String database, String owner) throws IOException, InterruptedException {
        Files.createDirectories(dataDir);
        Files.createDirectories(socketDir);
        chownToPostgres(dataDir.getParent());
        run(List.of(BIN.resolve("initdb").toString(), "-D", dataDir.toString(), "-U", "postgres",
                "--auth=trust", "-E", "UTF8", "--no-sync"));
        start();
        psql("postgres", "create role " + owner + " login password '" + owner + "'");
        psql("postgres", "create database " + database + " owner " + owner);
        psql(database, "create extension vector");
    }

    void start() throws IOException, InterruptedException {
        run(List.of(BIN.resolve("pg_ctl").toString(), "-D", dataDir.toString(), "-l", logFile.toString(), "-w",
                "-o", "-p " + port + " -k " + socketDir + " -c listen_addresses=127.0.0.1 -c fsync=off"
                        + " -c max_connections=200",
                "start"));
    }

    /** A fast shutdown: open connections are cut, as in a crash of the database host. */
    void stop() throws IOException, InterruptedException {
        run(List.of(BIN.resolve("pg_ctl").toString(), "-D", dataDir.toString(), "-m", "fast", "-w", "stop"));
    }

    void psql(String database, String sql) throws IOException, InterruptedException {
        run(List.of("psql", "-h", "127.0.0.1", "-p", String.valueOf(port), "-U", "postgres", "-d", database,
                "-v", "ON_ERROR_STOP=1", "-qc", sql));
    }

    @Override
    public void close() {
        try {
            if (Files.exists(dataDir.resolve("postmaster.pid"))) {
                stop();
            }
        } catch (Exception e) {
            System.err.println("could not stop scratch PostgreSQL: " + e.getMessage());
        }
    }

    private static boolean root() {
        return "root".equals(System.getProperty("user.name"));
    }

    private static void chownToPostgres(Path dir) throws IOException, InterruptedException {
        if (root()) {
            exec(List.of("chown", "-R", "postgres:postgres", dir.toString()));
        }
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>();
        if (root() && !command.get(0).equals("psql")) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(command);
        exec(full);
    }

    private static void exec(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        if (process.waitFor() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed:\n" + output);
        }
    }
}
