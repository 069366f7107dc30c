package com.prepstream.ops;

import com.prepstream.system.Language;
import com.prepstream.tasks.TaskMessages;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.annotation.Value;
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
 * An account keeps at most {@code prepstream.events.max-connections-per-account} connections on an
 * instance: a new one ends its oldest, which after a reload or a lost network is the one nobody reads.
 */
@Component
class TaskEventHub implements DisposableBean {

    /** The SSE payload of docs/api.md: what changed, for which entity, when. */
    record TaskStatusEvent(String entityType, long entityId, String status, int attempt, String error, Instant at) {
    }

    private static final Duration EMITTER_TIMEOUT = Duration.ofMinutes(30);

    /** A relayed event with its entity's owner (null: gone or unowned, for the all-events view only). */
    record Routed(TaskStatusEvent event, Long ownerId) {
    }

    /**
     * Whose events a connection gets: its account's, or everyone's (an admin's operations view); a
     * failure's stored error reaches it in the language it asked in ({@link TaskMessages#render}).
     */
    record Audience(long accountId, boolean all, Language language) {
        boolean wants(Long ownerId) {
            return all || (ownerId != null && ownerId == accountId);
        }
    }

    private final List<SseEmitter> emitters = new CopyOnWriteArrayList<>();
    private final Map<Long, Deque<SseEmitter>> byAccount = new ConcurrentHashMap<>();
    private final int maxPerAccount;
    private final Map<SseEmitter, Audience> audiences = new ConcurrentHashMap<>();
    private final ThreadPoolExecutor sender = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
            new ArrayBlockingQueue<>(10_000), runnable -> {
                Thread thread = new Thread(runnable, "task-events-sse");
                thread.setDaemon(true);
                return thread;
            }, new ThreadPoolExecutor.DiscardOldestPolicy());

    private volatile boolean closing;

    TaskEventHub(@Value("${prepstream.events.max-connections-per-account:4}") int maxPerAccount) {
        this.maxPerAccount = maxPerAccount;
    }

    SseEmitter subscribe(Audience audience) {
        SseEmitter emitter = new SseEmitter(EMITTER_TIMEOUT.toMillis());
        if (closing) {
            emitter.complete();
            return emitter;
        }
        audiences.put(emitter, audience);
        emitters.add(emitter);
        SseEmitter oldest = admit(audience.accountId(), emitter);
        if (oldest != null) {
            forget(oldest);
            oldest.complete();
        }
        emitter.onCompletion(() -> forget(emitter));
        emitter.onTimeout(() -> forget(emitter));
        emitter.onError(error -> forget(emitter));
        try {
            emitter.send(SseEmitter.event().comment("connected"));
        } catch (IOException e) {
            forget(emitter);
        }
        return emitter;
    }

    void broadcast(Routed routed) {
        TaskStatusEvent event = routed.event();
        if (emitters.isEmpty()) {
            return;
        }
        sender.execute(() -> {
            for (SseEmitter emitter : emitters) {
                Audience audience = audiences.get(emitter);
                if (audience == null || !audience.wants(routed.ownerId())) {
                    continue;
                }
                send(emitter, SseEmitter.event().name("task-status").data(inLanguage(event, audience.language()),
                        MediaType.APPLICATION_JSON));
            }
        });
    }

    private static TaskStatusEvent inLanguage(TaskStatusEvent event, Language language) {
        return event.error() == null ? event : new TaskStatusEvent(event.entityType(), event.entityId(), event.status(),
                event.attempt(), TaskMessages.render(event.error(), language.locale()), event.at());
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
            forget(emitter);
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
            forget(emitter); // the browser went away
        }
    }

    /** Counts the account's new connection; returns the oldest one past the limit, if any. */
    private SseEmitter admit(long accountId, SseEmitter emitter) {
        SseEmitter[] evicted = new SseEmitter[1];
        byAccount.compute(accountId, (id, open) -> {
            Deque<SseEmitter> connections = open == null ? new ArrayDeque<>() : open;
            connections.addLast(emitter);
            if (connections.size() > maxPerAccount) {
                evicted[0] = connections.pollFirst();
            }
            return connections;
        });
        return evicted[0];
    }

    /** Open connections of an account on this instance. */
    int openConnections(long accountId) {
        Deque<SseEmitter> open = byAccount.get(accountId);
        return open == null ? 0 : open.size();
    }

    private void forget(SseEmitter emitter) {
        emitters.remove(emitter);
        Audience audience = audiences.remove(emitter);
        if (audience != null) {
            byAccount.computeIfPresent(audience.accountId(), (id, open) -> {
                open.remove(emitter);
                return open.isEmpty() ? null : open;
            });
        }
    }
}
