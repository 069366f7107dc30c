package com.prepstream.system.web;

import com.prepstream.system.ProblemMessages;
import com.prepstream.system.Problems;
import com.prepstream.system.RequestLanguage;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.springframework.context.MessageSource;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import tools.jackson.databind.json.JsonMapper;

/**
 * Problems for errors that no controller answered, in the shape of {@link Problems}: a status, its
 * phrase as the title, a detail a client can act on and the request path as {@code instance}. Used
 * by {@link ProblemErrorController} ({@code /error}), by filters and Spring Security
 * ({@link #write}) and by {@link ProblemErrorReportValve} (requests Tomcat refused before the
 * application saw them; those stay English, as Tomcat's reasons are).
 */
public final class ErrorProblems {

    static final String SERVER_FAULT = "Something went wrong on our side; the error has been logged.";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private ErrorProblems() {
    }

    /** An English problem, for Tomcat's refusals (no language and no messages there). */
    static ProblemDetail problem(int status, String detail) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatusCode.valueOf(status), detail);
        problem.setType(Problems.TYPE);
        problem.setTitle(title(status));
        return problem;
    }

    static String title(int status) {
        HttpStatus known = HttpStatus.resolve(status);
        return known != null ? known.getReasonPhrase() : "Error";
    }

    /** What a status usually means here, for errors that carry no better explanation. */
    static String usualDetail(int status) {
        return switch (status) {
            case 400 -> "The request is malformed and could not be read.";
            case 401 -> "This request needs authentication.";
            case 403 -> "This request is not allowed.";
            case 404 -> "Nothing exists at this address.";
            case 405 -> "This HTTP method is not supported at this address.";
            case 408 -> "The request took too long to arrive.";
            case 413 -> "The request is larger than the server accepts.";
            case 414 -> "The request URL is longer than the server accepts.";
            case 415 -> "The request's content type is not supported here.";
            case 417 -> "The Expect header cannot be met; only 'Expect: 100-continue' is supported.";
            case 431 -> "The request headers are larger than the server accepts.";
            // the two 5xx a client causes: Tomcat answers them for an unknown Transfer-Encoding or HTTP version
            case 501 -> "The server does not implement what this request asks for (such as its Transfer-Encoding).";
            case 505 -> "This HTTP version is not supported; use HTTP/1.1.";
            default -> status >= 500 ? SERVER_FAULT : "The request could not be processed.";
        };
    }

    /**
     * Answers a problem from a filter or an interceptor (outside the exception handlers), its
     * detail the message {@code code} in the request's language.
     */
    public static void write(HttpServletRequest request, HttpServletResponse response, MessageSource messages,
            HttpStatus status, String code, Object... arguments) throws IOException {
        Locale locale = RequestLanguage.of(request).locale();
        String detail = messages.getMessage(ProblemMessages.message(code, arguments), locale);
        ProblemDetail problem = Problems.of(messages, status, detail, locale);
        problem.setInstance(instance(request.getRequestURI()));
        response.setStatus(status.value());
        response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.getWriter().write(json(problem));
    }

    /** The request path as a problem's {@code instance}; null for a path that is no URI reference. */
    static URI instance(String path) {
        if (path == null) {
            return null;
        }
        try {
            return URI.create(path);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * The problem as JSON, for writers outside Spring MVC (whose message converters are not there).
     * Only the five standard fields: nothing from the request is echoed back but its path.
     */
    static String json(ProblemDetail problem) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", String.valueOf(problem.getType()));
        body.put("title", problem.getTitle());
        body.put("status", problem.getStatus());
        body.put("detail", problem.getDetail());
        if (problem.getInstance() != null) {
            body.put("instance", problem.getInstance().toString());
        }
        return JSON.writeValueAsString(body);
    }
}
