package com.prepstream.system;

import org.springframework.context.MessageSourceResolvable;
import org.springframework.http.HttpStatus;

/**
 * An error a client can act on; {@link ApiExceptionHandler} answers it as an RFC 7807 problem
 * with this status, the status's phrase as title (both in the request's language) and, as detail, the message of
 * {@code code} in the request's language ({@code i18n/messages*.properties}, one line per
 * language). Use the factory methods for the common cases:
 * {@code throw ApiException.conflict("problem.resume.busy", id)}.
 */
public class ApiException extends RuntimeException {

    private final HttpStatus status;
    private final transient MessageSourceResolvable detail;

    public ApiException(HttpStatus status, String code, Object... arguments) {
        this(status, ProblemMessages.message(code, arguments));
    }

    private ApiException(HttpStatus status, MessageSourceResolvable detail) {
        super(detail.getDefaultMessage());
        this.status = status;
        this.detail = detail;
    }

    /** "{thing} {id} does not exist", where {@code thing} names a {@code thing.*} message: {@code notFound("resume", 7)}. */
    public static ApiException notFound(String thing, Object id) {
        return new ApiException(HttpStatus.NOT_FOUND, "problem.notFound", ProblemMessages.message("thing." + thing), id);
    }

    public static ApiException conflict(String code, Object... arguments) {
        return new ApiException(HttpStatus.CONFLICT, code, arguments);
    }

    public static ApiException badRequest(String code, Object... arguments) {
        return new ApiException(HttpStatus.BAD_REQUEST, code, arguments);
    }

    public static ApiException unsupportedMediaType(String code, Object... arguments) {
        return new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, code, arguments);
    }

    public static ApiException tooLarge(String code, Object... arguments) {
        return new ApiException(HttpStatus.CONTENT_TOO_LARGE, code, arguments);
    }

    public HttpStatus status() {
        return status;
    }

    /** The detail, to resolve in the request's language; its default message is the English text. */
    public MessageSourceResolvable detail() {
        return detail;
    }
}
