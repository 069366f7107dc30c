package com.prepstream.account;

import com.prepstream.system.ApiException;
import java.util.List;
import java.util.Locale;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The per-account storage quota ({@code prepstream.accounts.storage-quota}, 500 MB by default):
 * an upload that would take the account over it is refused with 413 and a message that says how
 * much is used; nothing already stored is touched. Uploads call {@link #check} twice: before the
 * bytes are stored (so a refused upload leaves no file behind), and inside the transaction that
 * inserts the row, under a per-account lock, so two parallel uploads cannot both fit into the
 * same remaining space.
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
        if (TransactionSynchronizationManager.isActualTransactionActive()) {
            jdbc.sql("select pg_advisory_xact_lock(?, ?)").params(LOCK_SPACE, (int) accountId).query().singleRow();
        }
        long used = usages.stream().mapToLong(usage -> usage.bytesStoredBy(accountId)).sum();
        long quota = properties.storageQuota().toBytes();
        if (used + incomingBytes > quota) {
            throw ApiException.tooLarge("problem.storage.quota", megabytes(incomingBytes), megabytes(quota),
                    megabytes(used));
        }
    }

    private static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
    }
}
