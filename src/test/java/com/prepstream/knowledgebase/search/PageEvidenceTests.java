package com.prepstream.knowledgebase.search;

import static com.prepstream.knowledgebase.search.HitFusionTests.hit;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PageEvidenceTests {

    static final PageEvidence.Settings ONCE = new PageEvidence.Settings(1);

    @Test
    void aPageFirstInThePageListLiftsItsChunkAboveAChunkFirstInTheChunkList() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 4, 0.8));
        List<SearchHit> pages = List.of(hit(2, 7, 0.5));

        List<SearchHit> fused = HitFusion.fuse(List.of(vector), List.of(1.0), 2, 1, id -> 0, pages, ONCE, false);

        // page 2's chunk 4 (1/62 + 1/61) now leads; its best chunk by words (7) is not shown twice
        assertThat(fused).extracting(SearchHit::knowledgeBaseId, SearchHit::chunkIndex)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(2L, 4), org.assertj.core.groups.Tuple.tuple(1L, 0));
    }

    @Test
    void aPageFoundOnlyByTheWordsStillShowsItsBestPassage() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9));
        List<SearchHit> pages = List.of(hit(3, 2, 0.1));

        List<SearchHit> fused = HitFusion.fuse(List.of(vector), List.of(1.0), 2, 1, id -> 0, pages, ONCE, false);

        assertThat(fused).extracting(SearchHit::knowledgeBaseId, SearchHit::chunkIndex)
                .contains(org.assertj.core.groups.Tuple.tuple(3L, 2));
    }

    @Test
    void withoutWeightThePageListChangesNothing() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 4, 0.8));

        List<SearchHit> fused = HitFusion.fuse(List.of(vector), List.of(1.0), 2, 1, id -> 0,
                List.of(hit(2, 7, 0.5), hit(9, 0, 0.1)), PageEvidence.Settings.NONE, false);

        assertThat(fused).extracting(SearchHit::knowledgeBaseId).containsExactly(1L, 2L);
    }

    @Test
    void byDocumentAPageFoundAtDifferentChunksByTwoListsAddsUp() {
        // page 2 is second in both lists but at different chunks; page 1 is first in one list only
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 4, 0.8));
        List<SearchHit> passages = List.of(hit(3, 1, 0.7), hit(2, 5, 0.6));

        List<SearchHit> byChunk = HitFusion.fuse(List.of(vector, passages), List.of(1.0, 1.0), 3, 1, id -> 0,
                List.of(), PageEvidence.Settings.NONE, false);
        List<SearchHit> byDocument = HitFusion.fuse(List.of(vector, passages), List.of(1.0, 1.0), 3, 1, id -> 0,
                List.of(), PageEvidence.Settings.NONE, true);

        assertThat(byChunk.get(0).knowledgeBaseId()).isNotEqualTo(2L);
        assertThat(byDocument).extracting(SearchHit::knowledgeBaseId, SearchHit::chunkIndex)
                .startsWith(org.assertj.core.groups.Tuple.tuple(2L, 4));
    }
}
