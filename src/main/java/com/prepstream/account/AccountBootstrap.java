package com.prepstream.account;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import java.util.List;
import java.util.Optional;
import org.springframework.context.SmartLifecycle;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Component;

/**
 * For installations made by scripts (compose, the chaos and load runs, the browser tests): an admin
 * account and a personal API token named by configuration are created at start-up if missing, so
 * a script can call the API without going through the page. Nothing happens when they are unset.
 * It runs in an early lifecycle phase, before the web server opens its port, so nobody can sign up
 * under the name first. Several instances starting at once may race; the unique indexes make the
 * loser a no-op.
 */
@Component
class AccountBootstrap implements SmartLifecycle {

    /** Well before the web server's start (Integer.MAX_VALUE - 2048 in Spring Boot 4). */
    static final int PHASE = 0;

    private static final Logger log = LoggerFactory.getLogger(AccountBootstrap.class);

    private final JdbcClient jdbc;
    private final PasswordEncoder encoder;
    private final UnownedItemsHandover handover;
    private final String name;
    private volatile boolean running;
    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    private final String password;
    private final String token;

    AccountBootstrap(JdbcClient jdbc, PasswordEncoder encoder, UnownedItemsHandover handover,
            @Value("${prepstream.accounts.bootstrap.name:}") String name,
            @Value("${prepstream.accounts.bootstrap.password:}") String password,
            @Value("${prepstream.accounts.bootstrap.token:}") String token) {
        this.jdbc = jdbc;
        this.encoder = encoder;
        this.handover = handover;
        this.name = AccountNames.normalize(name);
        this.password = password;
        this.token = token.trim();
    }

    @Override
    public void start() {
        running = true;
        if (name.isEmpty()) {
            return;
        }
        if (!AccountNames.valid(name)) {
            throw new IllegalStateException("prepstream.accounts.bootstrap.name is not a valid account name: " + name);
        }
        ensureAccount();
        if (!token.isEmpty()) {
            ensureToken();
        }
    }

    @Override
    public void stop() {
        running = false;
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    @Override
    public int getPhase() {
        return PHASE;
    }

    private void ensureAccount() {
        try {
            // a random password when none is given: the account is then usable with its token only
            String secret = password.isEmpty() ? randomPassword() : password;
            Optional<Long> created = jdbc.sql("""
                    insert into account (username, password_hash, role) select ?, ?, 'ADMIN'
                    where not exists (select 1 from account where lower(username) = lower(?)) returning id
                    """).params(name, encoder.encode(secret), name).query(Long.class).optional();
            if (created.isPresent()) {
                log.info("Bootstrap admin account '{}' created", name);
                handover.offer(created.get(), name, false);
            }
        } catch (DuplicateKeyException raced) {
            // another instance created it a moment ago
        }
        requireExactAdmin();
    }

    /**
     * The account under this name must be this very name, as stored, and ADMIN: an account someone
     * made as "ALICE" before "alice" was configured is not the bootstrap admin and gets no token.
     */
    private void requireExactAdmin() {
        List<String> found = jdbc.sql("select username || ' ' || role from account where lower(username) = lower(?)")
                .param(name).query(String.class).list();
        if (!found.equals(List.of(name + " ADMIN"))) {
            throw new IllegalStateException("prepstream.accounts.bootstrap.name '" + name + "' is taken by " + found
                    + "; choose another name or make that account ADMIN under exactly this name");
        }
    }

    private void ensureToken() {
        try {
            jdbc.sql("""
                    insert into api_token (account_id, name, token_hash, prefix)
                    select id, 'bootstrap', ?, ? from account where username = ? and role = 'ADMIN'
                    on conflict (token_hash) do nothing
                    """).params(ApiTokenStore.hash(token), token.substring(0, Math.min(9, token.length())), name)
                    .update();
        } catch (DuplicateKeyException raced) {
            // another instance stored it a moment ago
        }
    }

    /** 256 random bits in 43 characters: bcrypt refuses passwords over 72 bytes, so two UUIDs would not do. */
    static String randomPassword() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
