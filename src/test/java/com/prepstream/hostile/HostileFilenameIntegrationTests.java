package com.prepstream.hostile;

import com.prepstream.support.TestAdmin;
import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.storage.StorageSettings;
import com.prepstream.support.IntegrationTest;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.URLDecoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Hostile filenames, sent the way a browser sends them (raw UTF-8 in the multipart header): never
 * used as a path, returned cleaned in the item JSON and in the download's
 * Content-Disposition (RFC 6266 / RFC 5987), where they cannot break out of the header.
 */
@IntegrationTest
class HostileFilenameIntegrationTests {

    static final JsonMapper JSON = JsonMapper.builder().build();
    static final String LONG_BASE = "长".repeat(150) + "x".repeat(850);

    /** sent filename → the name we must get back. */
    static Map<String, String> cases() {
        Map<String, String> cases = new LinkedHashMap<>();
        cases.put("../../../../etc/passwd.txt", "passwd.txt");
        cases.put("..\\..\\windows\\win.ini.txt", "win.ini.txt");
        cases.put("C:\\Users\\me\\cv.txt", "cv.txt");
        cases.put("ctrl\u0001\u0007\u001b[31mred\u007f.txt", "ctrl[31mred.txt");
        cases.put("tab\tand\u0085next.txt", "tabandnext.txt");
        cases.put("invoice\u202Etxt.exe", "invoicetxt.exe");
        cases.put("简历-张三 (最终版).txt", "简历-张三 (最终版).txt");
        cases.put("سيرة ذاتية.txt", "سيرة ذاتية.txt");
        cases.put("😀🚀 notes 👩‍💻.txt", "😀🚀 notes 👩‍💻.txt");
        // browsers send '"' as %22 and Tomcat does not decode it: kept as the (harmless) text %22
        cases.put("quote\"semi;colon'back`tick.txt", "quote%22semi;colon'back`tick.txt");
        cases.put("..", "upload");
        cases.put(LONG_BASE + ".txt", "长".repeat(150) + "x".repeat(46) + ".txt");
        return cases;
    }

    /** Tomcat's multipart parser refuses a raw NUL in the part header: a 400 problem, never a 500. */
    @Test
    void rawNulInAMultipartFilenameIsA400Problem() throws Exception {
        for (String path : new String[] {"/api/knowledgebase/upload", "/api/resumes/upload"}) {
            HttpResponse<String> response = send(path, "nul\u0000byte.txt", 7);
            assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
            assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
            assertThat(response.body()).contains("multipart request could not be read").doesNotContain("Exception");
        }
    }

    /** Past server.tomcat.max-part-header-size (4 KB) the name is refused as a 400, not as "file too large". */
    @Test
    void filenameLongerThanThePartHeaderLimitIsA400Problem() throws Exception {
        HttpResponse<String> response = send("/api/knowledgebase/upload", "名".repeat(2000) + ".txt", 8);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
        assertThat(response.body()).contains("(such as the filename) is too long");
    }

    @LocalServerPort
    int port;

    @Autowired
    StorageSettings storage;

    final HttpClient http = HttpClient.newHttpClient();

    @Test
    void knowledgeBaseKeepsHostileFilenamesAsDataOnly() throws Exception {
        int n = 0;
        for (Map.Entry<String, String> c : cases().entrySet()) {
            JsonNode item = upload("/api/knowledgebase/upload", c.getKey(), n++);
            assertThat(item.path("originalFilename").asString()).as(printable(c.getKey())).isEqualTo(c.getValue());
            assertThat(item.path("originalFilename").asString().codePointCount(0, item.path("originalFilename").asString().length()))
                    .isLessThanOrEqualTo(200);
            assertDownloadCarries("/api/knowledgebase/" + item.path("id").asLong() + "/download", n - 1, c);
        }
        assertOnlyHashNamedObjects();
    }

    @Test
    void resumesKeepHostileFilenamesAsDataOnly() throws Exception {
        int n = 100;
        for (Map.Entry<String, String> c : cases().entrySet()) {
            JsonNode resume = upload("/api/resumes/upload", c.getKey(), n++);
            assertThat(resume.path("originalFilename").asString()).as(printable(c.getKey())).isEqualTo(c.getValue());
            JsonNode detail = JSON.readTree(http.send(TestAdmin.request(
                    uri("/api/resumes/" + resume.path("id").asLong() + "/detail")).build(),
                    HttpResponse.BodyHandlers.ofString()).body());
            assertThat(detail.path("originalFilename").asString()).isEqualTo(c.getValue());
            assertDownloadCarries("/api/resumes/" + resume.path("id").asLong() + "/download", n - 1, c);
        }
        assertOnlyHashNamedObjects();
    }

    /** The original bytes, and the cleaned name in a Content-Disposition nothing can break out of. */
    void assertDownloadCarries(String path, int n, Map.Entry<String, String> c) throws Exception {
        HttpResponse<byte[]> download = http.send(TestAdmin.request(uri(path)).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertThat(download.statusCode()).isEqualTo(200);
        assertThat(new String(download.body(), StandardCharsets.UTF_8)).isEqualTo(content(n));
        String disposition = download.headers().firstValue("Content-Disposition").orElseThrow();
        assertThat(disposition).as(printable(c.getKey()))
                .startsWith("attachment; filename=\"").doesNotContain("\r").doesNotContain("\n");
        // the ASCII fallback is one quoted string without quotes, backslashes or controls inside
        String fallback = disposition.substring("attachment; filename=\"".length(), disposition.indexOf("\"; filename*="));
        assertThat(fallback).matches("[\\x20-\\x7E&&[^\"\\\\]]+");
        String encoded = disposition.substring(disposition.indexOf("filename*=UTF-8''") + "filename*=UTF-8''".length());
        assertThat(encoded).matches("[A-Za-z0-9%!#$&+.^_`|~-]+"); // RFC 5987 attr-chars and %-escapes only
        assertThat(URLDecoder.decode(encoded.replace("+", "%2B"), StandardCharsets.UTF_8)).isEqualTo(c.getValue());
    }

    /** Nothing was written anywhere but under generated keys: {@code <namespace>/<aa>/<sha256>}. */
    void assertOnlyHashNamedObjects() throws Exception {
        Path root = storage.dir().toAbsolutePath().normalize();
        try (Stream<Path> files = Files.walk(root)) {
            List<String> names = files.filter(Files::isRegularFile).map(p -> root.relativize(p).toString()).toList();
            assertThat(names).isNotEmpty().allMatch(name -> name.matches("[a-z-]+/[0-9a-f]{2}/[0-9a-f]{64}"));
        }
        assertThat(root.resolve("../../../../etc/passwd.txt").normalize().toFile()).satisfiesAnyOf(
                file -> assertThat(file).doesNotExist(),
                file -> assertThat(Files.readString(file.toPath())).doesNotStartWith("filename test"));
    }

    static String content(int n) {
        return "filename test document number " + n + ". It has a sentence of text to read.";
    }

    /** A multipart body as browsers build it: the filename as raw UTF-8, only '"' and CR/LF escaped. */
    JsonNode upload(String path, String filename, int n) throws Exception {
        HttpResponse<String> response = send(path, filename, n);
        assertThat(response.statusCode()).as(printable(filename) + " → " + response.body()).isEqualTo(202);
        return JSON.readTree(response.body());
    }

    HttpResponse<String> send(String path, String filename, int n) throws Exception {
        String sent = filename.replace("\"", "%22").replace("\r", "%0D").replace("\n", "%0A");
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.write(("--hostile\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + sent + "\"\r\n"
                + "Content-Type: text/plain\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        body.write(content(n).getBytes(StandardCharsets.UTF_8));
        body.write("\r\n--hostile--\r\n".getBytes(StandardCharsets.UTF_8));
        return http.send(TestAdmin.request(uri(path))
                .header("Content-Type", "multipart/form-data; boundary=hostile")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }

    static String printable(String name) {
        StringBuilder out = new StringBuilder();
        name.codePoints().limit(80).forEach(c -> out.append(c < 0x20 || c == 0x7f ? String.format("\\u%04x", c) : Character.toString(c)));
        return out.toString();
    }
}
