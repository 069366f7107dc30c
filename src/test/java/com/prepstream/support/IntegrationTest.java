package com.prepstream.support;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.ActiveProfiles;

/**
 * A test against the whole application on real PostgreSQL + pgvector and Redis. Every test starts
 * from a clean state (tables truncated, the test Redis database flushed). All integration tests
 * share this exact configuration so Spring caches one context and no stale context's workers
 * compete for stream entries.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
@Import(TestServices.class)
@ExtendWith(CleanStateExtension.class)
public @interface IntegrationTest {
}
