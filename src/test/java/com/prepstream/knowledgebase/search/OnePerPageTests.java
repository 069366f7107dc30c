package com.prepstream.knowledgebase.search;

import static com.prepstream.knowledgebase.search.FusionTests.hit;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class OnePerPageTests {

    static OnePerPage.Settings perPage(int n) {
        return new OnePerPage.Settings(n);
    }

    @Test
    void oneDocumentFillsNoMoreThanItsShareOfTheSlots() {
        List<SearchHit> ranked = List.of(hit(1, 0, 0.9), hit(1, 1, 0.9), hit(1, 2, 0.9), hit(2, 0, 0.5), hit(1, 3, 0.9),
                hit(3, 0, 0.4));

        assertThat(OnePerPage.keep(ranked, 3, perPage(1))).extracting(SearchHit::knowledgeBaseId).containsExactly(1L, 2L, 3L);
        assertThat(OnePerPage.keep(ranked, 4, perPage(2))).extracting(SearchHit::knowledgeBaseId)
                .containsExactly(1L, 1L, 2L, 3L);
        assertThat(OnePerPage.keep(ranked, 3, perPage(0))).extracting(SearchHit::knowledgeBaseId).containsExactly(1L, 1L, 1L);
    }

    @Test
    void fewerDocumentsThanSlotsStillFillEverySlot() {
        List<SearchHit> ranked = List.of(hit(1, 0, 0.9), hit(1, 1, 0.8), hit(2, 0, 0.5), hit(1, 2, 0.4));

        assertThat(OnePerPage.keep(ranked, 4, perPage(1))).extracting(h -> h.knowledgeBaseId() + "/" + h.chunkIndex())
                .containsExactly("1/0", "2/0", "1/1", "1/2");
    }

    @Test
    void theFirstKHitsWhenEveryPageKeepsItsShare() {
        List<SearchHit> ranked = List.of(hit(1, 0, 0.9), hit(2, 0, 0.8), hit(3, 0, 0.7));

        assertThat(OnePerPage.keep(ranked, 2, perPage(1))).containsExactly(hit(1, 0, 0.9), hit(2, 0, 0.8));
        assertThat(OnePerPage.keep(ranked, 5, perPage(1))).containsExactlyElementsOf(ranked);
    }
}
