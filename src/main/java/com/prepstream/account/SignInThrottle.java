package com.prepstream.account;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.redisson.api.RScript;
import org.redisson.api.RedissonClient;
import org.redisson.client.codec.StringCodec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Counts password tries per account name and per client address in Redis (shared by every
 * instance). A try is counted in one atomic step <em>before</em> its password is checked, so tries
 * sent in parallel are all counted. Past a few free tries each next one must wait (1 s, doubling,
 * never longer than {@code maxDelay}); a try during the wait is refused unchecked. Nothing locks:
 * anyone can slow a name down, but never keep its owner out for longer than one wait
 * (docs/security.md). A success clears its name's count and gives its address's try back. When
 * Redis cannot be reached nobody is slowed: signing in must keep working, and bcrypt still costs a
 * guesser ~0.1 s per try.
 */
@Component
class SignInThrottle {

    private static final Logger log = LoggerFactory.getLogger(SignInThrottle.class);
    private static final String PREFIX = "prepstream:signin:";

    /** Refuses when any wait is running (not counting the try); else counts each key and starts its wait past its free tries. */
    private static final String RESERVE = """
            local longest = 0
            for i = 2, #KEYS, 2 do
              local left = redis.call('PTTL', KEYS[i])
              if left > longest then longest = left end
            end
            if longest > 0 then return longest end
            local window, first, cap = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
            for i = 1, #KEYS, 2 do
              local n = redis.call('INCR', KEYS[i])
              redis.call('PEXPIRE', KEYS[i], window)
              local free = tonumber(ARGV[3 + (i + 1) / 2])
              if n >= free then
                local delay = math.min(cap, first * 2 ^ math.min(n - free, 30))
                redis.call('SET', KEYS[i + 1], '1', 'PX', math.floor(delay))
              end
            end
            return 0
            """;

    /**
     * Gives one counted try back, and the wait it started with it: the try was let in, so no wait ran
     * then, and any wait now running is the one this successful try started. Kept while the count stayed
     * at or past the free tries, it answered the user's next try 429 (signing in with a password just
     * changed). The count of the failed tries before it stays, so the next failure is slowed again.
     */
    private static final String REFUND = """
            local n = redis.call('DECR', KEYS[1])
            redis.call('DEL', KEYS[2])
            if n <= 0 then redis.call('DEL', KEYS[1]) end
            return n
            """;

    /** Why a try is refused before its password is checked, and for how long. */
    record Refusal(Duration retryAfter) {

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

    /** Counts a password try for this name from this address, or refuses it while a wait runs. */
    Optional<Refusal> reserve(String name, String address) {
        return reserve(List.of(nameKey(name), addressKey(address)),
                List.of(properties.slowAfterFailuresPerAccount(), properties.slowAfterFailuresPerAddress()));
    }

    /** Counts a sign-up from this address: a taken name tells that it exists, so guessing names is slowed too. */
    Optional<Refusal> reserveAddress(String address) {
        return reserve(List.of(addressKey(address)), List.of(properties.slowAfterFailuresPerAddress()));
    }

    /** The password was right: the name starts afresh and the address gets its try back. */
    void succeeded(String name, String address) {
        try {
            redisson.getKeys().delete(nameKey(name), waitKey(nameKey(name)));
            refundAddress(address);
        } catch (RuntimeException e) {
            log.warn("Sign-in throttle unavailable: {}", e.getMessage());
        }
    }

    /** A sign-up went through: its try was no guess. */
    void refundAddress(String address) {
        try {
            String key = addressKey(address);
            redisson.getScript(StringCodec.INSTANCE).eval(key, RScript.Mode.READ_WRITE, REFUND,
                    RScript.ReturnType.LONG, List.of(key, waitKey(key)));
        } catch (RuntimeException e) {
            log.warn("Sign-in throttle unavailable: {}", e.getMessage());
        }
    }

    private Optional<Refusal> reserve(List<String> counters, List<Integer> freeTries) {
        List<Object> keys = new ArrayList<>();
        counters.forEach(counter -> {
            keys.add(counter);
            keys.add(waitKey(counter));
        });
        List<Object> args = new ArrayList<>(List.of(millis(properties.window()), millis(properties.slowDelay()),
                millis(properties.maxDelay())));
        freeTries.forEach(free -> args.add(String.valueOf(free)));
        try {
            Long waitMillis = redisson.getScript(StringCodec.INSTANCE).eval(counters.get(0), RScript.Mode.READ_WRITE,
                    RESERVE, RScript.ReturnType.LONG, keys, args.toArray());
            return waitMillis == null || waitMillis <= 0 ? Optional.empty()
                    : Optional.of(new Refusal(Duration.ofMillis(waitMillis)));
        } catch (RuntimeException e) {
            log.warn("Sign-in throttle unavailable, not slowing: {}", e.getMessage());
            return Optional.empty();
        }
    }

    private static String millis(Duration duration) {
        return String.valueOf(Math.max(1, duration.toMillis()));
    }

    private static String waitKey(String key) {
        return key + ":wait";
    }

    /** By the name's comparison key, hashed: a tried name of any length or content makes a short, plain key. */
    private static String nameKey(String name) {
        return PREFIX + "account:" + sha256(AccountNames.key(name));
    }

    private static String addressKey(String address) {
        return PREFIX + "address:" + address;
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
