package com.prepstream.account;

import com.prepstream.system.ApiException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The per-account storage quota ({@code prepstream.accounts.storage-quota}, 500 MB by default) over
 * everything the account makes the server store: files, chunks, chat messages and interviews
 * ({@link StorageUsage}). A write that would take the account over it is refused with 413 and a
 * message that says how much is used; nothing already stored is touched. Uploads call {@link #check} twice: before the
 * bytes are stored (so a refused upload leaves no file behind), and inside the transaction that
 * inserts the row, under a per-account lock, so two parallel uploads cannot both fit into the
 * same remaining space. A chat question or an interview answer calls {@link #checkRoomFor} with what
 * it is about to store. An item's chunks are made after its upload was let in, so one upload's chunks
 * (and one answer's passages) may take the account past the quota; the next write is refused.
 */
@Component
public class StorageQuota {

    // pg_advisory_xact_lock(key1, key2): key1 names this lock among the application's
    private static final int LOCK_SPACE = 0x51074;

    private final List<StorageUsage> usages;
    private final AccountProperties properties;
    private final JdbcClient jdbc;

    StorageQuota(List<StorageUsage> usages, AccountProperties properties, JdbcClient jdbc) {
        this.usages = usages;
        this.properties = properties;
        this.jdbc = jdbc;
    }

    /**
     * Refuses (413) {@code incomingBytes} more for the account when they do not fit. Inside a
     * transaction it first takes the account's quota lock, held until that transaction ends.
     */
    public void check(long accountId, long incomingBytes) {
        refuseOver(accountId, incomingBytes, "problem.storage.quota");
    }

    /**
     * Refuses (413) a chat question or an interview answer that would not fit: the same check as
     * {@link #check}, with a message that does not speak of an upload.
     */
    public void checkRoomFor(long accountId, long incomingBytes) {
        refuseOver(accountId, incomingBytes, "problem.storage.full");
    }

    /** What the account stores now, by kind, and its quota. */
    public Usage usage(long accountId) {
        Map<StorageUsage.Kind, Long> parts = new EnumMap<>(StorageUsage.Kind.class);
        for (StorageUsage.Kind kind : StorageUsage.Kind.values()) {
            parts.put(kind, 0L);
        }
        usages.forEach(usage -> usage.bytesStoredBy(accountId).forEach((kind, bytes) -> parts.merge(kind, bytes, Long::sum)));
        return new Usage(parts.values().stream().mapToLong(Long::longValue).sum(), properties.storageQuota().toBytes(),
                parts);
    }

    /** Bytes stored in all and by kind, and the quota. */
    public record Usage(long usedBytes, long quotaBytes, Map<StorageUsage.Kind, Long> parts) {
    }

    private void refuseOver(long accountId, long incomingBytes, String code) {
        if (TransactionSynchronizationManager.isActualTransactionActive()) {
            jdbc.sql("select pg_advisory_xact_lock(?, ?)").params(LOCK_SPACE, (int) accountId).query().singleRow();
        }
        Usage usage = usage(accountId);
        if (usage.usedBytes() + incomingBytes > usage.quotaBytes()) {
            throw ApiException.tooLarge(code, megabytes(incomingBytes), megabytes(usage.quotaBytes()),
                    megabytes(usage.usedBytes()));
        }
    }

    private static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
    }
}
