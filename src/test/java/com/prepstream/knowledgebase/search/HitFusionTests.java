package com.prepstream.knowledgebase.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class HitFusionTests {

    static SearchHit hit(long item, int chunk, double score) {
        return new SearchHit(item, "doc-" + item, chunk, "text " + item + "/" + chunk, score);
    }

    @Test
    void aChunkFoundByBothListsRisesAboveChunksFoundByOne() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 0, 0.8), hit(3, 0, 0.7));
        List<SearchHit> lexical = List.of(hit(4, 0, 0.2), hit(3, 0, 0.7), hit(5, 0, 0.1));

        List<SearchHit> fused = HitFusion.fuse(List.of(vector, lexical), 5, 0);

        assertThat(fused).extracting(SearchHit::knowledgeBaseId).startsWith(3L).hasSize(5).doesNotHaveDuplicates();
        assertThat(fused.get(0).score()).as("the score stays the cosine similarity").isEqualTo(0.7);
    }

    @Test
    void aListWeighedTwiceCountsAsIfItsChunksWereFoundByTwoLists() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 0, 0.8));
        List<SearchHit> lexical = List.of(hit(2, 0, 0.8), hit(1, 0, 0.9));
        List<SearchHit> otherLanguage = List.of(hit(3, 0, 0.3));

        // chunks 1 and 2: 1/61 + 1/62 each; chunk 3, first of a list counted twice: 2/61
        assertThat(HitFusion.fuse(List.of(vector, lexical, otherLanguage), List.of(1.0, 1.0, 2.0), 3, 0, 0))
                .extracting(SearchHit::knowledgeBaseId).containsExactly(3L, 1L, 2L);
        assertThat(HitFusion.fuse(List.of(vector, lexical, otherLanguage), 3, 0)).extracting(SearchHit::knowledgeBaseId)
                .containsExactly(1L, 2L, 3L);
    }

    @Test
    void aPageThatSeveralPassagesPointToOutranksOneWithASingleCloserPassage() {
        // page 1 (a release note naming the topic) holds the best chunk of both lists; page 2, the page on the
        // topic, holds the next three of each
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 0, 0.8), hit(2, 1, 0.8), hit(2, 2, 0.7));
        List<SearchHit> lexical = List.of(hit(1, 0, 0.9), hit(2, 1, 0.8), hit(2, 2, 0.7), hit(2, 0, 0.8));
        List<List<SearchHit>> lists = List.of(vector, lexical);

        assertThat(HitFusion.fuse(lists, List.of(1.0, 1.0), 2, 1, 0)).extracting(SearchHit::knowledgeBaseId)
                .as("each chunk on its own").containsExactly(1L, 2L);
        // page 2's best chunk: 1/63 + 1/62, and 0.2 of its other two chunks' 4 ranks; page 1's: 2/61
        assertThat(HitFusion.fuse(lists, List.of(1.0, 1.0), 2, 1, 0.2)).extracting(SearchHit::knowledgeBaseId)
                .containsExactly(2L, 1L);
        assertThat(HitFusion.fuse(lists, List.of(1.0, 1.0), 2, 1, 0.2).get(0).score())
                .as("the score stays the cosine similarity").isEqualTo(0.8);
    }

    @Test
    void aLongDocumentsManyWeakerChunksDoNotOutweighAShortDocumentsBetterOnes() {
        // in a small knowledge base the candidate lists hold every chunk: page 1 (4 chunks) holds the first
        // four ranks of both lists, page 2 the next twenty
        List<SearchHit> ranked = new java.util.ArrayList<>();
        for (int chunk = 0; chunk < 4; chunk++) {
            ranked.add(hit(1, chunk, 0.9));
        }
        for (int chunk = 0; chunk < 20; chunk++) {
            ranked.add(hit(2, chunk, 0.5));
        }

        // page 1: 2/61 + 0.2 * (2/62 + 2/63 + 2/64); page 2: 2/65 + 0.2 * (2/66 + 2/67 + 2/68), not its 19 others
        assertThat(HitFusion.fuse(List.of(ranked, ranked), List.of(1.0, 1.0), 2, 1, 0.2))
                .extracting(SearchHit::knowledgeBaseId).containsExactly(1L, 2L);
    }

    @Test
    void aChunkGainsNothingFromItsOwnScoreAsEvidence() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 0, 0.8));

        // one chunk per page: evidence adds nothing, the order stays the list's
        assertThat(HitFusion.fuse(List.of(vector), List.of(1.0), 2, 1, 0.5)).containsExactlyElementsOf(vector);
    }

    @Test
    void oneListKeepsItsOrder() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(1, 1, 0.8), hit(2, 0, 0.7));

        assertThat(HitFusion.fuse(List.of(vector), 3, 0)).containsExactlyElementsOf(vector);
    }

    @Test
    void oneDocumentFillsNoMoreThanItsShareOfTheSlots() {
        List<SearchHit> ranked = List.of(hit(1, 0, 0.9), hit(1, 1, 0.9), hit(1, 2, 0.9), hit(2, 0, 0.5), hit(1, 3, 0.9),
                hit(3, 0, 0.4));

        assertThat(HitFusion.limitPerDocument(ranked, 3, 1)).extracting(SearchHit::knowledgeBaseId).containsExactly(1L, 2L, 3L);
        assertThat(HitFusion.limitPerDocument(ranked, 4, 2)).extracting(SearchHit::knowledgeBaseId)
                .containsExactly(1L, 1L, 2L, 3L);
        assertThat(HitFusion.limitPerDocument(ranked, 3, 0)).extracting(SearchHit::knowledgeBaseId).containsExactly(1L, 1L, 1L);
    }

    @Test
    void fewerDocumentsThanSlotsStillFillEverySlot() {
        List<SearchHit> ranked = List.of(hit(1, 0, 0.9), hit(1, 1, 0.8), hit(2, 0, 0.5), hit(1, 2, 0.4));

        assertThat(HitFusion.limitPerDocument(ranked, 4, 1)).extracting(h -> h.knowledgeBaseId() + "/" + h.chunkIndex())
                .containsExactly("1/0", "2/0", "1/1", "1/2");
    }
}
