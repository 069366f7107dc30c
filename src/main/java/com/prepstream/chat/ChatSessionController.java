package com.prepstream.chat;

import com.prepstream.chat.ChatViews.CreateSessionRequest;
import com.prepstream.chat.ChatViews.Page;
import com.prepstream.chat.ChatViews.RenameRequest;
import com.prepstream.chat.ChatViews.SessionSummary;
import com.prepstream.chat.ChatViews.SessionView;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** Chat sessions: create, list (newest first, paginated), read with messages, rename, delete. */
@RestController
@RequestMapping("/api/chat/sessions")
class ChatSessionController {

    private final ChatSessions sessions;

    ChatSessionController(ChatSessions sessions) {
        this.sessions = sessions;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    SessionView create(@RequestBody(required = false) CreateSessionRequest request) {
        return sessions.create(request);
    }

    @GetMapping
    Page<SessionSummary> list(@RequestParam(defaultValue = "0") int page,
            @RequestParam(defaultValue = "20") int size) {
        return sessions.list(page, size);
    }

    @GetMapping("/{id}")
    SessionView get(@PathVariable long id) {
        return sessions.get(id);
    }

    @PatchMapping("/{id}")
    SessionView rename(@PathVariable long id, @RequestBody RenameRequest request) {
        return sessions.rename(id, request.title());
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void delete(@PathVariable long id) {
        sessions.delete(id);
    }
}
