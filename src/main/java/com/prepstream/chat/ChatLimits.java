package com.prepstream.chat;

import com.prepstream.account.StorageQuota;
import com.prepstream.chat.ChatStore.SessionRow;
import com.prepstream.system.ApiException;
import java.nio.charset.StandardCharsets;
import org.springframework.stereotype.Component;

/**
 * The room a question needs, checked before anything is stored: messages per conversation and the
 * account's storage quota ({@link ChatStorage} counts what conversations keep).
 */
@Component
class ChatLimits {

    /**
     * What an answer may add besides the question: its text, the passages it quotes (5 of up to
     * ~500 characters, 3 bytes each in Chinese) and its timings. An estimate: the quota is checked before.
     */
    static final long ANSWER_ESTIMATE_BYTES = 16 * 1024;

    private final StorageQuota quota;
    private final ChatSettings settings;

    ChatLimits(StorageQuota quota, ChatSettings settings) {
        this.quota = quota;
        this.settings = settings;
    }

    /** Refuses (413) a question the conversation or the account has no room left for. */
    void refuseWithoutRoom(long accountId, SessionRow session, String question) {
        // a question stores two messages: itself and its answer
        if (session.messageCount() + 2 > settings.maxMessages()) {
            throw ApiException.tooLarge("problem.chat.conversationFull", settings.maxMessages());
        }
        quota.checkRoomFor(accountId, question.getBytes(StandardCharsets.UTF_8).length + ANSWER_ESTIMATE_BYTES);
    }
}
