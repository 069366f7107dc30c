package com.prepstream.stream;

import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * A private redis-server on a free port, without persistence, that a test may stop, restart on the same
 * port or flush. Never the shared server: FLUSHALL there would wipe the other engineers' databases.
 */
final class TestRedisServer {

    private final int port;
    private final Path dir;
    private Process process;

    private TestRedisServer(int port, Path dir) {
        this.port = port;
        this.dir = dir;
    }

    static TestRedisServer start() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        TestRedisServer server = new TestRedisServer(port, Files.createTempDirectory("redis-" + port));
        server.restart();
        return server;
    }

    int port() {
        return port;
    }

    ProcessHandle handle() {
        return process == null ? null : process.toHandle();
    }

    /** Starts (again) on the same port: empty after {@link #stop()}, with the data after {@link #stopKeepingData()}. */
    void restart() {
        try {
            process = new ProcessBuilder("redis-server", "--port", Integer.toString(port), "--bind", "127.0.0.1",
                    "--save", "", "--appendonly", "no", "--dir", dir.toString())
                    .redirectErrorStream(true).redirectOutput(dir.resolve("redis.log").toFile()).start();
        } catch (IOException e) {
            throw new IllegalStateException("redis-server could not be started", e);
        }
        await().atMost(Duration.ofSeconds(10)).until(() -> "PONG".equals(cli("PING")));
    }

    /** Stops like a server with persistence: the data set comes back with the next {@link #restart()}. */
    void stopKeepingData() {
        cli("SAVE");
        halt();
    }

    /** Stops; the next {@link #restart()} starts empty, as a server without persistence would. */
    void stop() {
        halt();
        try {
            Files.deleteIfExists(dir.resolve("dump.rdb"));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private void halt() {
        if (process != null) {
            process.destroy();
            try {
                process.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            process = null;
        }
    }

    void flushAll() {
        cli("FLUSHALL");
    }

    /** Runs a command with redis-cli; null when the server does not answer. */
    String cli(String... command) {
        try {
            List<String> args = new java.util.ArrayList<>(List.of("redis-cli", "-p", Integer.toString(port)));
            args.addAll(List.of(command));
            Process cli = new ProcessBuilder(args).redirectErrorStream(true).start();
            String out = new String(cli.getInputStream().readAllBytes()).trim();
            return cli.waitFor() == 0 ? out : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
