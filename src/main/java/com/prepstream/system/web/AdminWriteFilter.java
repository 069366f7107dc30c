package com.prepstream.system.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Set;
import org.springframework.context.MessageSource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
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
    private final MessageSource messages;

    AdminWriteFilter(MessageSource messages, AdminProperties properties) {
        this.properties = properties;
        this.messages = messages;
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
            ErrorProblems.write(request, response, messages, HttpStatus.FORBIDDEN, "problem.admin.disabled");
            return;
        }
        if (!tokenMatches(request.getHeader(HttpHeaders.AUTHORIZATION))) {
            response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
            ErrorProblems.write(request, response, messages, HttpStatus.UNAUTHORIZED, "problem.admin.tokenNeeded");
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
}
