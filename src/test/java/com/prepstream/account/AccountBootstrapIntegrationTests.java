package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.PrepStreamApplication;
import com.prepstream.support.IntegrationTest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerInitializedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Issue 28: the bootstrap admin exists before the web server opens its port, so nobody can sign up
 * under its name first. A second instance (web only) is started with a bootstrap admin, and the
 * moment its port opens (WebServerInitializedEvent) the account table is read.
 */
@IntegrationTest
class AccountBootstrapIntegrationTests {

    @Autowired
    Environment shared;

    @Autowired
    JdbcTemplate jdbc;

    ConfigurableApplicationContext second;

    @AfterEach
    void closeTheSecondInstance() {
        if (second != null) {
            second.close();
        }
    }

    @Test
    void theBootstrapAdminExistsWhenThePortOpens() {
        AtomicReference<List<String>> atPortOpening = new AtomicReference<>();
        ApplicationListener<WebServerInitializedEvent> portOpened = event -> atPortOpening.set(jdbc.queryForList(
                "select role from account where username = 'boot-admin'", String.class));
        second = new SpringApplicationBuilder(PrepStreamApplication.class).profiles("test").listeners(portOpened)
                .run(arguments("prepstream.roles=web", "prepstream.accounts.bootstrap.name=boot-admin",
                        "prepstream.accounts.bootstrap.token=boot-admin-token"));

        assertThat(atPortOpening.get()).containsExactly("ADMIN");
        assertThat(jdbc.queryForObject("select count(*) from api_token t join account a on a.id = t.account_id"
                + " where a.username = 'boot-admin'", Integer.class)).isEqualTo(1);
    }

    private String[] arguments(String... settings) {
        List<String> arguments = new ArrayList<>(List.of("--server.port=0"));
        for (String property : List.of("spring.datasource.url", "spring.datasource.username",
                "spring.datasource.password", "spring.data.redis.host", "spring.data.redis.port",
                "spring.data.redis.database")) {
            arguments.add("--" + property + "=" + shared.getProperty(property));
        }
        for (String setting : settings) {
            arguments.add("--" + setting);
        }
        return arguments.toArray(String[]::new);
    }
}
