package com.prepstream.system.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.apache.coyote.ActionCode;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;

/**
 * Tomcat's last word on an error nobody answered, as a problem instead of Tomcat's HTML page. It
 * speaks for requests Tomcat refuses before the application sees them (a malformed request line,
 * an encoded '/' or NUL in the path, headers over {@code server.max-http-request-header-size}, an
 * unsupported HTTP version) and for errors the {@code /error} page could not answer. The status
 * stays the one Tomcat chose. Installed on the host by {@link TomcatProblemCustomizer}.
 */
class ProblemErrorReportValve extends ErrorReportValve {

    @Override
    protected void report(Request request, Response response, Throwable throwable) {
        int status = response.getStatus();
        // Tomcat's own guards: only errors, only if nothing was written, only once, only while the
        // connection can still take a response
        if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported() || !ioAllowed(response)) {
            return;
        }
        String detail = ConnectorRejections.detail(status, throwable, refusedUri(request, response),
                maxHeaderBytes(request));
        try {
            response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
            response.setCharacterEncoding(StandardCharsets.UTF_8.name());
            PrintWriter writer = response.getReporter();
            if (writer != null) {
                ProblemDetail problem = ErrorProblems.problem(status, detail);
                problem.setInstance(ErrorProblems.instance(request.getRequestURI()));
                writer.write(ErrorProblems.json(problem));
                response.finishResponse();
            }
        } catch (IOException | IllegalStateException e) {
            // the client is gone or the response was committed meanwhile: nothing left to tell it
        }
    }

    private static boolean ioAllowed(Response response) {
        AtomicBoolean allowed = new AtomicBoolean(true);
        response.getCoyoteResponse().action(ActionCode.IS_IO_ALLOWED, allowed);
        return allowed.get();
    }

    /**
     * The raw URI when Tomcat refused the URI itself: it then reports the error with a message and
     * maps no application, which only happens for URIs it cannot decode or normalise.
     */
    private static String refusedUri(Request request, Response response) {
        boolean refused = request.getContext() == null && response.getMessage() != null;
        return refused ? request.getRequestURI() : null;
    }

    private static int maxHeaderBytes(Request request) {
        Object limit = request.getConnector() == null ? null
                : request.getConnector().getProperty("maxHttpRequestHeaderSize");
        return limit instanceof Integer bytes ? bytes : 0;
    }
}
