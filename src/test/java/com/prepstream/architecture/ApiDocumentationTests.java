package com.prepstream.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.IntegrationTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.RequestMappingInfoHandlerMapping;

/**
 * docs/api.md lists every endpoint the application serves, and nothing else: the rows of its tables
 * are compared with the handlers mapped in the running application (controllers and actuator).
 */
@IntegrationTest
class ApiDocumentationTests {

    static final Path API_DOC = Path.of("docs", "api.md");

    /** A table row naming an endpoint: {@code | `GET /api/x/{id}` | ...}. */
    private static final Pattern ROW = Pattern.compile("^\\|\\s*`([A-Z]+) (/[^`\\s]*)`");

    @Autowired
    ApplicationContext context;

    @Test
    void everyServedEndpointIsDocumentedAndEveryDocumentedOneIsServed() throws IOException {
        Set<String> served = servedEndpoints();
        Set<String> documented = documentedEndpoints(Files.readAllLines(API_DOC, StandardCharsets.UTF_8));

        Set<String> undocumented = new TreeSet<>(served);
        undocumented.removeAll(documented);
        Set<String> notServed = new TreeSet<>(documented);
        notServed.removeAll(served);

        SoftAssertions.assertSoftly(softly -> {
            softly.assertThat(undocumented)
                    .as("Endpoints served but missing from %s. Add one row per endpoint to the table of its feature"
                            + " (path exactly as mapped; ANY = no method restriction):%n%s%n", API_DOC,
                            undocumented.stream()
                                    .map(e -> "| `" + e + "` | what it does | statuses (202, 404, 409...) |")
                                    .collect(Collectors.joining("\n")))
                    .isEmpty();
            softly.assertThat(notServed)
                    .as("Rows in %s that no handler serves: remove them, or correct the method/path to the mapping",
                            API_DOC)
                    .isEmpty();
        });
    }

    @Test
    void rowsAreReadFromTableLinesOnly() {
        assertThat(documentedEndpoints(List.of(
                "| `GET /api/a/{id}` | x | 200 |",
                "|`POST /api/b`|x|202|",
                "prose naming `GET /api/c` is no row",
                "| `ANY /error` | x | y |")))
                .containsExactlyInAnyOrder("GET /api/a/{id}", "POST /api/b", "ANY /error");
    }

    /** {@code METHOD /path} for every mapping of every request-mapping handler mapping. */
    Set<String> servedEndpoints() {
        Set<String> endpoints = new TreeSet<>();
        for (RequestMappingInfoHandlerMapping mapping
                : context.getBeansOfType(RequestMappingInfoHandlerMapping.class).values()) {
            for (RequestMappingInfo info : mapping.getHandlerMethods().keySet()) {
                Set<RequestMethod> methods = info.getMethodsCondition().getMethods();
                Set<String> names = methods.isEmpty() ? Set.of("ANY")
                        : methods.stream().map(RequestMethod::name).collect(Collectors.toSet());
                for (String path : info.getPatternValues()) {
                    names.forEach(method -> endpoints.add(method + " " + path));
                }
            }
        }
        assertThat(endpoints).as("the application maps handlers at all").isNotEmpty();
        return endpoints;
    }

    static Set<String> documentedEndpoints(List<String> lines) {
        Set<String> endpoints = new TreeSet<>();
        for (String line : lines) {
            Matcher row = ROW.matcher(line);
            if (row.find()) {
                endpoints.add(row.group(1) + " " + row.group(2));
            }
        }
        return endpoints;
    }
}
