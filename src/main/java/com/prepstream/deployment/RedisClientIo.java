package com.prepstream.deployment;

import io.netty.channel.epoll.Epoll;
import org.redisson.config.Config;
import org.redisson.config.TransportMode;
import org.redisson.spring.starter.RedissonAutoConfigurationCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Redisson's I/O sized to the machine. Redisson starts 32 netty event loops by default whatever the
 * machine, and spreads its connections over them one loop each: on the 2 cores this runs on, every
 * command then wakes a loop of its own (a wake-up system call and a context switch), where a loop that
 * serves several connections is often awake already and takes the next write without one. A loop never
 * blocks (Redisson refuses blocking calls on its threads; the stream framework's follow-up work runs on
 * its own executors), so one loop per core is enough. On Linux the loops use netty's native epoll
 * transport (on the class path with reactor-netty) instead of the JDK's selector. A Redisson configuration
 * file that sets {@code nettyThreads} or {@code transportMode} keeps its values. Measured in
 * docs/benchmarks.md ("Redisson's event loops").
 */
@Configuration(proxyBeanMethods = false)
public class RedisClientIo {

    /** Redisson's own default, which a configuration that says nothing keeps. */
    static final int REDISSON_DEFAULT_LOOPS = 32;

    @Bean
    RedissonAutoConfigurationCustomizer eventLoopsPerCore() {
        return RedisClientIo::sized;
    }

    /** One event loop per core (at least 2), native epoll where available, unless the configuration chose. */
    public static Config sized(Config config) {
        if (config.getNettyThreads() == REDISSON_DEFAULT_LOOPS) {
            config.setNettyThreads(loops(Runtime.getRuntime().availableProcessors()));
        }
        if (config.getTransportMode() == TransportMode.NIO && config.getEventLoopGroup() == null && Epoll.isAvailable()) {
            config.setTransportMode(TransportMode.EPOLL);
        }
        // Redisson checks every value it encodes or decodes for a Redisson object stored by reference (class
        // annotations, ~2 % of a benchmark run's samples); the application stores only strings and numbers.
        config.setReferenceEnabled(false);
        return config;
    }

    static int loops(int cores) {
        return Math.max(2, cores);
    }
}
