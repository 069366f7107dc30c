package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.web.server.context.WebServerGracefulShutdownLifecycle;
import org.springframework.context.SmartLifecycle;

class AccountBootstrapPhaseTests {

    /** The web server starts in the phase below graceful shutdown's; the bootstrap admin must exist before that. */
    @Test
    void theBootstrapAdminIsCreatedBeforeTheWebServerOpensItsPort() {
        int webServerStart = WebServerGracefulShutdownLifecycle.SMART_LIFECYCLE_PHASE - 1024;
        assertThat(SmartLifecycle.class).isAssignableFrom(AccountBootstrap.class);
        assertThat(AccountBootstrap.PHASE).isLessThan(webServerStart);
    }
}
