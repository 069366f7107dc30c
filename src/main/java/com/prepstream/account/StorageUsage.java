package com.prepstream.account;

import java.util.Map;

/**
 * Implemented by each feature that stores what an account makes it store (uploaded files, chunks,
 * chat messages, interviews), so that {@link StorageQuota} can add it up without knowing any feature.
 * Each part is a sum of per-item counters kept at write time, never a scan of the stored rows.
 */
public interface StorageUsage {

    /** The kinds of stored bytes an account's usage is shown in. */
    enum Kind {
        FILES, CHUNKS, CHAT, INTERVIEWS
    }

    /** Bytes the account keeps in this feature, by kind. */
    Map<Kind, Long> bytesStoredBy(long accountId);
}
