package com.prepstream.system.web;

import com.prepstream.system.ProblemMessages;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.security.Principal;
import java.util.Locale;
import org.springframework.context.MessageSource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Answers 429 with Retry-After once a client used up its budget for this kind of request. Two
 * budgets are counted, each at the same limit: the client address's, and (when signed in) the
 * account's, so neither many accounts behind one address nor one account from many addresses
 * gets more than its share. The 429 names the bucket in the request's language
 * ({@code rateLimit.<bucket>} in the messages), never by its internal key.
 */
class RateLimitInterceptor implements HandlerInterceptor {

    private final RateLimiter limiter;
    private final RateLimitProperties properties;
    private final String bucket;
    private final String method;
    private final int limit;
    private final MessageSource messages;

    RateLimitInterceptor(RateLimiter limiter, RateLimitProperties properties, String bucket, String method,
            int limit, MessageSource messages) {
        this.limiter = limiter;
        this.properties = properties;
        this.messages = messages;
        this.bucket = bucket;
        this.method = method;
        this.limit = limit;
    }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
            throws IOException {
        // an async request (a streamed or deferred answer) is dispatched again when its result is ready;
        // that second pass is the same request and must not count twice
        if (!properties.enabled() || !counts(request.getMethod())
                || request.getDispatcherType() == DispatcherType.ASYNC) {
            return true;
        }
        RateLimiter.Decision decision = limiter.tryAcquire(bucket, "ip:" + request.getRemoteAddr(), limit,
                properties.window());
        // the account (Spring Security's principal, whatever signed it in) has its own budget too
        Principal account = request.getUserPrincipal();
        if (decision.allowed() && account != null) {
            decision = limiter.tryAcquire(bucket, "account:" + account.getName().toLowerCase(Locale.ROOT), limit,
                    properties.window());
        }
        if (decision.allowed()) {
            return true;
        }
        long seconds = Math.max(1, (decision.retryAfter().toMillis() + 999) / 1000);
        response.setHeader(HttpHeaders.RETRY_AFTER, String.valueOf(seconds));
        ErrorProblems.write(request, response, messages, HttpStatus.TOO_MANY_REQUESTS, "problem.tooManyRequests",
                ProblemMessages.message("rateLimit." + bucket), seconds);
        return false;
    }

    /** HEAD runs the GET handler whole (Spring only drops the body), so it costs what a GET costs. */
    private boolean counts(String requestMethod) {
        return method.equals(requestMethod) || ("GET".equals(method) && "HEAD".equals(requestMethod));
    }
}
