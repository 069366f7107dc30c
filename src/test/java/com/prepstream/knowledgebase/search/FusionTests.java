package com.prepstream.knowledgebase.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.util.List;
import org.junit.jupiter.api.Test;

class FusionTests {

    static final Fusion.Settings BY_DOCUMENT = new Fusion.Settings(true);

    static SearchHit hit(long item, int chunk, double score) {
        return new SearchHit(item, "doc-" + item, chunk, "text " + item + "/" + chunk, score);
    }

    static List<SearchHit> fused(List<List<SearchHit>> lists, List<Double> weights) {
        return Fusion.fuse(lists, weights, Fusion.Settings.BY_CHUNK).ranked();
    }

    @Test
    void aChunkFoundByBothListsRisesAboveChunksFoundByOne() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 0, 0.8), hit(3, 0, 0.7));
        List<SearchHit> lexical = List.of(hit(4, 0, 0.2), hit(3, 0, 0.7), hit(5, 0, 0.1));

        List<SearchHit> fused = fused(List.of(vector, lexical), List.of(1.0, 1.0));

        assertThat(fused).extracting(SearchHit::knowledgeBaseId).startsWith(3L).hasSize(5).doesNotHaveDuplicates();
        assertThat(fused.get(0).score()).as("the score stays the cosine similarity").isEqualTo(0.7);
    }

    @Test
    void aListWeighedTwiceCountsAsIfItsChunksWereFoundByTwoLists() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 0, 0.8));
        List<SearchHit> lexical = List.of(hit(2, 0, 0.8), hit(1, 0, 0.9));
        List<SearchHit> otherLanguage = List.of(hit(3, 0, 0.3));

        // chunks 1 and 2: 1/61 + 1/62 each; chunk 3, first of a list counted twice: 2/61
        assertThat(fused(List.of(vector, lexical, otherLanguage), List.of(1.0, 1.0, 2.0)))
                .extracting(SearchHit::knowledgeBaseId).containsExactly(3L, 1L, 2L);
        assertThat(fused(List.of(vector, lexical, otherLanguage), List.of(1.0, 1.0, 1.0)))
                .extracting(SearchHit::knowledgeBaseId).containsExactly(1L, 2L, 3L);
    }

    @Test
    void eachRankAddsTheListsWeightOverSixtyPlusTheRank() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 0, 0.8));
        List<SearchHit> passages = List.of(hit(2, 0, 0.8));

        Ranking ranking = Fusion.fuse(List.of(vector, passages), List.of(1.0, 0.5), Fusion.Settings.BY_CHUNK);

        assertThat(ranking.scores().get(new Ranking.Key(1, 0))).isEqualTo(1.0 / 61);
        assertThat(ranking.scores().get(new Ranking.Key(2, 0))).isEqualTo(1.0 / 62 + 0.5 / 61);
    }

    @Test
    void oneListKeepsItsOrder() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(1, 1, 0.8), hit(2, 0, 0.7));

        assertThat(fused(List.of(vector), List.of(1.0))).containsExactlyElementsOf(vector);
    }

    @Test
    void equalScoresKeepTheOrderTheChunksWereFirstFoundIn() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 0, 0.8));
        List<SearchHit> lexical = List.of(hit(2, 0, 0.8), hit(1, 0, 0.9));

        assertThat(fused(List.of(vector, lexical), List.of(1.0, 1.0))).containsExactly(hit(1, 0, 0.9), hit(2, 0, 0.8));
        assertThat(fused(List.of(lexical, vector), List.of(1.0, 1.0))).containsExactly(hit(2, 0, 0.8), hit(1, 0, 0.9));
    }

    @Test
    void byDocumentAPageFoundAtDifferentChunksByTwoListsAddsUp() {
        // page 2 is second in both lists but at different chunks; page 1 is first in one list only
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 4, 0.8));
        List<SearchHit> passages = List.of(hit(3, 1, 0.7), hit(2, 5, 0.6));

        List<SearchHit> byChunk = fused(List.of(vector, passages), List.of(1.0, 1.0));
        List<SearchHit> byDocument = Fusion.fuse(List.of(vector, passages), List.of(1.0, 1.0), BY_DOCUMENT).ranked();

        assertThat(byChunk.get(0).knowledgeBaseId()).isNotEqualTo(2L);
        assertThat(byDocument).extracting(SearchHit::knowledgeBaseId, SearchHit::chunkIndex)
                .startsWith(tuple(2L, 4));
    }

    @Test
    void byDocumentAListCountsAPageOnceAtItsFirstChunk() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(1, 1, 0.8), hit(2, 0, 0.7));

        Ranking ranking = Fusion.fuse(List.of(vector), List.of(1.0), BY_DOCUMENT);

        assertThat(ranking.ranked()).containsExactly(hit(1, 0, 0.9), hit(2, 0, 0.7));
        assertThat(ranking.scores().get(new Ranking.Key(2, -1))).as("page 2 is the list's second page").isEqualTo(1.0 / 62);
    }
}
