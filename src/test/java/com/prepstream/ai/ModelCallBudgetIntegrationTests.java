package com.prepstream.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.prepstream.support.IntegrationTest;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.redisson.api.RedissonClient;
import org.redisson.client.codec.StringCodec;
import org.springframework.beans.factory.annotation.Autowired;

/** The daily cap on paid model calls, counted per account and UTC day in the real Redis. */
@IntegrationTest
class ModelCallBudgetIntegrationTests {

    static final Clock MONDAY = Clock.fixed(Instant.parse("2026-03-02T23:59:00Z"), ZoneOffset.UTC);
    static final Clock TUESDAY = Clock.fixed(Instant.parse("2026-03-03T00:01:00Z"), ZoneOffset.UTC);

    @Autowired
    RedissonClient redisson;

    @Test
    void pastTheCapACallIsRefusedWithA429ThatSaysSoAndIsNotCounted() {
        ModelCallBudget budget = new ModelCallBudget(redisson, true, 3, MONDAY);
        for (int i = 0; i < 3; i++) {
            budget.charge(7);
        }
        assertThatThrownBy(() -> budget.charge(7)).isInstanceOfSatisfying(DailyModelCallsUsedUp.class,
                refused -> assertThat(refused.dailyCalls()).isEqualTo(3));
        assertThat(redisson.getBucket("prepstream:model-calls:2026-03-02:7", StringCodec.INSTANCE).get()).isEqualTo("3");
        budget.charge(8); // another account has its own
    }

    @Test
    void theCountStartsAgainOnTheNextUtcDay() {
        ModelCallBudget monday = new ModelCallBudget(redisson, true, 1, MONDAY);
        monday.charge(7);
        assertThatThrownBy(() -> monday.charge(7)).isInstanceOf(DailyModelCallsUsedUp.class);
        new ModelCallBudget(redisson, true, 1, TUESDAY).charge(7);
    }

    @Test
    void theOfflineAnalyzersAreNeverCounted() {
        ModelCallBudget offline = new ModelCallBudget(redisson, false, 1, MONDAY);
        for (int i = 0; i < 5; i++) {
            offline.charge(7);
        }
        assertThat(redisson.getBucket("prepstream:model-calls:2026-03-02:7", StringCodec.INSTANCE).isExists()).isFalse();
    }
}
