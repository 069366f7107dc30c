package com.prepstream.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.prepstream.account.AccountProperties;
import com.prepstream.support.CleanStateExtension;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.web.client.RestClient;

/**
 * Two uploads that both fit the room left when they start, but not together: the one the quota
 * refuses under the account's lock leaves no file behind (its bytes were not kept before the check).
 */
@IntegrationTest
class RefusedUploadIntegrationTests {

    // StorageQuota's advisory lock: (space, account id)
    static final int LOCK_SPACE = 0x51074;

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    DataSource dataSource;

    @Autowired
    AccountProperties accounts;

    @Autowired
    FileStorage storage;

    @AfterEach
    void awaitIdleWorkers() {
        CleanStateExtension.awaitNoTaskInFlight(jdbc, Duration.ofSeconds(30));
    }

    @Test
    void theUploadRefusedUnderTheLockLeavesNoFile() throws Exception {
        jdbc.update("""
                insert into resume (original_filename, content_type, size_bytes, file_hash, storage_key, analyze_status,
                                    owner_id)
                values ('big.pdf', 'application/pdf', ?, 'big', 'resume-1/bi/big', 'COMPLETED', ?)
                """, accounts.storageQuota().toBytes() - 300, TestAdmin.ID);
        List<String> notes = List.of("# Redis\n" + "a".repeat(192), "# Kafka\n" + "b".repeat(192));
        for (String text : notes) {
            storage.delete(key(text)); // the storage directory outlives the tables a test run truncates
        }
        List<CompletableFuture<ResponseEntity<String>>> uploads;
        try (Connection holder = dataSource.getConnection(); Statement sql = holder.createStatement()) {
            // both uploads pass the early check (200 of 300 bytes free), then wait for the account's lock
            sql.execute("select pg_advisory_lock(" + LOCK_SPACE + ", " + TestAdmin.ID + ")");
            uploads = notes.stream().map(text -> CompletableFuture.supplyAsync(() -> upload(text))).toList();
            awaitWaitersOnTheLock(2);
            sql.execute("select pg_advisory_unlock(" + LOCK_SPACE + ", " + TestAdmin.ID + ")");
        }
        int accepted = 0;
        for (int i = 0; i < notes.size(); i++) {
            ResponseEntity<String> answer = uploads.get(i).get(30, TimeUnit.SECONDS);
            String key = key(notes.get(i));
            if (answer.getStatusCode().value() == 413) {
                assertThat(storage.exists(key)).as("the refused upload's file").isFalse();
            } else {
                assertThat(answer.getStatusCode().value()).as(answer.getBody()).isEqualTo(202);
                assertThat(storage.exists(key)).isTrue();
                accepted++;
            }
        }
        assertThat(accepted).isEqualTo(1);
    }

    private void awaitWaitersOnTheLock(int waiters) {
        await("uploads waiting on the account's lock").atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(20))
                .until(() -> jdbc.queryForObject(
                        "select count(*) from pg_locks where locktype = 'advisory' and not granted", Integer.class) >= waiters);
    }

    private ResponseEntity<String> upload(String text) {
        LinkedMultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
        form.add("file", new ByteArrayResource(text.getBytes(StandardCharsets.UTF_8)) {
            @Override
            public String getFilename() {
                return "notes.md";
            }
        });
        return RestClient.builder().baseUrl("http://localhost:" + port).defaultHeader("Authorization", TestAdmin.BEARER)
                .defaultStatusHandler(status -> true, (request, response) -> {
                }).build()
                .post().uri("/api/knowledgebase/upload").contentType(MediaType.MULTIPART_FORM_DATA).body(form)
                .retrieve().toEntity(String.class);
    }

    private static String key(String text) throws Exception {
        return "knowledgebase-" + TestAdmin.ID + "/" + sha256(text).substring(0, 2) + "/" + sha256(text);
    }

    private static String sha256(String text) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    }
}
