package com.prepstream.stream.model;

import java.util.regex.Pattern;

/**
 * Thrown by {@code AbstractStreamConsumer#processBusiness} when retrying cannot help (unreadable
 * file, bad payload, the model refused the request). The task fails at once: no retry, one dead
 * letter. Its message is shown to the user, so make it readable ("no text could be extracted from
 * cv.pdf"). Any other exception is treated as transient and retried with backoff.
 *
 * <p>The message is English. One made with a message code is stored as {@code English text (code)}, so
 * that the application, which owns the codes and their translations, can show it in the reader's
 * language ({@link TaskMessageRenderer}); the framework only carries the code, it knows none of them.
 */
public class PermanentTaskException extends RuntimeException {

    /** The form a code must have to be read back from the end of the stored text (and by {@link TaskErrors}). */
    private static final Pattern CODE = Pattern.compile("[a-z_]{1,32}");

    /** The application's code for the message, or null for a message shown as it is. */
    private final String messageCode;

    public PermanentTaskException(String message) {
        this(message, (Throwable) null);
    }

    public PermanentTaskException(String message, Throwable cause) {
        super(message, cause);
        this.messageCode = null;
    }

    /** A failure told by the application's {@code messageCode}, whose English text is {@code english}. */
    protected PermanentTaskException(String messageCode, String english, Throwable cause) {
        super(english, cause);
        if (!CODE.matcher(messageCode).matches()) {
            // it would not be read back from the stored text: the message would reach users untranslated
            throw new IllegalArgumentException("not a message code: " + messageCode);
        }
        this.messageCode = messageCode;
    }

    /** A failure told by a message code, for a failure that has no type of its own. */
    public static PermanentTaskException coded(String messageCode, String english, Throwable cause) {
        return new PermanentTaskException(messageCode, english, cause);
    }

    /** The kind of failure, for {@link TaskErrors}: a subclass says what it is. */
    public String code() {
        return TaskErrors.CANNOT_PROCESS;
    }

    /** The application's message code, or null. */
    public String messageCode() {
        return messageCode;
    }

    /** What is stored and shown: the message, followed by {@code (code)} when it has a message code. */
    public String stored() {
        return messageCode == null ? getMessage() : getMessage() + " (" + messageCode + ")";
    }
}
