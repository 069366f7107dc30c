package com.prepstream.stream.model;

/** Lifecycle of a task: PENDING → PROCESSING → COMPLETED | FAILED; FAILED → PENDING by manual retry. */
public enum TaskStatus {
    PENDING, PROCESSING, COMPLETED, FAILED;

    public boolean isFinal() {
        return this == COMPLETED || this == FAILED;
    }
}
