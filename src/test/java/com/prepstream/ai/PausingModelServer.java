package com.prepstream.ai;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * An OpenAI-compatible endpoint that streams {@code pieces} with {@code pause} after each one, and
 * notices when the client hangs up: for stalls and cancellation, which a canned response cannot show.
 * A pause ends early only when the server is closed (the test is over), so a stall lasts as long as any
 * test looks at it, and closing never waits out a 60-second stall.
 */
public final class PausingModelServer implements AutoCloseable {

    private final HttpServer server;
    private final CountDownLatch firstSent = new CountDownLatch(1);
    private final CountDownLatch finished = new CountDownLatch(1);
    private final AtomicBoolean cutOff = new AtomicBoolean();
    private final CountDownLatch closing = new CountDownLatch(1);
    // handlers off the dispatcher thread: HttpServer.stop joins the dispatcher, which a sleeping handler held
    private final ExecutorService handlers = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "pausing-model-server");
        thread.setDaemon(true);
        return thread;
    });

    public PausingModelServer(Duration pause, String... pieces) {
        this(Duration.ZERO, pause, pieces);
    }

    /** Waits {@code beforeFirst} after the response headers before the first piece. */
    public PausingModelServer(Duration beforeFirst, Duration pause, String... pieces) {
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        server.createContext("/v1/chat/completions", exchange -> {
            exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
            exchange.sendResponseHeaders(200, 0);
            try (OutputStream out = exchange.getResponseBody()) {
                out.flush();
                if (closedDuring(beforeFirst)) {
                    return;
                }
                for (String piece : pieces) {
                    out.write(FakeOpenAi.chunk(piece).getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    firstSent.countDown();
                    if (closedDuring(pause)) {
                        return;
                    }
                }
                out.write("data: [DONE]\n\n".getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                cutOff.set(true); // the client closed the connection
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                finished.countDown();
            }
        });
        server.setExecutor(handlers);
        server.start();
    }

    /** Waits {@code pause}; true when the server was closed meanwhile. */
    private boolean closedDuring(Duration pause) throws InterruptedException {
        return closing.await(pause.toMillis(), TimeUnit.MILLISECONDS);
    }

    public String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    public StreamingChat streamingChat() {
        return new StreamingChat(OpenAiChatModels.create(baseUrl(), "test-key", "pausing-model", null,
                Duration.ofSeconds(120)), "pausing-model", AiSettings.defaults());
    }

    public boolean awaitFirstPiece(Duration within) throws InterruptedException {
        return firstSent.await(within.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** True once the server stopped sending, because it was done or because the client left. */
    public boolean awaitFinished(Duration within) throws InterruptedException {
        return finished.await(within.toMillis(), TimeUnit.MILLISECONDS);
    }

    public boolean clientHungUp() {
        return cutOff.get();
    }

    @Override
    public void close() {
        closing.countDown();
        server.stop(0);
        handlers.shutdownNow();
    }
}
