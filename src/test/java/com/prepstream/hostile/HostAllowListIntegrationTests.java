package com.prepstream.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/** Issue 13 "safe defaults": only known host names are answered (the test profile allows prepstream.test). */
@IntegrationTest
class HostAllowListIntegrationTests {

    @LocalServerPort
    int port;

    RawHttp.Response get(String host, String path) throws Exception {
        return RawHttp.send(port, "GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nAccept-Language: en", "", false);
    }

    @Test
    void anUnknownHostIsRefusedBeforeAnythingRuns() throws Exception {
        for (String host : new String[] {"evil.example", "evil.example:" + port, "127.0.0.2", "localhost.evil.example"}) {
            RawHttp.Response refused = get(host, "/api/auth/me");
            assertThat(refused.status()).as(host).isEqualTo(400);
            assertThat(refused.header("Content-Type")).startsWith("application/problem+json");
            assertThat(refused.body()).contains("does not answer to the host name").contains("PREPSTREAM_ALLOWED_HOSTS");
        }
        // the page itself too: a rebound name gets nothing to run
        assertThat(get("evil.example", "/").status()).isEqualTo(400);
    }

    @Test
    void localNamesAndTheConfiguredOnesAreAnswered() throws Exception {
        for (String host : new String[] {"localhost", "localhost:" + port, "127.0.0.1:" + port, "[::1]:" + port,
                "PrepStream.Test", "prepstream.test:443", "app.localhost"}) {
            assertThat(get(host, "/api/auth/me").status()).as(host).isEqualTo(200);
        }
    }

    @Test
    void healthChecksByAddressAreAnswered() throws Exception {
        assertThat(get("10.1.2.3:" + port, "/actuator/health").status()).isEqualTo(200);
        assertThat(get("10.1.2.3:" + port, "/actuator/prometheus").status()).isEqualTo(400);
    }
}
