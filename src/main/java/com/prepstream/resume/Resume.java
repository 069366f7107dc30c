package com.prepstream.resume;

import com.prepstream.stream.TaskStatus;
import java.time.Instant;

/**
 * A resume as docs/api.md shows it. The storage key and parsed text stay inside the feature.
 *
 * @param analyzeError readable reason of the last failure or pending retry; null otherwise
 */
public record Resume(long id, String originalFilename, String contentType, long sizeBytes, String fileHash,
        TaskStatus analyzeStatus, String analyzeError, Instant createdAt, Instant updatedAt) {
}
