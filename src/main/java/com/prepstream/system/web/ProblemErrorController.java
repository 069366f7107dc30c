package com.prepstream.system.web;

import com.prepstream.system.ErrorReference;
import com.prepstream.system.ProblemMessages;
import com.prepstream.system.Problems;
import com.prepstream.system.RequestLanguage;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import java.net.URI;
import java.util.Locale;
import org.apache.coyote.BadRequestException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.context.MessageSource;
import org.springframework.http.HttpStatusCode;
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
 * The detail is the fixed one for the status, in the request's language; an exception's text is
 * logged under the reference the problem carries ({@link ErrorReference}).
 */
@RestController
class ProblemErrorController implements ErrorController {

    private static final Logger log = LoggerFactory.getLogger(ProblemErrorController.class);

    private final MessageSource messages;

    ProblemErrorController(MessageSource messages) {
        this.messages = messages;
    }

    @RequestMapping("${server.error.path:/error}")
    ResponseEntity<ProblemDetail> error(HttpServletRequest request) {
        Object error = request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
        boolean unreadableBody = unreadableBody(error);
        int status = unreadableBody ? 400 : status(request);
        Locale locale = RequestLanguage.of(request).locale();
        String detail = unreadableBody ? messages.getMessage("problem.unreadableBody", null, locale)
                : messages.getMessage(ProblemMessages.statusCode(status), null, ErrorProblems.usualDetail(status), locale);
        ProblemDetail problem = Problems.of(messages, HttpStatusCode.valueOf(status), detail, locale);
        problem.setInstance(failedUri(request));
        if (error instanceof Throwable failure) {
            String reference = ErrorReference.next();
            log.warn("{} answered {} [correlationId={}]", request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI),
                    status, reference, failure);
            ErrorReference.attach(problem, reference);
        }
        // a preset content type bypasses Accept negotiation: HTML-only clients get the problem too
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
    }

    private static int status(HttpServletRequest request) {
        // no status: someone asked for /error itself, which is no resource
        return request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE) instanceof Integer code ? code : 404;
    }

    /**
     * A body the client got wrong, found by a filter rather than by Spring MVC (which answers 400
     * itself): Tomcat refusing a broken chunked body, which Tomcat would otherwise answer with a 500.
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
        return ErrorProblems.instance(uri instanceof String path ? path : request.getRequestURI());
    }
}
