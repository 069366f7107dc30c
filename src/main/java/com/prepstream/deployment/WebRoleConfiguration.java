package com.prepstream.deployment;

import org.springframework.beans.factory.annotation.AnnotatedBeanDefinition;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.BeanDefinitionRegistryPostProcessor;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.context.EnvironmentAware;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Controller;

/**
 * A process without the {@code web} role builds none of the application's controllers: no API handler
 * exists, not merely none reachable. Services, producers and consumers stay (a worker needs them).
 */
@Configuration(proxyBeanMethods = false)
class WebRoleConfiguration {

    @Bean
    static BeanDefinitionRegistryPostProcessor apiOnlyWithWebRole() {
        return new ApiOnlyWithWebRole();
    }

    static final class ApiOnlyWithWebRole implements BeanDefinitionRegistryPostProcessor, EnvironmentAware {

        private Roles roles;

        @Override
        public void setEnvironment(Environment environment) {
            roles = Roles.parse(environment.getProperty(Roles.PROPERTY));
        }

        @Override
        public void postProcessBeanDefinitionRegistry(BeanDefinitionRegistry registry) {
            if (roles.web()) {
                return;
            }
            for (String name : registry.getBeanDefinitionNames()) {
                if (isApplicationController(registry.getBeanDefinition(name))) {
                    registry.removeBeanDefinition(name);
                }
            }
        }

        private static boolean isApplicationController(BeanDefinition definition) {
            if (!(definition instanceof AnnotatedBeanDefinition annotated)) {
                return false;
            }
            var metadata = annotated.getMetadata();
            boolean ours = metadata.getClassName().startsWith("com.prepstream.");
            boolean controller = metadata.hasAnnotation(Controller.class.getName())
                    || metadata.hasMetaAnnotation(Controller.class.getName());
            boolean errorPage = java.util.Arrays.asList(metadata.getInterfaceNames())
                    .contains(ErrorController.class.getName());
            return ours && controller && !errorPage;
        }
    }
}
