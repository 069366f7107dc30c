package com.prepstream.system.web;

import org.springframework.context.MessageSource;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/** Rate limits on the requests that start slow AI work or cost much (docs/security.md lists them). */
@Configuration(proxyBeanMethods = false)
class WebProtectionConfig implements WebMvcConfigurer {

    private final RateLimiter limiter;
    private final RateLimitProperties properties;
    private final MessageSource messages;

    WebProtectionConfig(RateLimiter limiter, RateLimitProperties properties, MessageSource messages) {
        this.limiter = limiter;
        this.properties = properties;
        this.messages = messages;
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        limit(registry, "upload", "POST", properties.uploads(), "/api/knowledgebase/upload", "/api/resumes/upload");
        limit(registry, "rerun", "POST", properties.reruns(), "/api/knowledgebase/*/revectorize",
                "/api/resumes/*/reanalyze", "/api/interview/sessions/*/re-evaluate",
                "/api/interview/sessions/*/complete", "/api/ops/streams/*/dead-letters/*/replay");
        limit(registry, "ask", "POST", properties.asks(), "/api/chat/sessions/*/messages");
        limit(registry, "search", "GET", properties.searches(), "/api/knowledgebase/search");
        // a PDF takes a layout pass and a note's reader text a fresh extraction of the stored file:
        // cheap once, not by the thousand
        limit(registry, "export", "GET", properties.exports(), "/api/resumes/*/analysis.pdf",
                "/api/interview/sessions/*/report.pdf", "/api/knowledgebase/*/text");
        limit(registry, "session", "POST", properties.sessions(), "/api/interview/sessions", "/api/chat/sessions");
        // every try, right or wrong (failed ones are also slowed per name: account/SignInThrottle)
        limit(registry, "sign-in", "POST", properties.signIns(), "/api/auth/sign-in", "/api/auth/sign-up");
    }

    private void limit(InterceptorRegistry registry, String bucket, String method, int limit, String... paths) {
        registry.addInterceptor(new RateLimitInterceptor(limiter, properties, bucket, method, limit, messages))
                .addPathPatterns(paths);
    }
}
