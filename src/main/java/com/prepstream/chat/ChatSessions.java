package com.prepstream.chat;

import com.prepstream.account.AdminCreated;
import com.prepstream.account.CurrentAccount;
import org.springframework.context.event.EventListener;
import com.prepstream.chat.ChatStore.MessageRow;
import com.prepstream.chat.ChatStore.SessionRow;
import com.prepstream.chat.ChatViews.CreateSessionRequest;
import com.prepstream.chat.ChatViews.MessageView;
import com.prepstream.chat.ChatViews.Page;
import com.prepstream.chat.ChatViews.SessionSummary;
import com.prepstream.chat.ChatViews.SessionView;
import com.prepstream.chat.ChatViews.SourceView;
import com.prepstream.knowledgebase.KnowledgeBaseSearch;
import com.prepstream.system.ApiException;
import java.time.Clock;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Chat session lifecycle. Every access to a session goes through {@link #session(long)}, so a
 * per-user ownership check has exactly one place to go.
 */
@Service
class ChatSessions {

    static final int TITLE_MAX = 200;
    static final int SCOPE_MAX = 500;
    static final int PAGE_SIZE_MAX = 100;

    private final ChatStore store;
    private final KnowledgeBaseSearch knowledgeBase;
    private final TransactionTemplate transaction;
    private final Clock clock = Clock.systemUTC();

    ChatSessions(ChatStore store, KnowledgeBaseSearch knowledgeBase, TransactionTemplate transaction) {
        this.store = store;
        this.knowledgeBase = knowledgeBase;
        this.transaction = transaction;
    }

    /** The session, or 404: the one access point for every session operation. */
    SessionRow session(long id) {
        return store.find(id, CurrentAccount.id()).orElseThrow(() -> ApiException.notFound("chatSession", id));
    }

    SessionView create(CreateSessionRequest request) {
        String title = request == null ? null : title(request.title(), true);
        List<Long> scope = scope(request == null ? null : request.scope());
        long id = store.createSession(CurrentAccount.id(), title, scope, clock.instant());
        return get(id);
    }

    Page<SessionSummary> list(int page, int size) {
        if (page < 0) {
            throw ApiException.badRequest("problem.chat.page");
        }
        if (size < 1 || size > PAGE_SIZE_MAX) {
            throw ApiException.badRequest("problem.chat.pageSize", PAGE_SIZE_MAX);
        }
        long owner = CurrentAccount.id();
        List<SessionSummary> items = store.list(owner, page, size).stream()
                .map(s -> new SessionSummary(s.id(), s.title(), s.scope(), s.messageCount(), s.createdAt(),
                        s.updatedAt()))
                .toList();
        return new Page<>(items, page, size, store.count(owner));
    }

    @EventListener
    void claimUnowned(AdminCreated created) {
        store.claimUnowned(created.accountId());
    }

    SessionView get(long id) {
        return transaction.execute(tx -> {
            SessionRow session = session(id);
            List<MessageRow> messages = store.messages(id);
            Set<Long> cited = new LinkedHashSet<>();
            messages.forEach(m -> m.sources().forEach(s -> cited.add(s.knowledgeBaseId())));
            Set<Long> existing = knowledgeBase.existing(cited);
            List<MessageView> views = messages.stream().map(m -> new MessageView(m.id(), m.role(), m.content(),
                    m.sources().stream().map(s -> SourceView.of(s, !existing.contains(s.knowledgeBaseId()))).toList(),
                    m.model(), m.status(), m.language(), m.createdAt())).toList();
            return new SessionView(session.id(), session.title(), session.scope(), views, session.createdAt(),
                    session.updatedAt());
        });
    }

    SessionView rename(long id, String title) {
        session(id);
        store.rename(id, title(title, false), clock.instant());
        return get(id);
    }

    void delete(long id) {
        session(id);
        store.delete(id); // messages go with it (on delete cascade)
    }

    /** Null for "untitled" when {@code optional}; otherwise a non-blank title is required. */
    private static String title(String title, boolean optional) {
        if (title == null || title.isBlank()) {
            if (optional) {
                return null;
            }
            throw ApiException.badRequest("problem.chat.titleBlank");
        }
        String stripped = title.strip();
        if (stripped.codePointCount(0, stripped.length()) > TITLE_MAX) {
            throw ApiException.badRequest("problem.chat.titleTooLong", TITLE_MAX);
        }
        return stripped;
    }

    private List<Long> scope(List<Long> requested) {
        if (requested == null || requested.isEmpty()) {
            return List.of();
        }
        if (requested.size() > SCOPE_MAX) {
            throw ApiException.badRequest("problem.chat.scopeTooLarge", SCOPE_MAX);
        }
        if (requested.stream().anyMatch(id -> id == null)) {
            throw ApiException.badRequest("problem.chat.scopeUnknown", "null");
        }
        List<Long> ids = List.copyOf(new LinkedHashSet<>(requested));
        Set<Long> existing = knowledgeBase.existing(ids);
        List<Long> unknown = ids.stream().filter(id -> !existing.contains(id)).toList();
        if (!unknown.isEmpty()) {
            throw ApiException.badRequest("problem.chat.scopeUnknown",
                    String.join(", ", unknown.stream().map(String::valueOf).toList()));
        }
        return ids;
    }
}
