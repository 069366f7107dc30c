package com.prepstream.ai;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.redisson.api.RScript;
import org.redisson.api.RedissonClient;
import org.redisson.client.codec.StringCodec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * A daily cap per account on calls to a paid chat model ({@code prepstream.ai.daily-model-calls}),
 * counted in Redis (one atomic script per call, shared by every instance) per UTC day. Only calls to
 * a configured model count: the offline analyzers cost nothing. Past the cap a chat question is
 * refused with {@link DailyModelCallsUsedUp} (a 429 problem that says so in the user's language);
 * a task ({@link #tryCharge}) uses the offline analyzer or evaluator instead and says so in its
 * result. Refused calls are not counted. When
 * Redis cannot be reached the call is allowed, like the rate limits.
 */
@Component
public class ModelCallBudget {

    private static final Logger log = LoggerFactory.getLogger(ModelCallBudget.class);

    // counts the calls unless they would pass the cap (all or none); the key lives two days so a day's
    // count outlives midnight skew
    private static final String SCRIPT = """
            local count = redis.call('INCRBY', KEYS[1], ARGV[2])
            if count == tonumber(ARGV[2]) then redis.call('EXPIRE', KEYS[1], 172800) end
            if count > tonumber(ARGV[1]) then redis.call('DECRBY', KEYS[1], ARGV[2]); return -1 end
            return count
            """;

    private final RedissonClient redisson;
    private final boolean modelConfigured;
    private final int dailyCalls;
    private final Clock clock;

    @Autowired
    ModelCallBudget(RedissonClient redisson, StructuredChat chat, StreamingChat streaming,
            @Value("${prepstream.ai.daily-model-calls:500}") int dailyCalls) {
        this(redisson, chat.isConfigured() || streaming.isConfigured(), dailyCalls, Clock.systemUTC());
    }

    /** For tests and tools: a budget that counts as if a model were configured or not. */
    public ModelCallBudget(RedissonClient redisson, boolean modelConfigured, int dailyCalls, Clock clock) {
        this.redisson = redisson;
        this.modelConfigured = modelConfigured;
        this.dailyCalls = dailyCalls;
        this.clock = clock;
    }

    /** Counts one model call for the account, or refuses it (429) when today's calls are used up. */
    public void charge(long accountId) {
        if (!tryCharge(accountId, 1)) {
            throw new DailyModelCallsUsedUp(dailyCalls);
        }
    }

    /**
     * Counts {@code calls} model calls for the account (all or none): false when they would pass
     * today's cap, and then nothing is counted. Always true without a configured model.
     */
    public boolean tryCharge(long accountId, int calls) {
        if (!modelConfigured) {
            return true;
        }
        String key = "prepstream:model-calls:" + LocalDate.now(clock.withZone(ZoneOffset.UTC)) + ":" + accountId;
        Long count;
        try {
            count = redisson.getScript(StringCodec.INSTANCE).eval(key, RScript.Mode.READ_WRITE, SCRIPT,
                    RScript.ReturnType.LONG, List.of(key), String.valueOf(dailyCalls), String.valueOf(calls));
        } catch (RuntimeException e) {
            log.warn("Model call budget unavailable, allowing the call: {}", e.getMessage());
            return true;
        }
        return count >= 0;
    }

    /** The configured daily cap, for messages that say it. */
    public int dailyCalls() {
        return dailyCalls;
    }
}
