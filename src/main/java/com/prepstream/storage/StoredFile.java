package com.prepstream.storage;

/**
 * An accepted upload: where its bytes are and what they are.
 *
 * @param storageKey       key in {@link FileStorage}, generated from the content hash
 * @param originalFilename the user's filename, cleaned for display only; never used as a path
 * @param contentType      the type sniffed from the content, e.g. {@code application/pdf}
 * @param sizeBytes        size of the content
 * @param sha256           lowercase hex SHA-256 of the content
 */
public record StoredFile(String storageKey, String originalFilename, String contentType, long sizeBytes,
        String sha256) {
}
