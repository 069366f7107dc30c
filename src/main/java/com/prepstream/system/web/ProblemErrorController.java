package com.prepstream.system.web;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import java.net.URI;
import org.apache.coyote.BadRequestException;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The {@code /error} page as a problem, in place of Spring Boot's {@code BasicErrorController}
 * (legacy {@code {timestamp, status, error, path}} JSON, or the Whitelabel HTML page when the
 * client accepts HTML). Tomcat forwards here what happens outside Spring MVC's exception handling:
 * an exception thrown in a servlet filter, or {@code sendError} from a filter or the container.
 * The detail is generic for the status, since exception messages are not for clients.
 */
@RestController
class ProblemErrorController implements ErrorController {

    static final String UNREADABLE_BODY = "The request body could not be read: it is malformed or ended early";

    @RequestMapping("${server.error.path:/error}")
    ResponseEntity<ProblemDetail> error(HttpServletRequest request) {
        Object error = request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
        boolean unreadableBody = unreadableBody(error);
        int status = unreadableBody ? 400 : status(request);
        ProblemDetail problem = ErrorProblems.problem(status,
                unreadableBody ? UNREADABLE_BODY : ErrorProblems.usualDetail(status));
        problem.setInstance(failedUri(request));
        // a preset content type bypasses Accept negotiation: HTML-only clients get the problem too
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
    }

    private static int status(HttpServletRequest request) {
        // no status: someone asked for /error itself, which is no resource
        return request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE) instanceof Integer code ? code : 404;
    }

    /**
     * A body the client got wrong, found by a filter rather than by Spring MVC (which answers 400
     * itself): Tomcat refusing a broken chunked body, or Spring's {@code FormContentFilter} failing
     * to decode a PUT/PATCH/DELETE form, which Tomcat would otherwise answer with a 500.
     */
    private static boolean unreadableBody(Object error) {
        for (Object cause = error; cause instanceof Throwable t; cause = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof BadRequestException || t instanceof HttpMessageNotReadableException) {
                return true;
            }
        }
        return false;
    }

    /** The address that failed (Spring MVC would otherwise name {@code /error}). */
    private static URI failedUri(HttpServletRequest request) {
        Object uri = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        try {
            return URI.create(uri instanceof String path ? path : request.getRequestURI());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
