package com.prepstream.system;

import org.springframework.http.HttpStatus;

/**
 * An error whose message is safe and useful to show to the user; {@link ApiExceptionHandler}
 * answers it as a problem with this status. Use the factory methods for the common cases.
 */
public class ApiException extends RuntimeException {

    private final HttpStatus status;
    private final String title;

    public ApiException(HttpStatus status, String title, String detail) {
        super(detail);
        this.status = status;
        this.title = title;
    }

    public static ApiException notFound(String what, Object id) {
        return new ApiException(HttpStatus.NOT_FOUND, "Not found", what + " " + id + " does not exist");
    }

    public static ApiException conflict(String detail) {
        return new ApiException(HttpStatus.CONFLICT, "Conflict", detail);
    }

    public static ApiException badRequest(String detail) {
        return new ApiException(HttpStatus.BAD_REQUEST, "Bad request", detail);
    }

    public static ApiException unsupportedMediaType(String detail) {
        return new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, "Unsupported file type", detail);
    }

    public static ApiException tooLarge(String detail) {
        return new ApiException(HttpStatus.CONTENT_TOO_LARGE, "File too large", detail);
    }

    public HttpStatus status() {
        return status;
    }

    public String title() {
        return title;
    }
}
