package com.prepstream.ops;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.context.event.EventListener;
import org.springframework.http.MediaType;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * The browsers connected to this instance's {@code GET /api/events}, and pushing events to them. Sends
 * happen on one thread of its own with a bounded queue, so a slow browser never holds up the Redis
 * pub/sub thread that delivers events; under a flood the oldest events are dropped (the page also polls).
 * At shutdown it ends every connection first: an open event stream is a request in progress, and
 * graceful shutdown would otherwise wait for it until its timeout. Browsers reconnect on their own.
 */
@Component
class TaskEventHub implements DisposableBean {

    /** The SSE payload of docs/api.md: what changed, for which entity, when. */
    record TaskStatusEvent(String entityType, long entityId, String status, int attempt, String error, Instant at) {
    }

    private static final Duration EMITTER_TIMEOUT = Duration.ofMinutes(30);

    private final List<SseEmitter> emitters = new CopyOnWriteArrayList<>();
    private final ThreadPoolExecutor sender = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
            new ArrayBlockingQueue<>(10_000), runnable -> {
                Thread thread = new Thread(runnable, "task-events-sse");
                thread.setDaemon(true);
                return thread;
            }, new ThreadPoolExecutor.DiscardOldestPolicy());

    private volatile boolean closing;

    SseEmitter subscribe() {
        SseEmitter emitter = new SseEmitter(EMITTER_TIMEOUT.toMillis());
        if (closing) {
            emitter.complete();
            return emitter;
        }
        emitters.add(emitter);
        emitter.onCompletion(() -> emitters.remove(emitter));
        emitter.onTimeout(() -> emitters.remove(emitter));
        emitter.onError(error -> emitters.remove(emitter));
        try {
            emitter.send(SseEmitter.event().comment("connected"));
        } catch (IOException e) {
            emitters.remove(emitter);
        }
        return emitter;
    }

    void broadcast(TaskStatusEvent event) {
        if (emitters.isEmpty()) {
            return;
        }
        sender.execute(() -> {
            for (SseEmitter emitter : emitters) {
                send(emitter, SseEmitter.event().name("task-status").data(event, MediaType.APPLICATION_JSON));
            }
        });
    }

    /** A comment every 20 s keeps idle connections open through proxies. */
    @Scheduled(fixedRate = 20_000)
    void keepAlive() {
        for (SseEmitter emitter : emitters) {
            send(emitter, SseEmitter.event().comment("keep-alive"));
        }
    }

    /** Runs before the web server's graceful shutdown starts waiting for requests in progress. */
    @EventListener(ContextClosedEvent.class)
    void endConnections() {
        closing = true;
        for (SseEmitter emitter : emitters) {
            emitters.remove(emitter);
            emitter.complete();
        }
    }

    @Override
    public void destroy() {
        sender.shutdownNow();
    }

    private void send(SseEmitter emitter, SseEmitter.SseEventBuilder event) {
        try {
            emitter.send(event);
        } catch (IOException | IllegalStateException e) {
            emitters.remove(emitter); // the browser went away
        }
    }
}
