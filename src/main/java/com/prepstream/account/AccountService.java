package com.prepstream.account;

import com.prepstream.system.ApiException;
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

    private final AccountStore accounts;
    private final PasswordEncoder encoder;
    private final PasswordRules passwords;
    private final AccountProperties properties;

    AccountService(AccountStore accounts, PasswordEncoder encoder, PasswordRules passwords,
            AccountProperties properties) {
        this.accounts = accounts;
        this.encoder = encoder;
        this.passwords = passwords;
        this.properties = properties;
    }

    /** Signing up is open when configured so, and always for the very first account of an installation. */
    boolean signUpOpen() {
        return properties.signUpEnabled() || !accounts.anyExists();
    }

    /** No account yet and no admin named by configuration: whoever signs up next becomes the administrator. */
    boolean nextSignUpBecomesAdmin() {
        return firstBecomesAdmin() && !accounts.anyExists();
    }

    private boolean firstBecomesAdmin() {
        return properties.admin() == null || properties.admin().isBlank();
    }

    /**
     * Creates the account. A name taken by another account whatever its case, or differing only in
     * case from the configured admin's, answers 409: that much a sign-up must tell.
     */
    @Transactional
    public AccountUser signUp(String username, String password) {
        if (!signUpOpen()) {
            throw new ApiException(HttpStatus.FORBIDDEN, "problem.account.signUpDisabled");
        }
        String name = AccountNames.normalize(username);
        if (!AccountNames.valid(name)) {
            throw ApiException.badRequest("problem.account.badName", AccountNames.MIN, AccountNames.MAX);
        }
        passwords.check(password);
        if (properties.shadowsAdmin(name)) {
            throw ApiException.conflict("problem.account.nameTaken", name);
        }
        try {
            AccountUser created = accounts.create(name, encoder.encode(password), firstBecomesAdmin(),
                    properties.namesAdmin(name));
            log.info("Account {} created with role {}", AccountNames.forLog(name), created.role());
            return created;
        } catch (DuplicateKeyException e) {
            throw ApiException.conflict("problem.account.nameTaken", name);
        }
    }

    /** The account, when {@code current} is its password; the caller counts the try (SignInThrottle). */
    boolean passwordMatches(long accountId, String current) {
        AccountUser account = accounts.byId(accountId).orElseThrow(() -> new IllegalStateException("account gone"));
        return current != null && encoder.matches(current, account.getPassword());
    }

    /** Sets a new password; the current one must have been checked by {@link #passwordMatches}. */
    @Transactional
    public void changePassword(long accountId, String next) {
        passwords.check(next);
        accounts.updatePassword(accountId, encoder.encode(next));
        log.info("Account {} changed its password", accountId);
    }
}
