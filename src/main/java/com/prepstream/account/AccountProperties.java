package com.prepstream.account;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * @param signUpEnabled          whether anyone who reaches the page may create an account (env
 *                               PREPSTREAM_ACCOUNTS_SIGN_UP_ENABLED); the first account can always be created
 * @param admin                  the name of the account that becomes admin when it signs up, matched exactly as
 *                               stored (NFKC); a name differing only in case is refused; empty = the first account
 * @param slowAfterFailuresPerAccount password tries for one account name after which each next try must
 *                               wait ({@code slowDelay}, doubling with every further try)
 * @param slowAfterFailuresPerAddress the same for one client address (any account, sign-ups included)
 * @param slowDelay              the first wait; a try during the wait is refused (429) unchecked
 * @param maxDelay               the longest wait: nobody, the owner included, waits longer for one try
 * @param window                 how long tries are remembered after the last one
 * @param storageQuota           bytes one account may make the server store: files, chunks, chat messages and
 *                               interviews (StorageQuota)
 */
@ConfigurationProperties("prepstream.accounts")
public record AccountProperties(
        @DefaultValue("true") boolean signUpEnabled,
        String admin,
        @DefaultValue("3") int slowAfterFailuresPerAccount,
        @DefaultValue("10") int slowAfterFailuresPerAddress,
        @DefaultValue("1s") Duration slowDelay,
        @DefaultValue("1m") Duration maxDelay,
        @DefaultValue("15m") Duration window,
        @DefaultValue("500MB") org.springframework.util.unit.DataSize storageQuota) {

    boolean namesAdmin(String username) {
        return admin != null && !admin.isBlank() && AccountNames.normalize(admin).equals(username);
    }

    /** A name that differs from the configured admin's in case only: taken, so the admin's stays free. */
    boolean shadowsAdmin(String username) {
        return admin != null && !admin.isBlank() && !namesAdmin(username)
                && AccountNames.key(admin).equals(AccountNames.key(username));
    }
}
