package com.prepstream.deployment;

import java.util.HashMap;
import java.util.Map;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Turns {@code prepstream.roles} into the settings that carry it out, before any bean exists:
 * <ul>
 * <li>a stream whose worker role is absent gets {@code prepstream.streams.<key>.enabled=false}: its
 * consumer (and with it the sweeper) does not start here, its producer still works;</li>
 * <li>without {@code web}, the main HTTP server is switched off ({@code server.port=-1}) and health and
 * metrics are served on the management port ({@code management.server.port}, default 8081): nothing but
 * the actuator answers, and {@link WebRoleConfiguration} leaves the API controllers out.</li>
 * </ul>
 * These override any other source: a role that is not configured never runs by accident.
 */
public class RoleEnvironment implements EnvironmentPostProcessor, Ordered {

    static final String SOURCE = "prepstreamRoles";
    static final String DEFAULT_MANAGEMENT_PORT = "8081";

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        Roles roles = Roles.parse(environment.getProperty(Roles.PROPERTY));
        Map<String, Object> derived = new HashMap<>();
        for (String key : Roles.WORKERS.values()) {
            if (!roles.runsWorker(key)) {
                derived.put("prepstream.streams." + key + ".enabled", "false");
            }
        }
        if (!roles.web()) {
            derived.put("server.port", "-1");
            derived.put("spring.web.resources.add-mappings", "false");
            derived.put("management.server.port",
                    environment.getProperty("management.server.port", DEFAULT_MANAGEMENT_PORT));
        }
        environment.getPropertySources().addFirst(new MapPropertySource(SOURCE, derived));
    }

    /** After the configuration files are read, so that roles can come from them too. */
    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }
}
