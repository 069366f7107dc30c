package com.prepstream.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Every request body is bounded before anything reads it, whatever its method, path and content
 * type, signed in or not: a body declared or streamed past the limit is answered 413 as a problem
 * and the server closes the connection instead of reading on. The bodies are streamed from one
 * small buffer, so the test never holds them.
 */
@IntegrationTest
class BoundedBodyIntegrationTests {

    static final String HUGE = "1500000000";

    /** More than the server would ever read of a refused body (Tomcat drains at most 25 MB). */
    static final long WRITE_AT_MOST = 64L * 1024 * 1024;

    @LocalServerPort
    int port;

    StreamedBody.Outcome declared(String method, String path, String contentType) throws Exception {
        return StreamedBody.send(port, method + " " + path + " HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en"
                + "\r\nContent-Type: " + contentType + "\r\nContent-Length: " + HUGE, false, WRITE_AT_MOST);
    }

    StreamedBody.Outcome chunked(String method, String path, String contentType) throws Exception {
        return StreamedBody.send(port, method + " " + path + " HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en"
                + "\r\nContent-Type: " + contentType + "\r\nTransfer-Encoding: chunked", true, WRITE_AT_MOST);
    }

    static void assertRefusedUnread(StreamedBody.Outcome outcome, String detailPart) {
        RawHttp.Response response = outcome.response();
        assertThat(response.status()).as(response.raw()).isEqualTo(413);
        assertThat(response.header("Content-Type")).as(response.raw()).startsWith("application/problem+json");
        assertThat(response.body()).contains("\"status\":413").contains(detailPart);
        // the server closed the connection before the client could send what it offered
        assertThat(outcome.writerStopped()).as("writer stopped by the server after %d bytes", outcome.written()).isTrue();
        assertThat(outcome.written()).isLessThan(WRITE_AT_MOST);
    }

    @Test
    void a15GbFormPutWithoutAnAccountIsRefusedUnread() throws Exception {
        assertRefusedUnread(declared("PUT", "/api/auth/me", "application/x-www-form-urlencoded"), "limited to 256 KB");
    }

    @Test
    void aChunkedFormPutWithoutAnAccountIsRefusedAtTheLimit() throws Exception {
        assertRefusedUnread(chunked("PUT", "/api/auth/me", "application/x-www-form-urlencoded"), "limited to 256 KB");
    }

    @Test
    void everyContentTypeOnAnyPathIsBounded() throws Exception {
        String[][] cases = {
                {"POST", "/api/auth/sign-in", "text/plain"},
                {"DELETE", "/api/knowledgebase/1", "application/octet-stream"},
                {"PATCH", "/", "application/x-www-form-urlencoded; charset=UTF-8"},
                {"POST", "/api/nothing-here", "application/xml"},
                {"GET", "/api/knowledgebase/list", "application/json"}};
        for (String[] request : cases) {
            assertRefusedUnread(declared(request[0], request[1], request[2]), "limited to 256 KB");
            assertRefusedUnread(chunked(request[0], request[1], request[2]), "limited to 256 KB");
        }
    }

    @Test
    void aMultipartBodyPastTheUploadLimitIsRefusedUnread() throws Exception {
        assertRefusedUnread(declared("POST", "/api/knowledgebase/upload", "multipart/form-data; boundary=x"),
                "larger than the upload limit");
        assertRefusedUnread(declared("PUT", "/api/auth/me", "multipart/form-data; boundary=x"),
                "larger than the upload limit");
    }
}
