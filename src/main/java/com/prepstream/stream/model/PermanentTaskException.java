package com.prepstream.stream.model;

/**
 * Thrown by {@code AbstractStreamConsumer#processBusiness} when retrying cannot help (unreadable
 * file, bad payload, the model refused the request). The task fails at once: no retry, one dead
 * letter. Its message is shown to the user, so make it readable ("no text could be extracted from
 * cv.pdf"). Any other exception is treated as transient and retried with backoff.
 */
public class PermanentTaskException extends RuntimeException {

    public PermanentTaskException(String message) {
        super(message);
    }

    public PermanentTaskException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The kind of failure, for {@link TaskErrors}: a subclass says what it is. */
    public String code() {
        return TaskErrors.CANNOT_PROCESS;
    }
}
