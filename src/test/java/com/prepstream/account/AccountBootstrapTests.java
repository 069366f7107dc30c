package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import org.junit.jupiter.api.Test;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;

class AccountBootstrapTests {

    /** A bootstrap admin named with only a token (as scripts and the chaos run start instances) must not stop the app. */
    @Test
    void theRandomPasswordOfATokenOnlyAdminIsAcceptedByTheEncoder() {
        PasswordEncoder encoder = PasswordEncoderFactories.createDelegatingPasswordEncoder();
        String password = AccountBootstrap.randomPassword();

        assertThatCode(() -> encoder.encode(password)).doesNotThrowAnyException();
        assertThat(encoder.matches(password, encoder.encode(password))).isTrue();
        assertThat(AccountBootstrap.randomPassword()).isNotEqualTo(password);
    }
}
