package com.prepstream.account;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.OffsetDateTime;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Personal API tokens. A token is 32 random bytes; only its SHA-256 is stored (a fast hash is
 * enough for a random secret of that length, and it lets every request be checked with one
 * indexed look-up).
 */
@Component
class ApiTokenStore {

    static final String PREFIX = "ps_";

    private static final SecureRandom RANDOM = new SecureRandom();

    private final JdbcClient jdbc;

    ApiTokenStore(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    record TokenView(long id, String name, String prefix, OffsetDateTime createdAt, OffsetDateTime lastUsedAt) {
    }

    record CreatedToken(long id, String name, String prefix, String token) {
    }

    CreatedToken create(long accountId, String name) {
        byte[] secret = new byte[32];
        RANDOM.nextBytes(secret);
        String token = PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        String prefix = token.substring(0, 9);
        long id = jdbc.sql("""
                insert into api_token (account_id, name, token_hash, prefix) values (?, ?, ?, ?) returning id
                """).params(accountId, name, hash(token), prefix).query(Long.class).single();
        return new CreatedToken(id, name, prefix, token);
    }

    List<TokenView> list(long accountId, int offset, int limit) {
        return jdbc.sql("""
                select id, name, prefix, created_at, last_used_at from api_token where account_id = ? order by id
                offset ? limit ?
                """).params(accountId, offset, limit).query((rs, i) -> new TokenView(rs.getLong("id"),
                rs.getString("name"), rs.getString("prefix"), rs.getObject("created_at", OffsetDateTime.class),
                rs.getObject("last_used_at", OffsetDateTime.class))).list();
    }

    /** Deletes the token if it is this account's; false otherwise (whether or not it exists). */
    boolean revoke(long accountId, long tokenId) {
        return jdbc.sql("delete from api_token where id = ? and account_id = ?").params(tokenId, accountId)
                .update() == 1;
    }

    /** Deletes every token of the account (after a password change, when asked); how many there were. */
    int revokeAll(long accountId) {
        return jdbc.sql("delete from api_token where account_id = ?").param(accountId).update();
    }

    /** The account a presented token belongs to, marking the token used. */
    Optional<AccountUser> authenticate(String token) {
        // at most one row: token_hash is unique (V60)
        return jdbc.sql("update api_token set last_used_at = now() where token_hash = ? returning account_id")
                .param(hash(token)).query(Long.class).optional().flatMap(this::account);
    }

    private Optional<AccountUser> account(long id) {
        return jdbc.sql("select id, username, role from account where id = ?").param(id).query((rs, i) ->
                new AccountUser(rs.getLong("id"), rs.getString("username"), "", Role.valueOf(rs.getString("role"))))
                .optional();
    }

    static String hash(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
