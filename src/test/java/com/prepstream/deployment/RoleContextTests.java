package com.prepstream.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.stream.AbstractStreamConsumer;
import com.prepstream.support.TestAdmin;
import com.prepstream.support.TestServices;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalManagementPort;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Import;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * One jar, roles by configuration: a worker-only process has no API handler and answers only health and
 * metrics on its management port, with every consumer running; a web-only process serves the API and
 * starts no consumer. Each context is closed after its class, so its consumers never compete with the
 * shared integration-test context for stream entries.
 */
class RoleContextTests {

    @Nested
    @SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
            properties = {"prepstream.roles=worker", "management.server.port=0"})
    @ActiveProfiles("test")
    @Import(TestServices.class)
    @DirtiesContext(classMode = DirtiesContext.ClassMode.AFTER_CLASS)
    class WorkerOnly {

        @Autowired
        ApplicationContext context;

        @Autowired
        @Qualifier("requestMappingHandlerMapping")
        RequestMappingHandlerMapping handlers;

        @LocalManagementPort
        int managementPort;

        @Test
        void hasNoApiHandlerAndServesHealthAndMetricsOnTheManagementPort() throws Exception {
            assertThat(applicationHandlers(handlers)).isEmpty();
            assertThat(context.getEnvironment().getProperty("server.port")).isEqualTo("-1");
            assertThat(get(managementPort, "/actuator/health").statusCode()).isEqualTo(200);
            HttpResponse<String> metrics = get(managementPort, "/actuator/prometheus");
            assertThat(metrics.statusCode()).isEqualTo(200);
            assertThat(metrics.body()).contains("application=\"prepstream\"");
            // no handler (asserted above); an anonymous request meets the sign-in check first
            assertThat(get(managementPort, "/api/knowledgebase/list").statusCode()).isEqualTo(404);
        }

        @Test
        void runsEveryConsumer() {
            assertThat(consumers(context)).hasSize(3).allMatch(AbstractStreamConsumer::isRunning);
        }
    }

    @Nested
    @SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "prepstream.roles=web")
    @ActiveProfiles("test")
    @Import(TestServices.class)
    @DirtiesContext(classMode = DirtiesContext.ClassMode.AFTER_CLASS)
    class WebOnly {

        @Autowired
        ApplicationContext context;

        @Autowired
        @Qualifier("requestMappingHandlerMapping")
        RequestMappingHandlerMapping handlers;

        @LocalServerPort
        int port;

        @Test
        void servesTheApiAndStartsNoConsumer() throws Exception {
            assertThat(consumers(context)).hasSize(3).noneMatch(AbstractStreamConsumer::isRunning);
            assertThat(applicationHandlers(handlers)).anyMatch(pattern -> pattern.startsWith("/api/"));
            assertThat(get(port, "/api/knowledgebase/list").statusCode()).as("answered by the API").isNotEqualTo(404);
            assertThat(get(port, "/actuator/health").statusCode()).isEqualTo(200);
        }
    }

    @SuppressWarnings("rawtypes")
    static Collection<AbstractStreamConsumer> consumers(ApplicationContext context) {
        return context.getBeansOfType(AbstractStreamConsumer.class).values();
    }

    /** Request paths of handler methods declared by the application (not Spring's own, not the error page). */
    static List<String> applicationHandlers(RequestMappingHandlerMapping handlers) {
        return handlers.getHandlerMethods().entrySet().stream()
                .filter(entry -> entry.getValue().getBeanType().getName().startsWith("com.prepstream."))
                .filter(entry -> !ErrorController.class.isAssignableFrom(entry.getValue().getBeanType()))
                .flatMap(entry -> entry.getKey().getPatternValues().stream()).toList();
    }

    static HttpResponse<String> get(int port, String path) throws Exception {
        // Signed in, so a missing handler answers 404 rather than the security chain's 401.
        return HttpClient.newHttpClient().send(TestAdmin.request(URI.create("http://127.0.0.1:" + port + path))
                .build(), HttpResponse.BodyHandlers.ofString());
    }
}
