package com.prepstream.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * docker-compose.yml keeps the worker service scalable ({@code --scale worker=3}): no host port (replicas
 * would collide), the worker role, the uploaded files shared with the web tier, and time to shut down
 * gracefully. The roles named there must be ones the jar accepts.
 */
class ComposeTopologyTests {

    @Test
    @SuppressWarnings("unchecked")
    void workerServiceCanBeScaled() throws Exception {
        Map<String, Object> compose;
        try (Reader reader = Files.newBufferedReader(Path.of("docker-compose.yml"))) {
            compose = new Yaml().load(reader);
        }
        Map<String, Object> services = (Map<String, Object>) compose.get("services");
        Map<String, Object> worker = (Map<String, Object>) services.get("worker");
        Map<String, Object> app = (Map<String, Object>) services.get("app");
        assertThat(worker).doesNotContainKey("ports").doesNotContainKey("container_name");
        assertThat(role(worker)).isEqualTo("worker");
        assertThat(Roles.parse(role(worker)).web()).isFalse();
        assertThat(Roles.parse(role(app)).web()).isTrue();
        assertThat((List<String>) worker.get("volumes")).isEqualTo(app.get("volumes"));
        assertThat(worker.get("stop_grace_period")).isNotNull();
    }

    /**
     * Issue 28: no password is written in the compose files; each comes from .env (made by
     * scripts/compose-env.sh) and compose refuses to start without it ({@code ${VAR:?message}}); an
     * optional one (the bootstrap admin's) defaults to empty, never to a value.
     * Redis asks for one too, and the app is given it.
     */
    @Test
    @SuppressWarnings("unchecked")
    void noFixedPasswordRemainsAndRedisAsksForOne() throws Exception {
        Map<String, Object> compose;
        try (Reader reader = Files.newBufferedReader(Path.of("docker-compose.yml"))) {
            compose = new Yaml().load(reader);
        }
        Map<String, Object> services = (Map<String, Object>) compose.get("services");
        for (Map.Entry<String, Object> service : services.entrySet()) {
            Map<String, Object> environment = (Map<String, Object>) ((Map<String, Object>) service.getValue())
                    .getOrDefault("environment", Map.of());
            environment.forEach((name, value) -> {
                if (name.contains("PASSWORD")) {
                    assertThat(String.valueOf(value)).as(service.getKey() + " " + name).matches("\\$\\{[A-Z_]+(:\\?.+|:-)}");
                }
            });
        }
        Map<String, Object> app = (Map<String, Object>) services.get("app");
        assertThat((Map<String, Object>) app.get("environment")).containsKeys("PREPSTREAM_DB_PASSWORD",
                "SPRING_DATA_REDIS_PASSWORD");
        Map<String, Object> redis = (Map<String, Object>) services.get("redis");
        assertThat(String.join(" ", (List<String>) redis.get("command"))).contains("requirepass");
        assertThat(Files.exists(Path.of("docker/postgres-init.sql"))).isFalse();
        assertThat(Files.readString(Path.of("docker/postgres-init.sh")))
                .doesNotContainPattern("(?i)password\\s+'[^']*'").contains(":'app_password'");
        assertThat(Files.readString(Path.of(".gitignore"))).containsPattern("(?m)^\\.env$");
    }

    @SuppressWarnings("unchecked")
    private static String role(Map<String, Object> service) {
        String value = String.valueOf(((Map<String, Object>) service.get("environment")).get("PREPSTREAM_ROLES"));
        return value.replaceAll("^\\$\\{[A-Z_]+:-(.*)}$", "$1"); // the default of ${VAR:-default}
    }
}
