package com.prepstream.system.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Set;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Writes under {@code /api/ops} (dead-letter replay and whatever follows) and re-embedding the whole
 * knowledge base change the system for every user, so they need the admin token. Reads stay open
 * for the operations page.
 */
@Component
class AdminWriteFilter extends OncePerRequestFilter {

    private final AdminProperties properties;

    AdminWriteFilter(AdminProperties properties) {
        this.properties = properties;
    }

    /** Writes that act on everyone's data at once: re-embedding every document is one of them. */
    private static final Set<String> ADMIN_WRITE_PATHS = Set.of("/api/knowledgebase/revectorize-all");

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        String method = request.getMethod();
        boolean read = "GET".equals(method) || "HEAD".equals(method) || "OPTIONS".equals(method);
        String path = request.getRequestURI();
        return read || !(path.startsWith("/api/ops/") || ADMIN_WRITE_PATHS.contains(path));
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (!properties.configured()) {
            refuse(response, HttpStatus.FORBIDDEN, "Operations writes are disabled: no admin token is configured "
                    + "(set PREPSTREAM_ADMIN_TOKEN on the server)");
            return;
        }
        if (!tokenMatches(request.getHeader(HttpHeaders.AUTHORIZATION))) {
            response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
            refuse(response, HttpStatus.UNAUTHORIZED, "Operations writes need the admin token "
                    + "(Authorization: Bearer <token>)");
            return;
        }
        chain.doFilter(request, response);
    }

    private boolean tokenMatches(String authorization) {
        if (authorization == null || !authorization.startsWith("Bearer ")) {
            return false;
        }
        byte[] given = authorization.substring("Bearer ".length()).trim().getBytes(StandardCharsets.UTF_8);
        byte[] expected = properties.adminToken().getBytes(StandardCharsets.UTF_8);
        return MessageDigest.isEqual(given, expected);
    }

    private static void refuse(HttpServletResponse response, HttpStatus status, String detail) throws IOException {
        response.setStatus(status.value());
        response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.getWriter().write("{\"type\":\"about:blank\",\"title\":\"%s\",\"status\":%d,\"detail\":\"%s\"}"
                .formatted(status.getReasonPhrase(), status.value(), detail));
    }
}
