package com.prepstream.system.web;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Why Tomcat refused a request before any application code ran, in words a client can act on.
 * Tomcat says why only in its exception messages (English unless the JVM's locale has a Tomcat
 * translation) and through the URL it refused; whatever is not recognised here gets the usual
 * detail for its status. Nothing from the request is echoed back.
 */
final class ConnectorRejections {

    /** A '%' not followed by two hex digits. */
    private static final Pattern BROKEN_ESCAPE = Pattern.compile("%(?![0-9a-fA-F]{2})");

    private ConnectorRejections() {
    }

    /**
     * @param error          what Tomcat's HTTP parser threw (request line or headers), if anything
     * @param refusedUri     the raw request URI when Tomcat refused the URI itself after parsing
     *                       (undecodable, encoded '/', '\' or NUL, or '..' above the root), else null
     * @param maxHeaderBytes the connector's limit for the request line plus headers, 0 if unknown
     */
    static String detail(int status, Throwable error, String refusedUri, int maxHeaderBytes) {
        if (status != 400) {
            return ErrorProblems.usualDetail(status);
        }
        if (refusedUri != null) {
            return refusedUrl(refusedUri);
        }
        String message = error == null || error.getMessage() == null ? ""
                : error.getMessage().toLowerCase(Locale.ROOT);
        if (message.contains("too large")) {
            return "The request line and headers are larger than the server accepts" + limit(maxHeaderBytes)
                    + "; shorten the URL or send the data in the request body.";
        }
        if (message.contains("request target")) {
            return "The request URL contains characters that are not allowed; percent-encode them (RFC 3986).";
        }
        if (message.contains("method name")) {
            return "The request method is not a valid HTTP method name.";
        }
        if (message.contains("domain name") || message.contains("host")) {
            return "The Host header does not name a valid host.";
        }
        if (message.contains("header")) {
            return "A request header is malformed.";
        }
        return ErrorProblems.usualDetail(status);
    }

    private static String refusedUrl(String rawUri) {
        String uri = rawUri.toLowerCase(Locale.ROOT);
        if (uri.contains("%2f")) {
            return "The request URL contains an encoded slash (%2F), which is not allowed in a path.";
        }
        if (uri.contains("%5c")) {
            return "The request URL contains an encoded backslash (%5C), which is not allowed in a path.";
        }
        if (uri.contains("%00")) {
            return "The request URL contains an encoded NUL character (%00), which is not allowed.";
        }
        if (BROKEN_ESCAPE.matcher(uri).find()) {
            return "The request URL contains a broken percent-escape; '%' must be followed by two hex digits.";
        }
        return "The request URL is not a valid path (for example, its '..' segments climb above the root).";
    }

    private static String limit(int maxHeaderBytes) {
        if (maxHeaderBytes <= 0) {
            return "";
        }
        return maxHeaderBytes % 1024 == 0 ? " (" + maxHeaderBytes / 1024 + " KB)" : " (" + maxHeaderBytes + " bytes)";
    }
}
