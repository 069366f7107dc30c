package com.prepstream.account;

/**
 * Implemented by each feature that keeps uploaded files, so that {@link StorageQuota} can add up
 * what an account stores without knowing any feature.
 */
public interface StorageUsage {

    /** Bytes of uploaded files the account keeps in this feature. */
    long bytesStoredBy(long accountId);
}
