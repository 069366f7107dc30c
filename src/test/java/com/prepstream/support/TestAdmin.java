package com.prepstream.support;

import java.net.URI;
import java.net.http.HttpRequest;
import java.security.MessageDigest;
import org.springframework.web.client.RestClient;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * The accounts every integration test starts with (made by {@link CleanStateExtension} after it
 * empties the tables): {@link #NAME}, the first account and so ADMIN, with the personal API token
 * {@link #TOKEN}. Tests call the API as it with {@code Authorization: }{@link #BEARER}; a second
 * person for ownership checks comes from {@link #createAccount}.
 */
public final class TestAdmin {

    public static final String NAME = "admin";
    /** Its id: the first account after the clean-up restarted the sequences. */
    public static final long ID = 1;
    public static final String PASSWORD = "test-admin-password";
    public static final String TOKEN = "test-admin-token";
    /** The value of the Authorization header that signs a request in as {@link #NAME}. */
    public static final String BEARER = "Bearer " + TOKEN;

    /** bcrypt is slow on purpose; one hash of the shared password serves every test. */
    private static volatile String passwordHash;

    private TestAdmin() {
    }

    /** A request builder already signed in as the test admin. */
    public static HttpRequest.Builder request(URI uri) {
        return HttpRequest.newBuilder(uri).header("Authorization", BEARER);
    }

    /** A RestClient builder already signed in as the test admin. */
    public static RestClient.Builder restClient() {
        return RestClient.builder().defaultHeader("Authorization", BEARER);
    }

    /** A RestClient for {@code baseUrl}, signed in as the test admin. */
    public static RestClient restClient(String baseUrl) {
        return restClient().baseUrl(baseUrl).build();
    }

    /** Inserts the account {@code name} (role USER or ADMIN) with {@link #PASSWORD} and API token {@code token}. */
    public static long createAccount(ApplicationContext spring, String name, String role, String token) {
        JdbcTemplate jdbc = spring.getBean(JdbcTemplate.class);
        if (passwordHash == null) {
            passwordHash = spring.getBean(PasswordEncoder.class).encode(PASSWORD);
        }
        long id = jdbc.queryForObject("insert into account (username, password_hash, role) values (?, ?, ?) returning id",
                Long.class, name, passwordHash, role);
        addToken(spring, id, token);
        return id;
    }

    /** Gives the account {@code accountId} the personal API token {@code token}. */
    public static void addToken(ApplicationContext spring, long accountId, String token) {
        spring.getBean(JdbcTemplate.class).update(
                "insert into api_token (account_id, name, token_hash, prefix) values (?, 'tests', ?, ?)", accountId,
                sha256(token), token.substring(0, Math.min(9, token.length())));
    }

    static void createAdmin(ApplicationContext spring) {
        createAccount(spring, NAME, "ADMIN", TOKEN);
    }

    private static String sha256(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
