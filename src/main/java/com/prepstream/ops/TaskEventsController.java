package com.prepstream.ops;

import com.prepstream.account.CurrentAccount;
import com.prepstream.system.ApiException;
import com.prepstream.system.Language;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/** Live task status for the page: event {@code task-status} on every transition of the account's items, made by any instance. */
@RestController
class TaskEventsController {

    private final TaskEventHub hub;

    TaskEventsController(TaskEventHub hub) {
        this.hub = hub;
    }

    /** The signed-in account's own events; {@code ?all=true} (admins only) everyone's, for the operations view. */
    @GetMapping(path = "/api/events", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    SseEmitter events(@RequestParam(defaultValue = "false") boolean all, Language language) {
        if (all && !CurrentAccount.admin()) {
            throw new ApiException(HttpStatus.FORBIDDEN, "problem.auth.forbidden");
        }
        return hub.subscribe(new TaskEventHub.Audience(CurrentAccount.id(), all, language));
    }
}
