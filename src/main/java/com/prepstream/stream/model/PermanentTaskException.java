package com.prepstream.stream.model;

import java.util.Arrays;

/**
 * Thrown by {@code AbstractStreamConsumer#processBusiness} when retrying cannot help (unreadable
 * file, bad payload, the model refused the request). The task fails at once: no retry, one dead
 * letter. Its message is shown to the user, so make it readable ("no text could be extracted from
 * cv.pdf"); made with a code of {@link TaskMessages} it is shown in the reader's language. Any other
 * exception is treated as transient and retried with backoff.
 */
public class PermanentTaskException extends RuntimeException {

    /** A code of {@link TaskMessages}, or null for a message shown as it is. */
    private final String messageCode;

    public PermanentTaskException(String message) {
        this(message, (Throwable) null);
    }

    public PermanentTaskException(String message, Throwable cause) {
        super(message, cause);
        this.messageCode = null;
    }

    /**
     * A failure told by a {@link TaskMessages} code (an unknown code throws), stored with it and shown in the
     * reader's language; arguments are shown as {@code String.valueOf} writes them ("2000", not "2,000").
     */
    protected PermanentTaskException(String messageCode, Throwable cause, Object... arguments) {
        super(TaskMessages.english(messageCode, Arrays.stream(arguments).map(String::valueOf).toList()), cause);
        this.messageCode = messageCode;
    }

    /** A failure told by a {@link TaskMessages} code, for a failure that has no type of its own. */
    public static PermanentTaskException coded(String messageCode, Throwable cause, Object... arguments) {
        return new PermanentTaskException(messageCode, cause, arguments);
    }

    /** The kind of failure, for {@link TaskErrors}: a subclass says what it is. */
    public String code() {
        return TaskErrors.CANNOT_PROCESS;
    }

    /** What is stored and shown: the message, with its {@link TaskMessages} code when it has one. */
    public String stored() {
        return messageCode == null ? getMessage() : TaskMessages.stored(messageCode, getMessage());
    }
}
