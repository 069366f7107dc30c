package com.prepstream.storage;

import com.prepstream.stream.model.PermanentTaskException;
import com.prepstream.tasks.TaskMessages;

/**
 * The object for a key is gone (deleted, or lost with the storage); retrying will not bring it back, so
 * it is a {@link PermanentTaskException} and a worker fails its task at once. The message is for users:
 * the storage key stays in the logs.
 */
public class StoredObjectMissingException extends PermanentTaskException {

    private final String key;

    public StoredObjectMissingException(String key) {
        super("file_missing", TaskMessages.english("file_missing"), null); // shown in the reader's language
        this.key = key;
    }

    public String key() {
        return key;
    }
}
