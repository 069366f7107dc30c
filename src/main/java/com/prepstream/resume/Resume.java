package com.prepstream.resume;

import com.prepstream.stream.model.TaskStatus;
import com.prepstream.system.Language;
import com.prepstream.tasks.TaskMessages;
import java.time.Instant;

/**
 * A resume as docs/api.md shows it. The storage key and parsed text stay inside the feature.
 *
 * @param analyzeError readable reason of the last failure or pending retry (never an exception's text,
 *                     see tasks/TaskMessages); null otherwise
 */
public record Resume(long id, String originalFilename, String contentType, long sizeBytes, String fileHash,
        TaskStatus analyzeStatus, String analyzeError, Instant createdAt, Instant updatedAt) {

    /** The same resume with its error in the reader's language. */
    Resume readIn(Language language) {
        return new Resume(id, originalFilename, contentType, sizeBytes, fileHash, analyzeStatus,
                TaskMessages.render(analyzeError, language.locale()), createdAt, updatedAt);
    }
}
