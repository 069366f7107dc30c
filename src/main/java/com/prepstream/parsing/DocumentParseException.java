package com.prepstream.parsing;

import com.prepstream.stream.model.PermanentTaskException;
import com.prepstream.stream.model.TaskErrors;
import com.prepstream.tasks.TaskMessages;

/**
 * The document cannot be turned into text and trying again will not change that (damaged,
 * password-protected, only images, too slow to parse). The message is meant for the user, e.g.
 * "no text could be extracted from cv.pdf", told by a code of tasks/TaskMessages so that it is shown in
 * the reader's language. A {@link PermanentTaskException}: a worker that meets it fails its task without
 * retrying, and no feature needs to translate it.
 */
public class DocumentParseException extends PermanentTaskException {

    public DocumentParseException(String message) {
        super(message);
    }

    public DocumentParseException(String message, Throwable cause) {
        super(message, cause);
    }

    private DocumentParseException(String messageCode, Throwable cause, Object... arguments) {
        super(messageCode, TaskMessages.english(messageCode, arguments), cause);
    }

    /** Told by a code of tasks/TaskMessages ({@code parse_empty}, …), so the reader gets it in their language. */
    public static DocumentParseException of(String messageCode, Throwable cause, Object... arguments) {
        return new DocumentParseException(messageCode, cause, arguments);
    }

    @Override
    public String code() {
        return TaskErrors.PARSE_FAILED;
    }
}
