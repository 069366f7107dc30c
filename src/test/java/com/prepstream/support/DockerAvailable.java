package com.prepstream.support;

import org.springframework.context.annotation.Condition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.core.type.AnnotatedTypeMetadata;
import org.testcontainers.DockerClientFactory;

/** True where a Docker engine answers; asked once per test JVM (the probe logs an error when none does). */
public class DockerAvailable implements Condition {

    private static volatile Boolean available;

    public static boolean isAvailable() {
        if (available == null) {
            boolean forcedLocal = "local".equalsIgnoreCase(System.getenv("PREPSTREAM_TEST_SERVICES"));
            available = !forcedLocal && DockerClientFactory.instance().isDockerAvailable();
        }
        return available;
    }

    @Override
    public boolean matches(ConditionContext context, AnnotatedTypeMetadata metadata) {
        return isAvailable();
    }
}
