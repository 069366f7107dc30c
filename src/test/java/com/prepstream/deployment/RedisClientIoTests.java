package com.prepstream.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.epoll.Epoll;
import org.junit.jupiter.api.Test;
import org.redisson.config.Config;
import org.redisson.config.TransportMode;

/**
 * Redisson's 32 event loops per client cost a wake-up per command on a small machine (docs/benchmarks.md):
 * the application's client gets one loop per core, native epoll where netty finds it, and no check of every
 * value for a stored Redisson object; a configuration that chose its own loops or transport keeps them.
 */
class RedisClientIoTests {

    @Test
    void oneEventLoopPerCoreAndAtLeastTwo() {
        assertThat(RedisClientIo.loops(1)).isEqualTo(2);
        assertThat(RedisClientIo.loops(2)).isEqualTo(2);
        assertThat(RedisClientIo.loops(8)).isEqualTo(8);
    }

    @Test
    void theStartersConfigurationGetsTheMachinesLoopsAndNativeEpollWhereAvailable() {
        Config config = new Config();
        config.useSingleServer().setAddress("redis://127.0.0.1:6379");
        new RedisClientIo().eventLoopsPerCore().customize(config);
        assertThat(config.getNettyThreads()).isEqualTo(RedisClientIo.loops(Runtime.getRuntime().availableProcessors()));
        assertThat(config.getTransportMode()).isEqualTo(Epoll.isAvailable() ? TransportMode.EPOLL : TransportMode.NIO);
        assertThat(config.isReferenceEnabled()).isFalse();
    }

    @Test
    void aConfigurationThatChoseItsOwnValuesKeepsThem() {
        Config config = new Config().setNettyThreads(7).setTransportMode(TransportMode.KQUEUE);
        RedisClientIo.sized(config);
        assertThat(config.getNettyThreads()).isEqualTo(7);
        assertThat(config.getTransportMode()).isEqualTo(TransportMode.KQUEUE);
    }
}
