package com.prepstream.ops;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.http.MediaType;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/** The browsers connected to this instance's {@code GET /api/events}, and pushing events to them. */
@Component
class TaskEventHub {

    /** The SSE payload of API.md: what changed, for which entity, when. */
    record TaskStatusEvent(String entityType, long entityId, String status, int attempt, String error, Instant at) {
    }

    private static final Duration EMITTER_TIMEOUT = Duration.ofMinutes(30);

    private final List<SseEmitter> emitters = new CopyOnWriteArrayList<>();

    SseEmitter subscribe() {
        SseEmitter emitter = new SseEmitter(EMITTER_TIMEOUT.toMillis());
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
        for (SseEmitter emitter : emitters) {
            send(emitter, SseEmitter.event().name("task-status").data(event, MediaType.APPLICATION_JSON));
        }
    }

    /** A comment every 20 s keeps idle connections open through proxies. */
    @Scheduled(fixedRate = 20_000)
    void keepAlive() {
        for (SseEmitter emitter : emitters) {
            send(emitter, SseEmitter.event().comment("keep-alive"));
        }
    }

    int connections() {
        return emitters.size();
    }

    private void send(SseEmitter emitter, SseEmitter.SseEventBuilder event) {
        try {
            emitter.send(event);
        } catch (IOException | IllegalStateException e) {
            emitters.remove(emitter); // the browser went away
        }
    }
}
