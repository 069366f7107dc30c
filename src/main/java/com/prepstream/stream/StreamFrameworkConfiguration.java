package com.prepstream.stream;

import io.micrometer.core.instrument.MeterRegistry;
import javax.sql.DataSource;
import org.redisson.api.RedissonClient;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.transaction.PlatformTransactionManager;

/** The framework as a bean: features inject {@link StreamTaskFramework} into their producers and consumers. */
@Configuration(proxyBeanMethods = false)
class StreamFrameworkConfiguration {

    /** Status changes become Spring application events; the ops package relays them to every instance. */
    @Bean
    StreamTaskFramework streamTaskFramework(DataSource dataSource, PlatformTransactionManager transactionManager,
            RedissonClient redisson, MeterRegistry meters, ApplicationEventPublisher publisher, Environment environment) {
        return new StreamTaskFramework(dataSource, transactionManager, redisson, meters, publisher::publishEvent,
                environment);
    }
}
