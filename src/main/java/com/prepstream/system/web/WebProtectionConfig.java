package com.prepstream.system.web;

import org.springframework.context.MessageSource;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/** Rate limits on the writes that start slow AI work. */
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
        registry.addInterceptor(new RateLimitInterceptor(limiter, properties, "upload", properties.uploads(), messages))
                .addPathPatterns("/api/knowledgebase/upload", "/api/resumes/upload");
        registry.addInterceptor(new RateLimitInterceptor(limiter, properties, "rerun", properties.reruns(), messages))
                .addPathPatterns("/api/knowledgebase/*/revectorize", "/api/resumes/*/reanalyze",
                        "/api/interview/sessions/*/re-evaluate", "/api/interview/sessions/*/complete",
                        "/api/ops/streams/*/dead-letters/*/replay");
        registry.addInterceptor(new RateLimitInterceptor(limiter, properties, "ask", properties.asks(), messages))
                .addPathPatterns("/api/chat/sessions/*/messages");
    }
}
