package com.prepstream.stream;

/** A re-run was asked for while the entity's task is still PENDING or PROCESSING (answer 409). */
public class TaskAlreadyActiveException extends RuntimeException {

    public TaskAlreadyActiveException(String taskType, long entityId) {
        super("A " + taskType + " task for " + entityId + " is already pending or processing");
    }
}
