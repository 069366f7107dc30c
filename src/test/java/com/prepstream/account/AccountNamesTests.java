package com.prepstream.account;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AccountNamesTests {

    @Test
    void aTriedNameCannotBreakOrForgeALogLine() {
        String forged = "bob\r\n2026-01-01 INFO Account 'admin' changed its password\u2028\u202e";
        String logged = AccountNames.forLog(forged);
        assertThat(logged).doesNotContain("\r", "\n", "\u2028", "\u202e").startsWith("'bob??2026");
    }

    @Test
    void aLongTriedNameIsCutInTheLog() {
        String logged = AccountNames.forLog("x".repeat(100_000));
        assertThat(logged.length()).isLessThan(100);
        assertThat(logged).endsWith("…(100000 chars)");
    }

    @Test
    void namesOfAnyScriptAreValidAndComparedInNfkcWithoutCase() {
        assertThat(AccountNames.valid(AccountNames.normalize("张三"))).isTrue();
        assertThat(AccountNames.valid(AccountNames.normalize("zoë.smith-2"))).isTrue();
        assertThat(AccountNames.valid(AccountNames.normalize("a"))).isFalse();
        assertThat(AccountNames.valid(AccountNames.normalize("has space"))).isFalse();
        assertThat(AccountNames.valid(AccountNames.normalize("zero\u200bwidth"))).isFalse();
        assertThat(AccountNames.valid(AccountNames.normalize(".dot"))).isFalse();
        assertThat(AccountNames.normalize("ＡＬＩＣＥ")).isEqualTo("ALICE");
        assertThat(AccountNames.key("ＡＬＩＣＥ")).isEqualTo(AccountNames.key("alice"));
    }

    @Test
    void theConfiguredAdminIsMatchedExactlyAndItsOtherSpellingsAreReserved() {
        AccountProperties properties = new AccountProperties(true, "alice", 3, 10, java.time.Duration.ofSeconds(1),
                java.time.Duration.ofMinutes(1), java.time.Duration.ofMinutes(15),
                org.springframework.util.unit.DataSize.ofMegabytes(500));
        assertThat(properties.namesAdmin("alice")).isTrue();
        assertThat(properties.namesAdmin("ALICE")).isFalse();
        assertThat(properties.shadowsAdmin("ALICE")).isTrue();
        assertThat(properties.shadowsAdmin("alice")).isFalse();
        assertThat(properties.shadowsAdmin("bob")).isFalse();
    }
}
