package com.prepstream.account;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * @param signUpEnabled          whether anyone who reaches the page may create an account (env
 *                               PREPSTREAM_ACCOUNTS_SIGN_UP_ENABLED); the first account can always be created
 * @param admin                  the name of the account that becomes admin when it signs up; empty = the first account
 * @param slowAfterFailuresPerAccount failed sign-ins to one account after which each next try must wait
 *                               ({@code slowDelay}, doubling with every further failure)
 * @param slowAfterFailuresPerAddress the same for one client address (any account)
 * @param slowDelay              the first wait; a try during the wait is refused (429) unchecked
 * @param maxFailuresPerAccount  failed sign-ins to one account before it is locked for {@code lockout}
 * @param maxFailuresPerAddress  failed sign-ins from one client address (any account) before it is locked
 * @param lockout                how long a lock lasts, counted from the first failure of the window
 * @param storageQuota           bytes of uploaded files one account may keep
 */
@ConfigurationProperties("prepstream.accounts")
public record AccountProperties(
        @DefaultValue("true") boolean signUpEnabled,
        String admin,
        @DefaultValue("3") int slowAfterFailuresPerAccount,
        @DefaultValue("10") int slowAfterFailuresPerAddress,
        @DefaultValue("1s") Duration slowDelay,
        @DefaultValue("8") int maxFailuresPerAccount,
        @DefaultValue("20") int maxFailuresPerAddress,
        @DefaultValue("15m") Duration lockout,
        @DefaultValue("500MB") org.springframework.util.unit.DataSize storageQuota) {

    boolean namesAdmin(String username) {
        return admin != null && !admin.isBlank() && admin.trim().equalsIgnoreCase(username);
    }
}
