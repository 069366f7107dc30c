package com.prepstream.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import com.prepstream.support.IntegrationTest;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A client that opens a connection, starts a request and then goes silent (the slowloris pattern) holds
 * one of the connector's connections only for {@code server.tomcat.connection-timeout}, not Tomcat's
 * built-in 60 s: the server closes it first.
 */
@IntegrationTest
class SilentConnectionIntegrationTests {

    /** Longer than the configured timeout, well short of Tomcat's 60 s default: failing means the setting is gone. */
    static final int CLIENT_WAITS_MS = 30_000;

    @LocalServerPort
    int port;

    @Value("${server.tomcat.connection-timeout}")
    Duration connectionTimeout;

    @Test
    void aRequestWhoseHeadersStopComingIsClosedByTheServer() throws Exception {
        assertThat(connectionTimeout).isLessThan(Duration.ofMillis(CLIENT_WAITS_MS));
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
            socket.setSoTimeout(CLIENT_WAITS_MS);
            socket.getOutputStream().write("GET /api/system/info HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1"
                    .getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            assertClosedByServer(socket.getInputStream());
        }
    }

    /** Reads until the end of the stream; a read that times out means the server kept the connection open. */
    private static void assertClosedByServer(InputStream in) {
        assertThatCode(() -> {
            byte[] buffer = new byte[8192];
            while (in.read(buffer) >= 0) {
                // whatever the server answers (a 400 for the cut request, the rest of a response) is read past
            }
        }).as("the server closes a silent connection before the client's %d ms", CLIENT_WAITS_MS)
                .doesNotThrowAnyException();
    }
}
