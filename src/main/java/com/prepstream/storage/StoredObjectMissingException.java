package com.prepstream.storage;

/** The object for a key is gone (deleted, or lost with the storage); retrying will not bring it back. */
public class StoredObjectMissingException extends RuntimeException {

    public StoredObjectMissingException(String key) {
        super("The stored file " + key + " no longer exists");
    }
}
