package com.prepstream.system;

import com.prepstream.ai.LanguageModels;
import java.sql.Connection;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.sql.DataSource;
import org.redisson.api.RedissonClient;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.info.BuildProperties;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.env.Environment;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** What the page shows in its status panel: version, reachability of the services, AI in use. */
@RestController
@RequestMapping("/api/system")
class SystemInfoController {

    private final DataSource dataSource;
    private final RedissonClient redisson;
    private final Environment environment;
    private final LanguageModels languageModels;
    private final String version;

    SystemInfoController(DataSource dataSource, RedissonClient redisson, Environment environment,
            LanguageModels languageModels, ObjectProvider<BuildProperties> buildProperties,
            @Value("${prepstream.version:dev}") String fallbackVersion) {
        this.dataSource = dataSource;
        this.redisson = redisson;
        this.environment = environment;
        this.languageModels = languageModels;
        BuildProperties build = buildProperties.getIfAvailable();
        this.version = build != null ? build.getVersion() : fallbackVersion;
    }

    record SystemInfo(String name, String version, String status, Map<String, String> components,
            Map<String, String> ai) {
    }

    @GetMapping("/info")
    SystemInfo info() {
        Map<String, String> components = new LinkedHashMap<>();
        components.put("db", databaseUp() ? "UP" : "DOWN");
        components.put("redis", redisUp() ? "UP" : "DOWN");
        String status = components.containsValue("DOWN") ? "DOWN" : "UP";
        return new SystemInfo("PrepStream", version, status, components, aiDescription());
    }

    private Map<String, String> aiDescription() {
        Map<String, String> ai = new LinkedHashMap<>();
        boolean chat = "openai".equals(environment.getProperty("spring.ai.model.chat"));
        boolean embedding = "openai".equals(environment.getProperty("spring.ai.model.embedding"));
        ai.put("chat", chat ? "OpenAI-compatible: " + environment.getProperty("spring.ai.openai.chat.options.model")
                : "offline (no language model configured)");
        ai.put("embedding", embedding
                ? "OpenAI-compatible: " + environment.getProperty("spring.ai.openai.embedding.options.model")
                : inProcessModels());
        return ai;
    }

    /** Each configured in-process model; the second one reads Chinese, Japanese and Korean text. */
    private String inProcessModels() {
        String primary = languageModels.primary().info().name() + " (in-process)";
        return languageModels.cjk().map(cjk -> primary + " + " + cjk.info().name() + " (in-process, CJK)")
                .orElse(primary);
    }

    private boolean databaseUp() {
        try (Connection connection = dataSource.getConnection()) {
            return connection.isValid(2);
        } catch (Exception e) {
            return false;
        }
    }

    private boolean redisUp() {
        try {
            redisson.getBucket("prepstream:ping").isExists();
            return true;
        } catch (Exception e) {
            return false;
        }
    }
}
