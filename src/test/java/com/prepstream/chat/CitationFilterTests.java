package com.prepstream.chat;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CitationFilterTests {

    static String run(int passages, String... pieces) {
        CitationFilter filter = new CitationFilter(passages);
        StringBuilder out = new StringBuilder();
        for (String piece : pieces) {
            out.append(filter.accept(piece));
        }
        return out.append(filter.flush()).toString();
    }

    @Test
    void keepsGivenNumbersAndDropsOthers() {
        assertThat(run(3, "Use an index [1][4]. VACUUM [3] helps [0].")).isEqualTo("Use an index [1]. VACUUM [3] helps .");
    }

    @Test
    void handlesCitationsSplitAcrossPieces() {
        assertThat(run(2, "A [", "1", "] and B [1", "2] end")).isEqualTo("A [1] and B  end");
    }

    @Test
    void leavesBracketsThatAreNotCitations() {
        assertThat(run(2, "arrays like a[i] and [x, y] or [", "[2]")).isEqualTo("arrays like a[i] and [x, y] or [[2]");
        assertThat(run(2, "unfinished [12")).isEqualTo("unfinished [12");
    }
}
