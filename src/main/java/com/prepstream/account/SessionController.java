package com.prepstream.account;

import com.prepstream.system.ApiException;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** The signed-in account's browser sessions: which are open, and ending any of them. */
@RestController
@RequestMapping("/api/auth/sessions")
class SessionController {

    private final AccountSessions sessions;

    SessionController(AccountSessions sessions) {
        this.sessions = sessions;
    }

    /** Every open session of the account, most recently used first; the asking one has {@code current}. */
    @GetMapping
    List<AccountSessions.SessionView> list(HttpServletRequest request) {
        return sessions.list(CurrentAccount.get().orElseThrow().getUsername(), request);
    }

    /** Ending the asking session signs this browser out; another account's session answers 404 like a missing one. */
    @DeleteMapping("/{id}")
    ResponseEntity<Void> end(@PathVariable String id) {
        if (!sessions.end(CurrentAccount.get().orElseThrow().getUsername(), id)) {
            throw ApiException.notFound("session", id);
        }
        return ResponseEntity.noContent().build();
    }
}
