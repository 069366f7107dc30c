package com.prepstream.support;

import com.prepstream.PrepStreamApplication;
import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

/**
 * Another instance of the application, on a free port, on the same PostgreSQL and Redis as the shared
 * test context. Its settings go in as command-line arguments: as default properties they would lose to
 * application.yml (server.port=0 among them, so it would take 8080).
 */
public final class SecondInstance {

    private SecondInstance() {
    }

    public static ConfigurableApplicationContext start(Environment shared, String... settings) {
        List<String> arguments = new ArrayList<>(List.of("--server.port=0"));
        for (String property : List.of("spring.datasource.url", "spring.datasource.username",
                "spring.datasource.password", "spring.data.redis.host", "spring.data.redis.port",
                "spring.data.redis.database")) {
            arguments.add("--" + property + "=" + shared.getProperty(property));
        }
        for (String setting : settings) {
            arguments.add("--" + setting);
        }
        return new SpringApplicationBuilder(PrepStreamApplication.class).profiles("test")
                .run(arguments.toArray(String[]::new));
    }
}
