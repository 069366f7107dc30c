package com.prepstream.account;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpHeaders;
import org.springframework.session.FindByIndexNameSessionRepository;
import org.springframework.session.Session;
import org.springframework.stereotype.Component;

/**
 * An account's browser sessions, as Spring Session keeps them in PostgreSQL (indexed by the
 * account name). A session is shown and ended by a handle derived from its id, never by the id:
 * the id is the cookie that signs the browser in, and the page has no business holding others'.
 */
@Component
class AccountSessions {

    static final String USER_AGENT = "prepstream.userAgent";

    /** One of the account's sessions; {@code current} is the one asking. */
    record SessionView(String id, Instant createdAt, Instant lastUsedAt, String userAgent, boolean current) {
    }

    private final ObjectProvider<FindByIndexNameSessionRepository<? extends Session>> repository;

    AccountSessions(ObjectProvider<FindByIndexNameSessionRepository<? extends Session>> repository) {
        this.repository = repository;
    }

    /** Remembers, in the new session, which browser signed in (its short form, for the list). */
    static void remember(HttpServletRequest request) {
        HttpSession session = request.getSession(false);
        if (session != null) {
            session.setAttribute(USER_AGENT, UserAgents.shortForm(request.getHeader(HttpHeaders.USER_AGENT)));
        }
    }

    /** Most recently used first. */
    List<SessionView> list(String username, HttpServletRequest request) {
        String current = currentId(request);
        return sessions(username).values().stream()
                .map(session -> new SessionView(handle(session.getId()), session.getCreationTime(),
                        session.getLastAccessedTime(), session.getAttribute(USER_AGENT),
                        session.getId().equals(current)))
                .sorted(Comparator.comparing(SessionView::lastUsedAt).reversed())
                .toList();
    }

    /** Ends the account's session with this handle; false when it has none (or it is another account's). */
    boolean end(String username, String handle) {
        for (String id : sessions(username).keySet()) {
            if (handle(id).equals(handle)) {
                repository.getObject().deleteById(id);
                return true;
            }
        }
        return false;
    }

    /** Ends every session of the account but the asking one (after a password change). */
    int endOthers(String username, HttpServletRequest request) {
        String current = currentId(request);
        List<String> others = sessions(username).keySet().stream().filter(id -> !id.equals(current)).toList();
        others.forEach(repository.getObject()::deleteById);
        return others.size();
    }

    private Map<String, Session> sessions(String username) {
        FindByIndexNameSessionRepository<? extends Session> sessions = repository.getIfAvailable();
        if (sessions == null) {
            return Map.of();
        }
        Map<String, Session> live = new java.util.HashMap<>();
        sessions.findByPrincipalName(username).forEach((id, session) -> {
            if (!session.isExpired()) {
                live.put(id, session);
            }
        });
        return live;
    }

    private static String currentId(HttpServletRequest request) {
        HttpSession session = request.getSession(false);
        return session == null ? null : session.getId();
    }

    static String handle(String sessionId) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(sessionId.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
