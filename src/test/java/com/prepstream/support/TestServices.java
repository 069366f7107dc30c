package com.prepstream.support;

import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.testcontainers.service.connection.ServiceConnection;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.test.context.DynamicPropertyRegistrar;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.postgresql.PostgreSQLContainer;
import org.testcontainers.utility.DockerImageName;

/**
 * The one switch between container and local services for integration tests. Where a Docker
 * engine answers, PostgreSQL (pgvector image) and Redis run as Testcontainers and replace the
 * connection settings; elsewhere none of these beans exist and the tests use the local services
 * configured in {@code application-test.yml} (made ready by {@code scripts/services.sh}).
 */
@TestConfiguration(proxyBeanMethods = false)
@Conditional(DockerAvailable.class)
public class TestServices {

    @Bean
    @ServiceConnection
    PostgreSQLContainer postgres() {
        return new PostgreSQLContainer(DockerImageName.parse("pgvector/pgvector:pg16")
                .asCompatibleSubstituteFor("postgres"));
    }

    @Bean
    GenericContainer<?> redis() {
        return new GenericContainer<>(DockerImageName.parse("redis:7")).withExposedPorts(6379);
    }

    /** Redisson reads spring.data.redis.*, so the container's address is handed over as properties. */
    @Bean
    DynamicPropertyRegistrar redisProperties(GenericContainer<?> redis) {
        return registry -> {
            registry.add("spring.data.redis.host", redis::getHost);
            registry.add("spring.data.redis.port", () -> redis.getMappedPort(6379));
            registry.add("spring.data.redis.database", () -> 0);
        };
    }
}
