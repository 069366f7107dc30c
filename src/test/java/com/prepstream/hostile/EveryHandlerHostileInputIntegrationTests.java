package com.prepstream.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.redisson.api.RedissonClient;
import org.redisson.client.codec.StringCodec;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.multipart.MultipartFile;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyEmitter;

/**
 * Hostile input against every mapped handler, enumerated from Spring's handler mapping at test time
 * so that a new endpoint is covered without editing this class: oversized bodies of each content
 * type, malformed JSON, huge query strings and headers, wrong methods (HEAD included). None may
 * answer 5xx, a refusal is a problem, and the heap does not grow past a bound over the whole run.
 * Requests go over a raw socket, signed in as the test admin (so what is tested is the request's
 * shape, not its account); ids in paths are 1, which no test item has.
 */
@IntegrationTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EveryHandlerHostileInputIntegrationTests {

    static final List<String> CONTENT_TYPES = List.of("application/json", "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x", "text/plain", "application/octet-stream");

    /** Heap the run may keep after a full collection: far less than one buffered oversized body. */
    static final long HEAP_GROWTH_BOUND = 64L * 1024 * 1024;

    record Endpoint(Set<RequestMethod> methods, String path, boolean takesJson, boolean streams) {
    }

    @LocalServerPort
    int port;

    @Autowired
    @Qualifier("requestMappingHandlerMapping")
    RequestMappingHandlerMapping mappings;

    @Autowired
    RedissonClient redisson;

    long heapAtStart;

    @BeforeAll
    void measureHeap() {
        heapAtStart = usedHeapAfterCollection();
    }

    @AfterAll
    void heapStayedBounded() {
        assertThat(usedHeapAfterCollection() - heapAtStart).as("heap growth over the hostile run")
                .isLessThan(HEAP_GROWTH_BOUND);
    }

    List<Endpoint> endpoints() {
        List<Endpoint> endpoints = new ArrayList<>();
        mappings.getHandlerMethods().forEach((info, handler) -> {
            for (String pattern : info.getPatternValues()) {
                if (pattern.equals("/error")) {
                    continue; // the error page, reached by forwarding; not an API
                }
                Set<RequestMethod> methods = info.getMethodsCondition().getMethods().isEmpty()
                        ? EnumSet.of(RequestMethod.GET) : info.getMethodsCondition().getMethods();
                endpoints.add(new Endpoint(methods, concrete(pattern), takesJson(handler), streams(info, handler)));
            }
        });
        assertThat(endpoints).as("mapped handlers").hasSizeGreaterThan(20);
        return endpoints;
    }

    @Test
    void oversizedBodiesOfEveryContentTypeAreRefusedUnread() throws Exception {
        for (Endpoint endpoint : endpoints()) {
            for (RequestMethod method : endpoint.methods()) {
                for (String type : CONTENT_TYPES) {
                    // declared past every limit and never sent: only a refusal before reading can answer
                    RawHttp.Response response = send(method + " " + endpoint.path()
                            + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: " + type
                            + "\r\nContent-Length: 1500000000");
                    assertProblem(response, method + " " + endpoint.path() + " " + type);
                    assertThat(response.status()).as(method + " " + endpoint.path() + " " + type).isEqualTo(413);
                }
            }
        }
    }

    @Test
    void malformedJsonIsAProblemNeverAServerError() throws Exception {
        for (Endpoint endpoint : endpoints()) {
            if (!endpoint.takesJson()) {
                continue;
            }
            for (RequestMethod method : endpoint.methods()) {
                for (String body : new String[] {"{\"a\":", "[[[[[[[[[[[[[[[[[[[[", "{\"a\" 1}", "\"\\ud800\""}) {
                    RawHttp.Response response = RawHttp.send(port, method + " " + endpoint.path()
                            + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: "
                            + body.length(), body, false);
                    assertProblem(response, method + " " + endpoint.path() + " " + body);
                }
            }
        }
    }

    @Test
    void hugeQueryStringsAndHeadersAreProblems() throws Exception {
        String filler = "a".repeat(40 * 1024);
        for (Endpoint endpoint : endpoints()) {
            for (RequestMethod method : endpoint.methods()) {
                String line = method + " " + endpoint.path();
                assertProblem(RawHttp.send(port, line + "?q=" + filler + " HTTP/1.1\r\nHost: localhost", "", false),
                        line + "?q=<40 KB>");
                assertProblem(RawHttp.send(port, line + " HTTP/1.1\r\nHost: localhost\r\nX-Filler: " + filler, "",
                        false), line + " with a 40 KB header");
            }
        }
    }

    @Test
    void wrongMethodsAndHeadAreNeverServerErrors() throws Exception {
        String searchCount = "prepstream:ratelimit:search:account:" + TestAdmin.NAME;
        long searchesBefore = counted(searchCount);
        int searchHeads = 0;
        Set<String> tried = new TreeSet<>();
        for (Endpoint endpoint : endpoints()) {
            for (RequestMethod method : RequestMethod.values()) {
                boolean head = method == RequestMethod.HEAD;
                if (method == RequestMethod.TRACE || (!head && endpoint.methods().contains(method))
                        || (head && endpoint.streams()) || !tried.add(method + " " + endpoint.path())) {
                    continue; // a right method runs the handler for real; HEAD of a live stream would stay open
                }
                RawHttp.Response response = RawHttp.send(port, method + " " + endpoint.path()
                        + " HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0", "", false);
                String what = method + " " + endpoint.path();
                assertThat(response.status()).as(what + " → " + response.raw()).isLessThan(500);
                if (response.status() >= 400 && !head) {
                    assertProblem(response, what);
                }
                if (head && endpoint.path().equals("/api/knowledgebase/search")) {
                    searchHeads++;
                }
            }
        }
        // HEAD runs the handler like GET, so the rate limiter counts it like GET
        assertThat(searchHeads).isPositive();
        assertThat(counted(searchCount) - searchesBefore).isEqualTo(searchHeads);
    }

    private RawHttp.Response send(String head) {
        try {
            return RawHttp.refusedBody(port, head);
        } catch (java.io.IOException e) {
            throw new AssertionError(head.substring(0, Math.min(head.length(), 200)) + " → " + e, e);
        }
    }

    private long counted(String key) {
        Object value = redisson.getBucket(key, StringCodec.INSTANCE).get();
        return value == null ? 0 : Long.parseLong(value.toString());
    }

    static void assertProblem(RawHttp.Response response, String what) {
        assertThat(response.status()).as(what + " → " + response.raw()).isBetween(400, 499);
        assertThat(response.header("Content-Type")).as(what + " → " + response.raw())
                .startsWith("application/problem+json");
        assertThat(HostileRequestIntegrationTests.INTERNALS.matcher(response.body()).find())
                .as(what + " → " + response.body()).isFalse();
    }

    private static String concrete(String pattern) {
        return pattern.replaceAll("\\{\\*?[^}]+}", "1").replace("/**", "/x").replace("*", "x");
    }

    private static boolean takesJson(HandlerMethod handler) {
        for (var parameter : handler.getMethodParameters()) {
            if (parameter.hasParameterAnnotation(RequestBody.class)
                    && !MultipartFile.class.isAssignableFrom(parameter.getParameterType())) {
                return true;
            }
        }
        return false;
    }

    private static boolean streams(RequestMappingInfo info, HandlerMethod handler) {
        return ResponseBodyEmitter.class.isAssignableFrom(handler.getReturnType().getParameterType())
                || info.getProducesCondition().getProducibleMediaTypes().stream()
                        .anyMatch(type -> type.toString().startsWith("text/event-stream"));
    }

    private static long usedHeapAfterCollection() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
