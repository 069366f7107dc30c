package com.prepstream.account;

import com.prepstream.system.ApiException;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.http.HttpStatus;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Creating accounts and changing passwords; signing in is Spring Security's (AccountController). */
@Service
public class AccountService {

    private static final Logger log = LoggerFactory.getLogger(AccountService.class);

    static final Pattern USERNAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{2,63}");
    static final int MIN_PASSWORD = 8;
    /** bcrypt reads 72 bytes; longer passwords would be silently cut, so they are refused. */
    static final int MAX_PASSWORD_BYTES = 72;

    private final AccountStore accounts;
    private final PasswordEncoder encoder;
    private final AccountProperties properties;

    AccountService(AccountStore accounts, PasswordEncoder encoder, AccountProperties properties) {
        this.accounts = accounts;
        this.encoder = encoder;
        this.properties = properties;
    }

    /** Signing up is open when configured so, and always for the very first account of an installation. */
    boolean signUpOpen() {
        return properties.signUpEnabled() || !accounts.anyExists();
    }

    @Transactional
    public AccountUser signUp(String username, String password) {
        if (!signUpOpen()) {
            throw new ApiException(HttpStatus.FORBIDDEN, "problem.account.signUpDisabled");
        }
        String name = username == null ? "" : username.trim();
        if (!USERNAME.matcher(name).matches()) {
            throw ApiException.badRequest("problem.account.badName");
        }
        checkPassword(password);
        boolean firstBecomesAdmin = properties.admin() == null || properties.admin().isBlank();
        try {
            AccountUser created = accounts.create(name, encoder.encode(password), firstBecomesAdmin,
                    properties.namesAdmin(name));
            log.info("Account '{}' created with role {}", name, created.role());
            return created;
        } catch (DuplicateKeyException e) {
            throw ApiException.conflict("problem.account.nameTaken", name);
        }
    }

    @Transactional
    public void changePassword(long accountId, String current, String next) {
        AccountUser account = accounts.byId(accountId).orElseThrow(() -> new IllegalStateException("account gone"));
        if (current == null || !encoder.matches(current, account.getPassword())) {
            throw ApiException.badRequest("problem.account.wrongPassword");
        }
        checkPassword(next);
        accounts.updatePassword(accountId, encoder.encode(next));
        log.info("Account '{}' changed its password", account.getUsername());
    }

    private static void checkPassword(String password) {
        if (password == null || password.codePointCount(0, password.length()) < MIN_PASSWORD
                || password.getBytes(java.nio.charset.StandardCharsets.UTF_8).length > MAX_PASSWORD_BYTES) {
            throw ApiException.badRequest("problem.account.badPassword", MIN_PASSWORD, MAX_PASSWORD_BYTES);
        }
    }
}
