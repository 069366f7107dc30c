package com.prepstream.system;

import java.net.URI;
import java.util.Locale;
import org.springframework.context.MessageSource;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;

/**
 * The one shape of every problem this API answers, whoever builds it (the exception handlers, the
 * {@code /error} page, servlet filters, Spring Security, the chat stream): {@code type} is always
 * {@code about:blank}, because the status says what kind of problem it is and the detail says the
 * rest; {@code title} is the status phrase in the request's language ({@code problem.title.<status>},
 * which RFC 9457 §4.2.1 allows for {@code about:blank}); {@code instance} is the request path, set by
 * Spring MVC for problems a handler returns and by the writers outside it.
 */
public final class Problems {

    /** The {@code type} of every problem. */
    public static final URI TYPE = URI.create("about:blank");

    private Problems() {
    }

    /** A problem with {@code detail} (already in the request's language) and the title in {@code locale}. */
    public static ProblemDetail of(MessageSource messages, HttpStatusCode status, String detail, Locale locale) {
        return shaped(ProblemDetail.forStatusAndDetail(status, detail), messages, locale);
    }

    /** Gives a problem built elsewhere (Spring MVC's own) the common type and the translated title. */
    public static ProblemDetail shaped(ProblemDetail problem, MessageSource messages, Locale locale) {
        problem.setType(TYPE);
        problem.setTitle(title(messages, problem.getStatus(), locale));
        return problem;
    }

    /** The status phrase in {@code locale}: "Not Found", "未找到". */
    public static String title(MessageSource messages, int status, Locale locale) {
        HttpStatus known = HttpStatus.resolve(status);
        String english = known != null ? known.getReasonPhrase() : "Error";
        return messages.getMessage("problem.title.%d".formatted(status), null, english, locale);
    }
}
