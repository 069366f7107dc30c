package com.prepstream.interview;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class SessionSeedsTests {

    @Test
    void aFixedDrawSeedGivesEveryRunTheSameSequenceOfSessionSeeds() {
        assertThat(firstThree(new SessionSeeds("20261203"))).isEqualTo(firstThree(new SessionSeeds(" 20261203 ")));
        assertThat(firstThree(new SessionSeeds("20261203"))).isNotEqualTo(firstThree(new SessionSeeds("7")));
    }

    @Test
    void withoutADrawSeedSessionsDrawAtRandom() {
        SessionSeeds seeds = new SessionSeeds("");
        assertThat(firstThree(seeds)).doesNotHaveDuplicates();
        assertThat(firstThree(seeds)).isNotEqualTo(firstThree(new SessionSeeds("")));
    }

    private static List<Long> firstThree(SessionSeeds seeds) {
        return Stream.generate(seeds::next).limit(3).toList();
    }
}
