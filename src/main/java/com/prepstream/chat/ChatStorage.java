package com.prepstream.chat;

import com.prepstream.account.StorageUsage;
import java.util.Map;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * What an account's conversations store: messages with the passages they quote, counted per
 * conversation by a trigger on chat_message (V80__stored_bytes_counters.sql).
 */
@Component
class ChatStorage implements StorageUsage {

    private final JdbcClient jdbc;

    ChatStorage(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public Map<Kind, Long> bytesStoredBy(long accountId) {
        return Map.of(Kind.CHAT, jdbc.sql("select coalesce(sum(stored_bytes), 0) from chat_session where owner_id = ?")
                .param(accountId).query(Long.class).single());
    }
}
