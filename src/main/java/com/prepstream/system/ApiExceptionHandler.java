package com.prepstream.system;

import com.prepstream.stream.TaskAlreadyActiveException;
import jakarta.validation.ConstraintViolationException;
import java.sql.SQLException;
import java.util.Locale;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.MessageSource;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.dao.DataAccessException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.multipart.MaxUploadSizeExceededException;
import org.springframework.web.multipart.MultipartException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Turns every error into an RFC 7807 problem. Bodies carry a readable detail and never a stack
 * trace or SQL: unexpected exceptions are logged here and answered with a generic 500. The title
 * is the status's reason phrase (the problems are all {@code about:blank}); the detail is in the
 * request's language ({@link RequestLanguage}), from {@code i18n/messages*.properties}.
 */
@RestControllerAdvice
public class ApiExceptionHandler extends ResponseEntityExceptionHandler {

    private static final Logger log = LoggerFactory.getLogger(ApiExceptionHandler.class);

    private final MessageSource messages;

    public ApiExceptionHandler(MessageSource messages) {
        this.messages = messages;
    }

    @ExceptionHandler(ApiException.class)
    ProblemDetail handleApiException(ApiException ex) {
        return problem(ex.status(), ex.detail());
    }

    @ExceptionHandler(TaskAlreadyActiveException.class)
    ProblemDetail handleTaskAlreadyActive(TaskAlreadyActiveException ex) {
        return problem(HttpStatus.CONFLICT, "problem.taskActive");
    }

    @ExceptionHandler({MethodArgumentTypeMismatchException.class, ConstraintViolationException.class,
            IllegalArgumentException.class})
    ProblemDetail handleBadArgument(Exception ex) {
        if (ex instanceof MethodArgumentTypeMismatchException mismatch) {
            return problem(HttpStatus.BAD_REQUEST, "problem.badParameter", mismatch.getName());
        }
        // Bean Validation messages come localised already (Spring's interpolator reads the request's locale)
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, ex.getMessage());
        problem.setTitle(HttpStatus.BAD_REQUEST.getReasonPhrase());
        return problem;
    }

    /**
     * A query parameter Tomcat could not decode (a broken percent-escape or invalid UTF-8), or a
     * multipart body that is not one: the client's fault, and a 400.
     */
    @ExceptionHandler({InvalidParameterException.class, MultipartException.class})
    ProblemDetail handleUnreadableRequest(Exception ex) {
        return problem(HttpStatus.BAD_REQUEST,
                ex instanceof MultipartException ? "problem.multipartUnreadable" : "problem.queryUndecodable");
    }

    /**
     * PostgreSQL refused a value the request carried: a NUL character in a text (22021) or a
     * string longer than its column (22001). That is bad input, not a server fault; the SQL stays
     * in the log.
     */
    @ExceptionHandler(DataAccessException.class)
    ProblemDetail handleDataAccess(DataAccessException ex) {
        String state = sqlState(ex);
        if ("22021".equals(state) || "22001".equals(state)) {
            log.info("Refused a value the database cannot store (SQLState {}): {}", state, ex.getMostSpecificCause().getMessage());
            return problem(HttpStatus.BAD_REQUEST, "22021".equals(state) ? "problem.nulCharacter" : "problem.valueTooLong");
        }
        return handleUnexpected(ex);
    }

    private static String sqlState(Throwable error) {
        for (Throwable cause = error; cause != null && cause.getCause() != cause; cause = cause.getCause()) {
            if (cause instanceof SQLException sql && sql.getSQLState() != null) {
                return sql.getSQLState();
            }
        }
        return null;
    }

    /** {@code @PreAuthorize} refused a handler: the account is signed in but lacks the role. */
    @ExceptionHandler(AccessDeniedException.class)
    ProblemDetail handleAccessDenied(AccessDeniedException ex) {
        return problem(HttpStatus.FORBIDDEN, "problem.auth.forbidden");
    }

    @ExceptionHandler(Exception.class)
    ProblemDetail handleUnexpected(Exception ex) {
        log.error("Unhandled error", ex);
        return problem(HttpStatus.INTERNAL_SERVER_ERROR, "problem.serverFault");
    }

    @Override
    protected ResponseEntity<Object> handleMaxUploadSizeExceededException(MaxUploadSizeExceededException ex,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        if (causedByPartHeaderLimit(ex)) {
            // Tomcat reports an oversized part header (a very long filename) as a size limit too
            return ResponseEntity.badRequest().body(problem(HttpStatus.BAD_REQUEST, "problem.partHeaderTooLong"));
        }
        return ResponseEntity.status(HttpStatus.CONTENT_TOO_LARGE)
                .body(problem(HttpStatus.CONTENT_TOO_LARGE, "problem.uploadTooLarge"));
    }

    private static boolean causedByPartHeaderLimit(Throwable error) {
        for (Throwable cause = error; cause != null && cause.getCause() != cause; cause = cause.getCause()) {
            String message = cause.getMessage();
            if (message != null && message.toLowerCase(java.util.Locale.ROOT).contains("header section")) {
                return true;
            }
        }
        return false;
    }

    @Override
    protected ResponseEntity<Object> handleHttpMessageNotReadable(HttpMessageNotReadableException ex,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        return ResponseEntity.badRequest().body(problem(HttpStatus.BAD_REQUEST, UnreadableBody.describe(ex)));
    }

    @Override
    protected ResponseEntity<Object> handleMissingServletRequestParameter(MissingServletRequestParameterException ex,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        return ResponseEntity.badRequest()
                .body(problem(HttpStatus.BAD_REQUEST, "problem.missingParameter", ex.getParameterName()));
    }

    @Override
    protected ResponseEntity<Object> handleMethodArgumentNotValid(MethodArgumentNotValidException ex,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        String detail = ex.getBindingResult().getFieldErrors().stream()
                .map(error -> error.getField() + " " + error.getDefaultMessage())
                .sorted()
                .reduce((a, b) -> a + "; " + b)
                .orElse(null);
        if (detail == null) {
            return ResponseEntity.badRequest().body(problem(HttpStatus.BAD_REQUEST, "problem.invalidRequest"));
        }
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, detail);
        problem.setTitle(HttpStatus.BAD_REQUEST.getReasonPhrase());
        return ResponseEntity.badRequest().body(problem);
    }

    private ProblemDetail problem(HttpStatus status, String code, Object... arguments) {
        return problem(status, ProblemMessages.message(code, arguments));
    }

    private ProblemDetail problem(HttpStatus status, MessageSourceResolvable detail) {
        Locale locale = LocaleContextHolder.getLocale();
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, messages.getMessage(detail, locale));
        problem.setTitle(status.getReasonPhrase());
        return problem;
    }
}
