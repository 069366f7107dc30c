package com.prepstream.system.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.servlet.HandlerInterceptor;

/** Answers 429 with Retry-After once a client used up its budget for this kind of request. */
class RateLimitInterceptor implements HandlerInterceptor {

    private final RateLimiter limiter;
    private final RateLimitProperties properties;
    private final String bucket;
    private final int limit;

    RateLimitInterceptor(RateLimiter limiter, RateLimitProperties properties, String bucket, int limit) {
        this.limiter = limiter;
        this.properties = properties;
        this.bucket = bucket;
        this.limit = limit;
    }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
            throws IOException {
        if (!properties.enabled() || !"POST".equals(request.getMethod())) {
            return true;
        }
        RateLimiter.Decision decision = limiter.tryAcquire(bucket, request.getRemoteAddr(), limit, properties.window());
        if (decision.allowed()) {
            return true;
        }
        long seconds = Math.max(1, (decision.retryAfter().toMillis() + 999) / 1000);
        response.setStatus(HttpStatus.TOO_MANY_REQUESTS.value());
        response.setHeader(HttpHeaders.RETRY_AFTER, String.valueOf(seconds));
        response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
        response.getWriter().write("""
                {"type":"about:blank","title":"Too many requests","status":429,\
                "detail":"Too many %s requests from this client; try again in %d s"}"""
                .formatted(bucket, seconds));
        return false;
    }
}
