package com.prepstream.account;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Spring Security makes the CSRF token only when something asks for it; the page needs its
 * XSRF-TOKEN cookie before its first write, so every page request asks (the token is read by the
 * page's script and sent back as X-XSRF-TOKEN).
 */
class CsrfCookieFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        CsrfToken token = (CsrfToken) request.getAttribute(CsrfToken.class.getName());
        if (token != null && !ApiTokenFilter.hasBearer(request)) {
            token.getToken();
        }
        chain.doFilter(request, response);
    }
}
