package com.prepstream.parsing;

import com.prepstream.stream.model.PermanentTaskException;
import com.prepstream.stream.model.TaskErrors;

/**
 * The document cannot be turned into text and trying again will not change that (damaged,
 * password-protected, only images, too slow to parse). The message is meant for the user, e.g.
 * "no text could be extracted from cv.pdf". A {@link PermanentTaskException}: a worker that meets it
 * fails its task without retrying, and no feature needs to translate it.
 */
public class DocumentParseException extends PermanentTaskException {

    public DocumentParseException(String message) {
        super(message);
    }

    public DocumentParseException(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public String code() {
        return TaskErrors.PARSE_FAILED;
    }
}
