package com.prepstream.support;

import java.util.List;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.redisson.api.RedissonClient;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.junit.jupiter.SpringExtension;

/** Truncates every application table and flushes the test Redis database before each test. */
public class CleanStateExtension implements BeforeEachCallback {

    @Override
    public void beforeEach(ExtensionContext context) {
        ApplicationContext spring = SpringExtension.getApplicationContext(context);
        JdbcTemplate jdbc = spring.getBean(JdbcTemplate.class);
        List<String> tables = jdbc.queryForList("""
                select quote_ident(tablename) from pg_tables
                where schemaname = 'public' and tablename <> 'flyway_schema_history'
                """, String.class);
        if (!tables.isEmpty()) {
            jdbc.execute("truncate table " + String.join(", ", tables) + " restart identity cascade");
        }
        spring.getBean(RedissonClient.class).getKeys().flushdb();
    }
}
