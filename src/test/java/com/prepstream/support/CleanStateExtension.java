package com.prepstream.support;

import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.redisson.api.RedissonClient;
import org.springframework.context.ApplicationContext;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.junit.jupiter.SpringExtension;

/**
 * Truncates every application table and flushes the test Redis database before each test, then
 * creates the test admin account ({@link TestAdmin}) that the tests call the API as.
 */
public class CleanStateExtension implements BeforeEachCallback {

    private static final int ATTEMPTS = 5;

    /**
     * For a test's {@code @AfterEach}: leaves no task in flight, so that no worker is still writing when
     * the next test's clean-up truncates the tables (the retry below copes with it, this avoids it).
     */
    public static void awaitNoTaskInFlight(JdbcTemplate jdbc, Duration within) {
        Awaitility.await().atMost(within).until(() -> jdbc.queryForObject(
                "select count(*) from stream_task where status in ('PENDING', 'PROCESSING')", Integer.class) == 0);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        ApplicationContext spring = SpringExtension.getApplicationContext(context);
        truncateAll(spring.getBean(JdbcTemplate.class));
        spring.getBean(RedissonClient.class).getKeys().flushdb();
        TestAdmin.createAdmin(spring);
    }

    /**
     * A worker of the shared context may still be finishing the previous test's task; TRUNCATE then
     * waits for its locks or, in a lock cycle, is chosen as the deadlock victim. Either way trying
     * again shortly after succeeds, so a leftover task never fails the next test.
     */
    private static void truncateAll(JdbcTemplate jdbc) {
        List<String> tables = jdbc.queryForList("""
                select quote_ident(tablename) from pg_tables
                where schemaname = 'public' and tablename <> 'flyway_schema_history'
                """, String.class);
        if (tables.isEmpty()) {
            return;
        }
        String truncate = "truncate table " + String.join(", ", tables) + " restart identity cascade";
        for (int attempt = 1; ; attempt++) {
            try {
                // one connection for both statements: the lock timeout applies to this truncate only
                jdbc.execute((ConnectionCallback<Void>) connection -> {
                    try (Statement statement = connection.createStatement()) {
                        statement.execute("set lock_timeout = '3s'");
                        try {
                            statement.execute(truncate);
                        } finally {
                            statement.execute("set lock_timeout = 0");
                        }
                    }
                    return null;
                });
                return;
            } catch (DataAccessException e) {
                if (attempt == ATTEMPTS) {
                    throw e;
                }
            }
        }
    }
}
