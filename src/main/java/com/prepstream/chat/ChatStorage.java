package com.prepstream.chat;

import com.prepstream.account.StorageUsage;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * What an account's conversations store: messages with the passages they quote, counted per
 * conversation by a trigger on chat_message (V80__stored_bytes_counters.sql).
 */
@Component
class ChatStorage implements StorageUsage {

    private final JdbcTemplate jdbc;

    ChatStorage(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public Map<Kind, Long> bytesStoredBy(long accountId) {
        return Map.of(Kind.CHAT, jdbc.queryForObject(
                "select coalesce(sum(stored_bytes), 0) from chat_session where owner_id = ?", Long.class, accountId));
    }
}
