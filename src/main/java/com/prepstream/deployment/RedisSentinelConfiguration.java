package com.prepstream.deployment;

import java.lang.reflect.Method;
import org.redisson.config.Config;
import org.redisson.config.ReadMode;
import org.redisson.config.SentinelServersConfig;
import org.redisson.config.SubscriptionMode;
import org.redisson.spring.starter.RedissonAutoConfigurationCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Redis behind Sentinel: set {@code SPRING_DATA_REDIS_SENTINEL_MASTER} and
 * {@code SPRING_DATA_REDIS_SENTINEL_NODES} (host:port,...) instead of a host and port, and Redisson's
 * starter connects in sentinel mode, for every use at once (streams, rate limits, live events). This
 * bean only changes where commands go: Redisson's sentinel default reads from replicas, but
 * replication is asynchronous and the framework reads what it has just written (the dead-letter stream
 * after an XADD, the stream's position in the lost-entry check), so reads and subscriptions go to the
 * master too. A replica is there for failover, not for load.
 */
@Configuration(proxyBeanMethods = false)
class RedisSentinelConfiguration {

    @Bean
    RedissonAutoConfigurationCustomizer masterOnlyUnderSentinel() {
        return config -> {
            if (config.isSentinelConfig()) {
                sentinel(config).setReadMode(ReadMode.MASTER).setSubscriptionMode(SubscriptionMode.MASTER);
            }
        };
    }

    /** Redisson's getter is protected, and {@code useSentinelServers()} would replace the starter's settings. */
    static SentinelServersConfig sentinel(Config config) {
        try {
            Method getter = Config.class.getDeclaredMethod("getSentinelServersConfig");
            getter.setAccessible(true);
            return (SentinelServersConfig) getter.invoke(config);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Redisson's sentinel settings are out of reach", e);
        }
    }
}
