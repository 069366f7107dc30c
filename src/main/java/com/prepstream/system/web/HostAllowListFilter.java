package com.prepstream.system.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.MessageSource;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Answers only to known host names: the local ones and those configured
 * ({@code prepstream.security.allowed-hosts}, env {@code PREPSTREAM_ALLOWED_HOSTS}, comma-separated).
 * Any other {@code Host} is refused with 400 before anything else runs. This stops DNS rebinding
 * (a hostile site whose name suddenly points at 127.0.0.1 would have the browser read our API as
 * its own) and links that carry a forged host name. The name is the request's server name, which
 * behind a proxy with {@code server.forward-headers-strategy=native} is {@code X-Forwarded-Host}.
 * Health checks are exempt: orchestrators probe by address and they reveal nothing.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 2)
class HostAllowListFilter extends OncePerRequestFilter {

    static final Set<String> LOCAL = Set.of("localhost", "127.0.0.1", "::1", "[::1]");

    private final Set<String> allowed;
    private final MessageSource messages;

    HostAllowListFilter(@Value("${prepstream.security.allowed-hosts:}") List<String> configured,
            MessageSource messages) {
        this.allowed = Stream.concat(LOCAL.stream(), configured.stream())
                .map(host -> host.strip().toLowerCase(Locale.ROOT)).filter(host -> !host.isEmpty())
                .collect(Collectors.toUnmodifiableSet());
        this.messages = messages;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String host = request.getServerName() == null ? "" : request.getServerName().toLowerCase(Locale.ROOT);
        if (allowed.contains(host) || host.endsWith(".localhost") || isHealthCheck(request)) {
            chain.doFilter(request, response);
            return;
        }
        ErrorProblems.write(request, response, messages, HttpStatus.BAD_REQUEST, "problem.host.unknown",
                host);
    }

    private static boolean isHealthCheck(HttpServletRequest request) {
        String path = request.getRequestURI();
        return "GET".equals(request.getMethod()) && (path.equals("/actuator/health") || path.startsWith("/actuator/health/"));
    }
}
