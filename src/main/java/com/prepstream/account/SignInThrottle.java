package com.prepstream.account;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import org.redisson.api.RAtomicLong;
import org.redisson.api.RedissonClient;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Counts failed sign-ins per account name and per client address in Redis (shared by every
 * instance). Past the limit, that name or address is locked until the window that began with its
 * first failure ends; a success clears the account's count. When Redis cannot be reached nobody
 * is locked: signing in must keep working, and the password hash still costs a guesser ~0.1 s.
 */
@Component
class SignInThrottle {

    private static final Logger log = LoggerFactory.getLogger(SignInThrottle.class);

    private final RedissonClient redisson;
    private final AccountProperties properties;

    SignInThrottle(RedissonClient redisson, AccountProperties properties) {
        this.redisson = redisson;
        this.properties = properties;
    }

    /** How long the name or the address stays locked, if either is. */
    Optional<Duration> locked(String username, String address) {
        try {
            Duration account = remaining(accountKey(username), properties.maxFailuresPerAccount());
            Duration client = remaining(addressKey(address), properties.maxFailuresPerAddress());
            Duration longest = account.compareTo(client) >= 0 ? account : client;
            return longest.isZero() ? Optional.empty() : Optional.of(longest);
        } catch (RuntimeException e) {
            log.warn("Sign-in throttle unavailable, not locking: {}", e.getMessage());
            return Optional.empty();
        }
    }

    void failed(String username, String address) {
        log.info("Failed sign-in for account name '{}' from {}", username, address);
        try {
            count(accountKey(username));
            count(addressKey(address));
        } catch (RuntimeException e) {
            log.warn("Sign-in throttle unavailable: {}", e.getMessage());
        }
    }

    void succeeded(String username) {
        try {
            redisson.getAtomicLong(accountKey(username)).delete();
        } catch (RuntimeException e) {
            log.warn("Sign-in throttle unavailable: {}", e.getMessage());
        }
    }

    private Duration remaining(String key, int limit) {
        RAtomicLong failures = redisson.getAtomicLong(key);
        if (failures.get() < limit) {
            return Duration.ZERO;
        }
        long millis = failures.remainTimeToLive();
        return millis > 0 ? Duration.ofMillis(millis) : Duration.ZERO;
    }

    private void count(String key) {
        RAtomicLong failures = redisson.getAtomicLong(key);
        if (failures.incrementAndGet() == 1) {
            failures.expire(properties.lockout());
        }
    }

    private static String accountKey(String username) {
        return "prepstream:signin:account:" + username.toLowerCase(Locale.ROOT);
    }

    private static String addressKey(String address) {
        return "prepstream:signin:address:" + address;
    }
}
