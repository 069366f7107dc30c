package com.prepstream.system;

import com.prepstream.ai.DailyModelCallsUsedUp;
import com.prepstream.stream.TaskAlreadyActiveException;
import jakarta.validation.ConstraintViolationException;
import java.sql.SQLException;
import java.util.Locale;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.MessageSource;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.dao.DataAccessException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.util.unit.DataSize;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.multipart.MaxUploadSizeExceededException;
import org.springframework.web.multipart.MultipartException;
import org.springframework.web.multipart.support.MissingServletRequestPartException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Turns every error into an RFC 7807 problem. Bodies carry a readable detail and never a stack
 * trace or SQL: unexpected exceptions are logged here and answered with a generic 500. Type, title
 * and instance follow {@link Problems}; the title and the detail are in the request's language
 * ({@link RequestLanguage}), from {@code i18n/messages*.properties}.
 */
@RestControllerAdvice
public class ApiExceptionHandler extends ResponseEntityExceptionHandler {

    private static final Logger log = LoggerFactory.getLogger(ApiExceptionHandler.class);

    private final MessageSource messages;
    private final DataSize maxUpload;

    public ApiExceptionHandler(MessageSource messages,
            @Value("${spring.servlet.multipart.max-file-size:20MB}") DataSize maxUpload) {
        this.messages = messages;
        this.maxUpload = maxUpload;
    }

    @ExceptionHandler(ApiException.class)
    ProblemDetail handleApiException(ApiException ex) {
        return problem(ex.status(), ex.detail());
    }

    @ExceptionHandler(DailyModelCallsUsedUp.class)
    ProblemDetail handleDailyModelCallsUsedUp(DailyModelCallsUsedUp ex) {
        return problem(HttpStatus.TOO_MANY_REQUESTS, "problem.ai.dailyCap", ex.dailyCalls());
    }

    @ExceptionHandler(TaskAlreadyActiveException.class)
    ProblemDetail handleTaskAlreadyActive(TaskAlreadyActiveException ex) {
        return problem(HttpStatus.CONFLICT, "problem.taskActive");
    }

    @ExceptionHandler(MethodArgumentTypeMismatchException.class)
    ProblemDetail handleTypeMismatch(MethodArgumentTypeMismatchException ex) {
        return problem(HttpStatus.BAD_REQUEST, "problem.badParameter", ex.getName());
    }

    /**
     * An argument some code refused. Its text was written for developers and may echo the input or
     * name internals (a number that did not parse, an enum constant, a storage key), so it goes to
     * the log under a reference the problem carries; the detail is fixed.
     */
    @ExceptionHandler({ConstraintViolationException.class, IllegalArgumentException.class})
    ProblemDetail handleBadArgument(Exception ex) {
        String reference = ErrorReference.next();
        log.info("Refused a request argument [correlationId={}]: {}", reference, ex.toString());
        return ErrorReference.attach(problem(HttpStatus.BAD_REQUEST, "problem.invalidRequestReference", reference),
                reference);
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
            String reference = ErrorReference.next();
            log.info("Refused a value the database cannot store (SQLState {}) [correlationId={}]: {}", state, reference,
                    ex.getMostSpecificCause().getMessage());
            return ErrorReference.attach(problem(HttpStatus.BAD_REQUEST,
                    "22021".equals(state) ? "problem.nulCharacter" : "problem.valueTooLong"), reference);
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
        String reference = ErrorReference.next();
        log.error("Unhandled error [correlationId={}]", reference, ex);
        return ErrorReference.attach(problem(HttpStatus.INTERNAL_SERVER_ERROR, "problem.serverFaultReference",
                reference), reference);
    }

    @Override
    protected ResponseEntity<Object> handleMaxUploadSizeExceededException(MaxUploadSizeExceededException ex,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        if (causedByPartHeaderLimit(ex)) {
            // Tomcat reports an oversized part header (a very long filename) as a size limit too
            return ResponseEntity.badRequest().body(problem(HttpStatus.BAD_REQUEST, "problem.partHeaderTooLong"));
        }
        return ResponseEntity.status(HttpStatus.CONTENT_TOO_LARGE)
                .body(problem(HttpStatus.CONTENT_TOO_LARGE, "problem.uploadTooLarge", ProblemMessages.size(maxUpload)));
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
        return ResponseEntity.badRequest()
                .body(problem(HttpStatus.BAD_REQUEST, "problem.invalidFields", ProblemMessages.verbatim(detail)));
    }

    /** A multipart request without the file part a handler needs: name the form field. */
    @Override
    protected ResponseEntity<Object> handleMissingServletRequestPart(MissingServletRequestPartException ex,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        return ResponseEntity.badRequest()
                .body(problem(HttpStatus.BAD_REQUEST, "problem.missingFile", ex.getRequestPartName()));
    }

    /**
     * Spring MVC's own refusals (405, 406, 415, 404 for no handler, …) reach here with Spring's
     * default details: English sentences that echo the request ("Method 'PUT' is not supported").
     * Each status gets its fixed, translated detail instead. The handlers above build their own
     * responses and do not pass here.
     */
    @Override
    protected ResponseEntity<Object> createResponseEntity(Object body, HttpHeaders headers, HttpStatusCode statusCode,
            WebRequest request) {
        if (body instanceof ProblemDetail problem) {
            Locale locale = LocaleContextHolder.getLocale();
            String fallback = messages.getMessage(statusCode.is5xxServerError() ? "problem.serverFault"
                    : "problem.invalidRequest", null, locale);
            problem.setDetail(messages.getMessage(ProblemMessages.statusCode(statusCode.value()), null, fallback, locale));
            Problems.shaped(problem, messages, locale);
        }
        return super.createResponseEntity(body, headers, statusCode, request);
    }

    private ProblemDetail problem(HttpStatus status, String code, Object... arguments) {
        return problem(status, ProblemMessages.message(code, arguments));
    }

    private ProblemDetail problem(HttpStatus status, MessageSourceResolvable detail) {
        Locale locale = LocaleContextHolder.getLocale();
        return Problems.of(messages, status, messages.getMessage(detail, locale), locale);
    }
}
