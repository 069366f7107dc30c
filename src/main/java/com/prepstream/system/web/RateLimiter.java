package com.prepstream.system.web;

import java.time.Duration;
import java.util.List;
import org.redisson.api.RScript;
import org.redisson.api.RedissonClient;
import org.redisson.client.codec.StringCodec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Fixed-window counter in Redis: one atomic script call per request. When Redis cannot be reached
 * the request is allowed: uploads must keep working while Redis is down (PostgreSQL is the
 * authority and the sweeper sends the task later).
 */
@Component
public class RateLimiter {

    private static final Logger log = LoggerFactory.getLogger(RateLimiter.class);

    private static final String SCRIPT = """
            local count = redis.call('INCR', KEYS[1])
            if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
            local ttl = redis.call('PTTL', KEYS[1])
            if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
            return {count, ttl}
            """;

    private final RedissonClient redisson;

    public RateLimiter(RedissonClient redisson) {
        this.redisson = redisson;
    }

    /** The decision for one request; {@code retryAfter} is how long until the window resets. */
    public record Decision(boolean allowed, Duration retryAfter) {
    }

    public Decision tryAcquire(String bucket, String client, int limit, Duration window) {
        String key = "prepstream:ratelimit:" + bucket + ":" + client;
        try {
            List<Long> result = redisson.getScript(StringCodec.INSTANCE).eval(key, RScript.Mode.READ_WRITE,
                    SCRIPT, RScript.ReturnType.LIST, List.of(key), String.valueOf(window.toMillis()));
            long count = result.get(0);
            long ttlMillis = Math.max(result.get(1), 0);
            return new Decision(count <= limit, Duration.ofMillis(ttlMillis));
        } catch (RuntimeException e) {
            log.warn("Rate limiter unavailable, allowing request: {}", e.getMessage());
            return new Decision(true, Duration.ZERO);
        }
    }
}
