package com.prepstream.reliability;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** One real process of target/prepstream.jar; {@link #kill()} is a kill -9, no shutdown hooks run. */
final class AppInstance implements AutoCloseable {

    private final String name;
    private final Path jar;
    private final int port;
    private final Map<String, String> environment;
    private final Path logFile;
    private Process process;

    /**
     * The personal API token the runs call the API with: every instance is started with a
     * bootstrap admin account holding it (account/AccountBootstrap), as a scripted install would be.
     */
    static final String TOKEN = "ps_script_" + java.util.UUID.randomUUID();
    static final String BEARER = "Bearer " + TOKEN;

    AppInstance(String name, Path jar, int port, Map<String, String> environment, Path logFile) {
        this.name = name;
        this.jar = jar;
        this.port = port;
        this.environment = environment;
        this.logFile = logFile;
    }

    String name() {
        return name;
    }

    int port() {
        return port;
    }

    String baseUrl() {
        return "http://127.0.0.1:" + port;
    }

    void start() throws IOException {
        List<String> command = new ArrayList<>(List.of("java", "-Xmx768m", "-jar", jar.toString(),
                "--server.port=" + port));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()));
        builder.environment().putAll(environment);
        builder.environment().put("PREPSTREAM_BOOTSTRAP_ADMIN", "script");
        builder.environment().put("PREPSTREAM_BOOTSTRAP_TOKEN", TOKEN);
        process = builder.start();
    }

    /** PREPSTREAM_CHAOS_STARTUP_SECONDS lengthens the wait on a loaded machine (a start took over 3 min at load 35). */
    void awaitHealthy(Duration atLeast) {
        String seconds = System.getenv("PREPSTREAM_CHAOS_STARTUP_SECONDS");
        Duration timeout = seconds == null || seconds.isBlank() ? atLeast
                : Duration.ofSeconds(Math.max(atLeast.toSeconds(), Long.parseLong(seconds.trim())));
        HttpClient http = HttpClient.newHttpClient();
        boolean healthy = Polling.within(timeout, Duration.ofMillis(250), () -> {
            if (!process.isAlive()) {
                throw new IllegalStateException(name + " exited during start; see " + logFile);
            }
            try {
                return http.send(HttpRequest.newBuilder(URI.create(baseUrl() + "/actuator/health"))
                        .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.ofString())
                        .statusCode() == 200;
            } catch (IOException notYet) {
                return false; // still starting
            }
        });
        if (!healthy) {
            throw new IllegalStateException(name + " not healthy after " + timeout + "; see " + logFile);
        }
    }

    void kill() throws InterruptedException {
        if (process != null && process.isAlive()) {
            process.destroyForcibly();
            process.waitFor();
        }
    }

    /** For shutdown hooks: never leave a child JVM behind when the run itself fails. */
    void killQuietly() {
        if (process != null) {
            process.destroyForcibly();
        }
    }

    /** SIGTERM: a graceful shutdown, for the end of the run. */
    void stop() throws InterruptedException {
        if (process != null && process.isAlive()) {
            process.destroy();
            if (!process.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
                kill();
            }
        }
    }

    /** SIGTERM and wait; true when the process exited by itself within {@code timeout} (else kill -9). */
    boolean stopGracefully(Duration timeout) throws InterruptedException {
        if (process == null || !process.isAlive()) {
            return true;
        }
        process.destroy();
        if (process.waitFor(timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)) {
            return true;
        }
        kill();
        return false;
    }

    @Override
    public void close() throws InterruptedException {
        stop();
    }
}
