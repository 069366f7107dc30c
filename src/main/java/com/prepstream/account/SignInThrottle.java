package com.prepstream.account;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import org.redisson.api.RAtomicLong;
import org.redisson.api.RBucket;
import org.redisson.api.RedissonClient;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Counts failed sign-ins per account name and per client address in Redis (shared by every
 * instance). First it slows: from the {@code slowAfter}-th failure on, the name or address must
 * wait before its next try (1 s, then twice as long after each further failure), and a try during
 * the wait is refused without looking at the password, so a guesser gets one guess per wait. Past
 * {@code maxFailures} it is locked until the window that began with its first failure ends. A
 * success clears the account's count. When Redis cannot be reached nobody is slowed or locked:
 * signing in must keep working, and the password hash still costs a guesser ~0.1 s.
 */
@Component
class SignInThrottle {

    private static final Logger log = LoggerFactory.getLogger(SignInThrottle.class);
    private static final String PREFIX = "prepstream:signin:";

    /** Why a sign-in is refused before its password is checked, and for how long. */
    record Refusal(boolean locked, Duration retryAfter) {

        long seconds() {
            return Math.max(1, (retryAfter.toMillis() + 999) / 1000);
        }
    }

    private final RedissonClient redisson;
    private final AccountProperties properties;

    SignInThrottle(RedissonClient redisson, AccountProperties properties) {
        this.redisson = redisson;
        this.properties = properties;
    }

    /** Whether the name or the address is locked (the longer lock wins) or, failing that, still has to wait. */
    Optional<Refusal> refusal(String username, String address) {
        try {
            Duration locked = longest(lockRemaining(accountKey(username), properties.maxFailuresPerAccount()),
                    lockRemaining(addressKey(address), properties.maxFailuresPerAddress()));
            if (!locked.isZero()) {
                return Optional.of(new Refusal(true, locked));
            }
            Duration wait = longest(waitRemaining(accountKey(username)), waitRemaining(addressKey(address)));
            return wait.isZero() ? Optional.empty() : Optional.of(new Refusal(false, wait));
        } catch (RuntimeException e) {
            log.warn("Sign-in throttle unavailable, not locking: {}", e.getMessage());
            return Optional.empty();
        }
    }

    void failed(String username, String address) {
        log.info("Failed sign-in for account name '{}' from {}", username, address);
        try {
            count(accountKey(username), properties.slowAfterFailuresPerAccount(), properties.maxFailuresPerAccount());
            count(addressKey(address), properties.slowAfterFailuresPerAddress(), properties.maxFailuresPerAddress());
        } catch (RuntimeException e) {
            log.warn("Sign-in throttle unavailable: {}", e.getMessage());
        }
    }

    void succeeded(String username) {
        try {
            redisson.getAtomicLong(accountKey(username)).delete();
            redisson.getBucket(waitKey(accountKey(username))).delete();
        } catch (RuntimeException e) {
            log.warn("Sign-in throttle unavailable: {}", e.getMessage());
        }
    }

    private Duration lockRemaining(String key, int limit) {
        RAtomicLong failures = redisson.getAtomicLong(key);
        if (failures.get() < limit) {
            return Duration.ZERO;
        }
        long millis = failures.remainTimeToLive();
        return millis > 0 ? Duration.ofMillis(millis) : Duration.ZERO;
    }

    private Duration waitRemaining(String key) {
        long millis = redisson.getBucket(waitKey(key)).remainTimeToLive();
        return millis > 0 ? Duration.ofMillis(millis) : Duration.ZERO;
    }

    private void count(String key, int slowAfter, int limit) {
        RAtomicLong failures = redisson.getAtomicLong(key);
        long count = failures.incrementAndGet();
        if (count == 1) {
            failures.expire(properties.lockout());
        }
        if (count >= slowAfter && count < limit) {
            // 1 s after the slowAfter-th failure, doubling with each one after it, never longer than a lock
            Duration wait = properties.slowDelay().multipliedBy(1L << Math.min(20, count - slowAfter));
            RBucket<String> marker = redisson.getBucket(waitKey(key));
            marker.set("1", wait.compareTo(properties.lockout()) < 0 ? wait : properties.lockout());
        }
    }

    private static Duration longest(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    private static String waitKey(String key) {
        return key + ":wait";
    }

    private static String accountKey(String username) {
        return PREFIX + "account:" + username.toLowerCase(Locale.ROOT);
    }

    private static String addressKey(String address) {
        return PREFIX + "address:" + address;
    }
}
