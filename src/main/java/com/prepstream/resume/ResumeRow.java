package com.prepstream.resume;

import com.prepstream.storage.StoredFile;

/** The stored row: the resume plus where its bytes are. */
record ResumeRow(Resume resume, String storageKey) {

    StoredFile storedFile() {
        return new StoredFile(storageKey, resume.originalFilename(), resume.contentType(), resume.sizeBytes(),
                resume.fileHash());
    }
}
