package com.prepstream.reliability;

import java.io.IOException;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;

/**
 * A redis-server of the chaos run's own on a spare port, without persistence, so restarting it
 * loses every stream, group and pending entry — the worst case the framework must survive. The
 * machine's shared Redis is never touched.
 */
final class ScratchRedis implements AutoCloseable {

    private final int port;
    private final Path logFile;
    private Process process;

    ScratchRedis(int port, Path logFile) {
        this.port = port;
        this.logFile = logFile;
    }

    int port() {
        return port;
    }

    void start() throws IOException, InterruptedException {
        process = new ProcessBuilder("redis-server", "--port", String.valueOf(port), "--bind", "127.0.0.1",
                "--save", "", "--appendonly", "no", "--maxmemory-policy", "noeviction")
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()))
                .start();
        awaitPort(port, Duration.ofSeconds(10));
        Process started = process;
        Runtime.getRuntime().addShutdownHook(new Thread(started::destroyForcibly));
    }

    /** Kills the server and starts an empty one on the same port: all stream data is gone. */
    void restartEmpty() throws IOException, InterruptedException {
        stop();
        start();
    }

    void stop() throws InterruptedException {
        if (process != null && process.isAlive()) {
            process.destroyForcibly();
            process.waitFor();
        }
    }

    @Override
    public void close() throws InterruptedException {
        stop();
    }

    static void awaitPort(int port, Duration timeout) {
        boolean listening = Polling.within(timeout, Duration.ofMillis(100), () -> {
            try (Socket ignored = new Socket("127.0.0.1", port)) {
                return true;
            } catch (IOException notYet) {
                return false;
            }
        });
        if (!listening) {
            throw new IllegalStateException("nothing listens on port " + port + " after " + timeout);
        }
    }
}
