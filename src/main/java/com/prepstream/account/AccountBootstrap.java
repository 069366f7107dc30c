package com.prepstream.account;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Component;

/**
 * For installations made by scripts (compose, the chaos and load runs, the browser tests): an admin
 * account and a personal API token named by configuration are created at start-up if missing, so
 * a script can call the API without going through the page. Nothing happens when they are unset.
 * Several instances starting at once may race; the unique indexes make the loser a no-op.
 */
@Component
class AccountBootstrap implements ApplicationRunner {

    private static final Logger log = LoggerFactory.getLogger(AccountBootstrap.class);

    private final JdbcTemplate jdbc;
    private final PasswordEncoder encoder;
    private final String name;
    private final String password;
    private final String token;

    AccountBootstrap(JdbcTemplate jdbc, PasswordEncoder encoder,
            @Value("${prepstream.accounts.bootstrap.name:}") String name,
            @Value("${prepstream.accounts.bootstrap.password:}") String password,
            @Value("${prepstream.accounts.bootstrap.token:}") String token) {
        this.jdbc = jdbc;
        this.encoder = encoder;
        this.name = name.trim();
        this.password = password;
        this.token = token.trim();
    }

    @Override
    public void run(ApplicationArguments args) {
        if (name.isEmpty()) {
            return;
        }
        if (!AccountService.USERNAME.matcher(name).matches()) {
            throw new IllegalStateException("prepstream.accounts.bootstrap.name is not a valid account name: " + name);
        }
        ensureAccount();
        if (!token.isEmpty()) {
            ensureToken();
        }
    }

    private void ensureAccount() {
        try {
            // a random password when none is given: the account is then usable with its token only
            String secret = password.isEmpty() ? java.util.UUID.randomUUID() + "-" + java.util.UUID.randomUUID() : password;
            int created = jdbc.update("""
                    insert into account (username, password_hash, role) select ?, ?, 'ADMIN'
                    where not exists (select 1 from account where lower(username) = lower(?))
                    """, name, encoder.encode(secret), name);
            if (created == 1) {
                log.info("Bootstrap admin account '{}' created", name);
            }
        } catch (DuplicateKeyException raced) {
            // another instance created it a moment ago
        }
    }

    private void ensureToken() {
        try {
            jdbc.update("""
                    insert into api_token (account_id, name, token_hash, prefix)
                    select id, 'bootstrap', ?, ? from account where lower(username) = lower(?)
                    on conflict (token_hash) do nothing
                    """, ApiTokenStore.hash(token), token.substring(0, Math.min(9, token.length())), name);
        } catch (DuplicateKeyException raced) {
            // another instance stored it a moment ago
        }
    }
}
