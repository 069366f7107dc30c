package com.prepstream.knowledgebase.search;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.knowledgebase.search.LexicalQuery.Shares;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LexicalQueryTests {

    /** 10,000 chunks: "java" in 30% of them, "thread" in 5%, "lock" in 1%; untracked words rarer than 0.1%. */
    static final Shares SHARES = new Shares(Map.of("java", 0.30, "thread", 0.05, "lock", 0.01), 0.001, 10_000);

    @Test
    void keepsTheRarestWordsWhileTheirExpectedMatchesFitTheBudget() {
        // volatil: untracked (10 rows), lock 100, thread 500, java 3,000
        assertThat(LexicalQuery.pick(List.of("java", "thread", "lock", "volatil"), SHARES, 700))
                .containsExactly("volatil", "lock", "thread");
        assertThat(LexicalQuery.pick(List.of("java", "thread", "lock", "volatil"), SHARES, 200))
                .containsExactly("volatil", "lock");
    }

    @Test
    void theRarestWordStaysEvenWhenItAloneIsOverTheBudget() {
        assertThat(LexicalQuery.pick(List.of("java", "thread"), SHARES, 100)).containsExactly("thread");
    }

    @Test
    void everyWordStaysWithoutStatistics() {
        assertThat(LexicalQuery.pick(List.of("java", "thread"), Shares.NONE, 100)).containsExactly("java", "thread");
    }

    @Test
    void theRequiredWordsAreTheRarestOfThoseKept() {
        LexicalQuery.Terms terms = new LexicalQuery.Terms(List.of("volatil", "lock", "thread"), List.of(3.0, 2.0, 1.0), 2);
        assertThat(terms.anyOf()).isEqualTo("'volatil' | 'lock'");
        assertThat(terms.each()).containsExactly("'volatil'", "'lock'", "'thread'");
    }
}
