package com.prepstream.ops;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/** Live task status for the page: event {@code task-status} on every transition made by any instance. */
@RestController
class TaskEventsController {

    private final TaskEventHub hub;

    TaskEventsController(TaskEventHub hub) {
        this.hub = hub;
    }

    @GetMapping(path = "/api/events", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    SseEmitter events() {
        return hub.subscribe();
    }
}
