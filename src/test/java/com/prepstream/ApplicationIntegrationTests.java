package com.prepstream;

import com.prepstream.support.TestAdmin;
import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.client.RestClient;

@IntegrationTest
class ApplicationIntegrationTests {

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void healthReportsDatabaseAndRedisUp() {
        String body = RestClient.create("http://localhost:" + port).get().uri("/actuator/health")
                .retrieve().body(String.class);
        assertThat(body).contains("\"status\":\"UP\"").contains("\"db\"").contains("\"redis\"");
        assertThat(body).doesNotContain("DOWN");
    }

    @Test
    void migrationsEnableThePgvectorExtension() {
        Integer count = jdbc.queryForObject("select count(*) from pg_extension where extname = 'vector'", Integer.class);
        assertThat(count).isEqualTo(1);
    }

    @Test
    void systemInfoShowsLiveComponents() {
        String body = TestAdmin.restClient().baseUrl("http://localhost:" + port).defaultHeader("Authorization", TestAdmin.BEARER).build().get().uri("/api/system/info")
                .retrieve().body(String.class);
        assertThat(body).contains("\"db\":\"UP\"").contains("\"redis\":\"UP\"").contains("offline (no language model configured)").contains("\"version\":\"0.1.0-SNAPSHOT\"")
                // both in-process models that read the notes, not a fixed name
                .contains("all-minilm-l6-v2-q (in-process) + bge-small-zh-v15-q-lowercase (in-process, CJK)");
    }

    @Test
    void prometheusEndpointIsExposed() {
        String body = RestClient.create("http://localhost:" + port).get().uri("/actuator/prometheus")
                .retrieve().body(String.class);
        assertThat(body).contains("jvm_memory_used_bytes");
    }
}
