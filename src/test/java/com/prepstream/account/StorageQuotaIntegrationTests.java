package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.storage.FileStorage;
import com.prepstream.support.CleanStateExtension;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.HexFormat;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.client.RestClient;

/** The per-account storage quota: a clear 413 for the upload that does not fit, nothing stored lost. */
@IntegrationTest
class StorageQuotaIntegrationTests {

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    AccountProperties accounts;

    @Autowired
    FileStorage storage;

    @Autowired
    ApplicationContext spring;

    @AfterEach
    void awaitIdleWorkers() {
        CleanStateExtension.awaitNoTaskInFlight(jdbc, Duration.ofSeconds(30));
    }

    @Test
    void anUploadOverTheQuotaIsRefusedWith413AndNothingStoredIsLost() throws Exception {
        long quota = accounts.storageQuota().toBytes();
        // the admin already keeps all but 100 bytes of its quota (one big analysed resume)
        jdbc.update("""
                insert into resume (original_filename, content_type, size_bytes, file_hash, storage_key, analyze_status,
                                    owner_id)
                values ('big.pdf', 'application/pdf', ?, 'big', 'resume-1/bi/big', 'COMPLETED', ?)
                """, quota - 100, TestAdmin.ID);
        RestClient admin = client(TestAdmin.BEARER);
        String tooMuch = "Jane Doe\nSKILLS\nJava, Redis\n" + "x".repeat(200);

        for (String path : new String[] {"/api/resumes/upload", "/api/knowledgebase/upload"}) {
            ResponseEntity<String> refused = OwnershipMatrixIntegrationTests.upload(admin, path, "cv.txt", tooMuch);
            assertThat(refused.getStatusCode().value()).as(path).isEqualTo(413);
            assertThat(refused.getHeaders().getContentType().toString()).startsWith("application/problem+json");
            assertThat(refused.getBody()).contains("storage quota of 500.0 MB", "Nothing you stored was removed");
        }
        assertThat(jdbc.queryForList("select original_filename from resume", String.class)).containsExactly("big.pdf");
        assertThat(jdbc.queryForObject("select count(*) from knowledge_base", Integer.class)).isZero();
        // refused before its bytes were kept: no file left behind in either area
        assertThat(storage.exists("resume-1/" + sha256(tooMuch).substring(0, 2) + "/" + sha256(tooMuch))).isFalse();
        assertThat(storage.exists("knowledgebase-1/" + sha256(tooMuch).substring(0, 2) + "/" + sha256(tooMuch)))
                .isFalse();

        // what still fits is accepted; another account has its own quota
        assertThat(OwnershipMatrixIntegrationTests.upload(admin, "/api/resumes/upload", "short.txt", "Jane Doe\nJava").getStatusCode().value())
                .isEqualTo(202);
        TestAdmin.createAccount(spring, "bob", "USER", "bob-token");
        assertThat(OwnershipMatrixIntegrationTests.upload(client("Bearer bob-token"), "/api/resumes/upload", "cv.txt", tooMuch).getStatusCode().value())
                .isEqualTo(202);
    }

    @Test
    void theQuotaMessageIsInTheReadersLanguage() {
        jdbc.update("""
                insert into knowledge_base (name, original_filename, content_type, size_bytes, file_hash, storage_key,
                                            vector_status, owner_id)
                values ('big', 'big.md', 'text/markdown', ?, 'big', 'knowledgebase-1/bi/big', 'COMPLETED', ?)
                """, accounts.storageQuota().toBytes(), TestAdmin.ID);
        RestClient chinese = RestClient.builder().baseUrl("http://localhost:" + port)
                .defaultHeader("Authorization", TestAdmin.BEARER).defaultHeader("Accept-Language", "zh-CN")
                .defaultStatusHandler(status -> true, (request, response) -> {
                }).build();
        ResponseEntity<String> refused = OwnershipMatrixIntegrationTests.upload(chinese, "/api/knowledgebase/upload", "notes.md", "# Redis");
        assertThat(refused.getStatusCode().value()).isEqualTo(413);
        assertThat(refused.getBody()).contains("存储配额");
    }

    private RestClient client(String authorization) {
        return RestClient.builder().baseUrl("http://localhost:" + port).defaultHeader("Authorization", authorization)
                .defaultHeader("Accept-Language", "en").defaultStatusHandler(status -> true, (request, response) -> {
                }).build();
    }


    private static String sha256(String text) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    }
}
