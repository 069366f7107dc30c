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

    @SuppressWarnings("unchecked")
    private static String role(Map<String, Object> service) {
        String value = String.valueOf(((Map<String, Object>) service.get("environment")).get("PREPSTREAM_ROLES"));
        return value.replaceAll("^\\$\\{[A-Z_]+:-(.*)}$", "$1"); // the default of ${VAR:-default}
    }
}
