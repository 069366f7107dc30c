package com.prepstream.system.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequestWrapper;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.springframework.context.MessageSource;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Security headers on every response, and a cap on JSON request bodies (multipart uploads have
 * their own limit) so an oversized body is refused before anything reads it; a chunked JSON body
 * (no Content-Length) is read up to the limit here and refused as soon as it passes it.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
class SecurityHeadersFilter extends OncePerRequestFilter {

    static final long MAX_JSON_BODY_BYTES = 256 * 1024;

    private final MessageSource messages;

    SecurityHeadersFilter(MessageSource messages) {
        this.messages = messages;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setHeader("X-Frame-Options", "DENY");
        response.setHeader("Referrer-Policy", "no-referrer");
        response.setHeader("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; "
                + "style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'");
        response.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
        if (isJson(request)) {
            if (request.getContentLengthLong() > MAX_JSON_BODY_BYTES) {
                refuseTooLarge(request, response);
                return;
            }
            if (request.getContentLengthLong() < 0) {
                // Chunked: no length to check up front, so read at most the limit (and one byte more).
                byte[] body = request.getInputStream().readNBytes((int) MAX_JSON_BODY_BYTES + 1);
                if (body.length > MAX_JSON_BODY_BYTES) {
                    refuseTooLarge(request, response);
                    return;
                }
                request = new BufferedBodyRequest(request, body);
            }
        }
        chain.doFilter(request, response);
    }

    private void refuseTooLarge(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // The rest of the body is not read; close the connection rather than drain it.
        response.setHeader("Connection", "close");
        ErrorProblems.write(request, response, messages, HttpStatus.CONTENT_TOO_LARGE, "problem.jsonTooLarge",
                MAX_JSON_BODY_BYTES / 1024);
    }

    private static boolean isJson(HttpServletRequest request) {
        String contentType = request.getContentType();
        return contentType != null && contentType.toLowerCase(Locale.ROOT).contains("json");
    }

    /** A request whose (small, already read) body is served from memory. */
    private static final class BufferedBodyRequest extends HttpServletRequestWrapper {

        private final byte[] body;

        BufferedBodyRequest(HttpServletRequest request, byte[] body) {
            super(request);
            this.body = body;
        }

        @Override
        public ServletInputStream getInputStream() {
            ByteArrayInputStream in = new ByteArrayInputStream(body);
            return new ServletInputStream() {
                @Override
                public int read() {
                    return in.read();
                }

                @Override
                public int read(byte[] buffer, int offset, int length) {
                    return in.read(buffer, offset, length);
                }

                @Override
                public boolean isFinished() {
                    return in.available() == 0;
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    throw new UnsupportedOperationException("the body is already read");
                }
            };
        }

        @Override
        public BufferedReader getReader() {
            return new BufferedReader(new InputStreamReader(getInputStream(), StandardCharsets.UTF_8));
        }

        @Override
        public int getContentLength() {
            return body.length;
        }

        @Override
        public long getContentLengthLong() {
            return body.length;
        }
    }
}
