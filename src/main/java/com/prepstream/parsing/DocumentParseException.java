package com.prepstream.parsing;

/**
 * The document cannot be turned into text and trying again will not change that (damaged,
 * password-protected, only images, too slow to parse). The message is meant for the user, e.g.
 * "no text could be extracted from cv.pdf".
 */
public class DocumentParseException extends RuntimeException {

    public DocumentParseException(String message) {
        super(message);
    }

    public DocumentParseException(String message, Throwable cause) {
        super(message, cause);
    }
}
