package com.prepstream.account;

import com.prepstream.system.web.ErrorProblems;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;
import org.springframework.context.MessageSource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * {@code Authorization: Bearer <personal API token>} signs the request in as the token's owner,
 * with the owner's rights, for this request only (no session is made). A token that matches
 * nothing is answered 401 at once: a script with a revoked token should hear so, not be treated
 * as anonymous.
 */
class ApiTokenFilter extends OncePerRequestFilter {

    private static final String BEARER = "Bearer ";

    private final ApiTokenStore tokens;
    private final MessageSource messages;

    ApiTokenFilter(ApiTokenStore tokens, MessageSource messages) {
        this.tokens = tokens;
        this.messages = messages;
    }

    static boolean hasBearer(HttpServletRequest request) {
        String authorization = request.getHeader(HttpHeaders.AUTHORIZATION);
        return authorization != null && authorization.regionMatches(true, 0, BEARER, 0, BEARER.length());
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (!hasBearer(request)) {
            chain.doFilter(request, response);
            return;
        }
        String token = request.getHeader(HttpHeaders.AUTHORIZATION).substring(BEARER.length()).trim();
        Optional<AccountUser> owner = token.isEmpty() ? Optional.empty() : tokens.authenticate(token);
        if (owner.isEmpty()) {
            response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer error=\"invalid_token\"");
            ErrorProblems.write(request, response, messages, HttpStatus.UNAUTHORIZED, "problem.auth.badToken");
            return;
        }
        AccountUser user = owner.get();
        SecurityContext context = SecurityContextHolder.createEmptyContext();
        context.setAuthentication(UsernamePasswordAuthenticationToken.authenticated(user, null, user.getAuthorities()));
        SecurityContextHolder.setContext(context);
        try {
            chain.doFilter(request, response);
        } finally {
            SecurityContextHolder.clearContext();
        }
    }
}
