package com.prepstream.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.redisson.config.Config;
import org.redisson.config.ReadMode;
import org.redisson.config.SubscriptionMode;

/**
 * Under Sentinel, Redisson would read from replicas (its default); the framework reads what it has just
 * written, so reads and subscriptions must go to the master. A single server is left as it is.
 */
class RedisSentinelConfigurationTests {

    @Test
    void sentinelReadsAndSubscribesOnTheMasterAndKeepsTheStartersSettings() {
        Config config = new Config();
        config.useSentinelServers().setMasterName("prepstream").addSentinelAddress("redis://127.0.0.1:18611")
                .setDatabase(7);
        new RedisSentinelConfiguration().masterOnlyUnderSentinel().customize(config);
        var sentinel = RedisSentinelConfiguration.sentinel(config);
        assertThat(sentinel.getReadMode()).isEqualTo(ReadMode.MASTER);
        assertThat(sentinel.getSubscriptionMode()).isEqualTo(SubscriptionMode.MASTER);
        assertThat(sentinel.getMasterName()).isEqualTo("prepstream");
        assertThat(sentinel.getDatabase()).isEqualTo(7);
    }

    @Test
    void aSingleServerIsLeftAlone() {
        Config config = new Config();
        config.useSingleServer().setAddress("redis://127.0.0.1:6379");
        new RedisSentinelConfiguration().masterOnlyUnderSentinel().customize(config);
        assertThat(config.isSentinelConfig()).isFalse();
    }
}
