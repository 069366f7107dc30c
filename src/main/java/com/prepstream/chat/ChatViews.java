package com.prepstream.chat;

import java.time.Instant;
import java.util.List;

/** Request and response bodies of {@code /api/chat}. */
final class ChatViews {

    private ChatViews() {
    }

    record CreateSessionRequest(String title, List<Long> scope) {
    }

    record RenameRequest(String title) {
    }

    record AskRequest(String question) {
    }

    record SessionSummary(long id, String title, List<Long> scope, int messageCount, Instant createdAt,
            Instant updatedAt) {
    }

    record SessionView(long id, String title, List<Long> scope, List<MessageView> messages, Instant createdAt,
            Instant updatedAt) {
    }

    /** {@code gone}: the cited item was deleted; the passage shown is the copy kept with the answer. */
    record SourceView(int n, long knowledgeBaseId, String knowledgeBaseName, int chunkIndex, double score,
            String content, boolean gone, String title) {

        static SourceView of(Source source, boolean gone) {
            return new SourceView(source.n(), source.knowledgeBaseId(), source.knowledgeBaseName(),
                    source.chunkIndex(), source.score(), source.content(), gone, source.title());
        }
    }

    record MessageView(long id, String role, String content, List<SourceView> sources, String model, String status,
            String language, Instant createdAt) {
    }

    record Page<T>(List<T> items, int page, int size, long total) {
    }
}
