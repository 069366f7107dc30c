package com.prepstream.knowledgebase.search;

import static com.prepstream.knowledgebase.search.FusionTests.hit;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PageEvidenceTests {

    /**
     * The stages after the candidate lists as a search runs them, by chunk, each document's share of evidence
     * given: what a reader of the result sees of this stage.
     */
    static List<SearchHit> search(List<List<SearchHit>> lists, List<Double> weights, int k, int perPage, double share,
            List<SearchHit> pages, double pageWeight) {
        Ranking fused = Fusion.fuse(lists, weights, Fusion.Settings.BY_CHUNK);
        Ranking evidenced = PageEvidence.apply(fused, id -> share, pages, pageWeight);
        return OnePerPage.keep(evidenced.ranked(), k, new OnePerPage.Settings(perPage));
    }

    @Test
    void aPageFirstInThePageListLiftsItsChunkAboveAChunkFirstInTheChunkList() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 4, 0.8));
        List<SearchHit> pages = List.of(hit(2, 7, 0.5));

        List<SearchHit> fused = search(List.of(vector), List.of(1.0), 2, 1, 0, pages, 1);

        // page 2's chunk 4 (1/62 + 1/61) now leads; its best chunk by words (7) is not shown twice
        assertThat(fused).extracting(SearchHit::knowledgeBaseId, SearchHit::chunkIndex)
                .containsExactly(tuple(2L, 4), tuple(1L, 0));
    }

    @Test
    void aPagesRankLiftsEachOfItsCandidateChunksAsARankOfItsOwnWould() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 4, 0.8), hit(2, 5, 0.7));
        Ranking fused = Fusion.fuse(List.of(vector), List.of(1.0), Fusion.Settings.BY_CHUNK);

        Ranking lifted = PageEvidence.apply(fused, id -> 0, List.of(hit(9, 0, 0.1), hit(2, 7, 0.5)), 2);

        assertThat(lifted.scores().get(new Ranking.Key(2, 4))).isEqualTo(1.0 / 62 + 2.0 / 62);
        assertThat(lifted.scores().get(new Ranking.Key(2, 5))).isEqualTo(1.0 / 63 + 2.0 / 62);
        assertThat(lifted.scores().get(new Ranking.Key(1, 0))).as("not in the page list").isEqualTo(1.0 / 61);
        assertThat(fused.scores().get(new Ranking.Key(2, 4))).as("the fusion's ranking is left as it was")
                .isEqualTo(1.0 / 62);
    }

    @Test
    void aPageFoundOnlyByTheWordsStillShowsItsBestPassage() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9));
        List<SearchHit> pages = List.of(hit(3, 2, 0.1));

        List<SearchHit> fused = search(List.of(vector), List.of(1.0), 2, 1, 0, pages, 1);

        assertThat(fused).extracting(SearchHit::knowledgeBaseId, SearchHit::chunkIndex).contains(tuple(3L, 2));
    }

    @Test
    void withoutWeightThePageListChangesNothing() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 4, 0.8));

        List<SearchHit> fused = search(List.of(vector), List.of(1.0), 2, 1, 0, List.of(hit(2, 7, 0.5), hit(9, 0, 0.1)), 0);

        assertThat(fused).extracting(SearchHit::knowledgeBaseId).containsExactly(1L, 2L);
    }

    @Test
    void aPageThatSeveralPassagesPointToOutranksOneWithASingleCloserPassage() {
        // page 1 (a release note naming the topic) holds the best chunk of both lists; page 2, the page on the
        // topic, holds the next three of each
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 0, 0.8), hit(2, 1, 0.8), hit(2, 2, 0.7));
        List<SearchHit> lexical = List.of(hit(1, 0, 0.9), hit(2, 1, 0.8), hit(2, 2, 0.7), hit(2, 0, 0.8));
        List<List<SearchHit>> lists = List.of(vector, lexical);

        assertThat(search(lists, List.of(1.0, 1.0), 2, 1, 0, List.of(), 0)).extracting(SearchHit::knowledgeBaseId)
                .as("each chunk on its own").containsExactly(1L, 2L);
        // page 2's best chunk: 1/63 + 1/62, and 0.2 of its other two chunks' 4 ranks; page 1's: 2/61
        assertThat(search(lists, List.of(1.0, 1.0), 2, 1, 0.2, List.of(), 0)).extracting(SearchHit::knowledgeBaseId)
                .containsExactly(2L, 1L);
        assertThat(search(lists, List.of(1.0, 1.0), 2, 1, 0.2, List.of(), 0).get(0).score())
                .as("the score stays the cosine similarity").isEqualTo(0.8);
    }

    @Test
    void aLongDocumentsManyWeakerChunksDoNotOutweighAShortDocumentsBetterOnes() {
        // in a small knowledge base the candidate lists hold every chunk: page 1 (4 chunks) holds the first
        // four ranks of both lists, page 2 the next twenty
        List<SearchHit> ranked = new ArrayList<>();
        for (int chunk = 0; chunk < 4; chunk++) {
            ranked.add(hit(1, chunk, 0.9));
        }
        for (int chunk = 0; chunk < 20; chunk++) {
            ranked.add(hit(2, chunk, 0.5));
        }

        // page 1: 2/61 + 0.2 * (2/62 + 2/63 + 2/64); page 2: 2/65 + 0.2 * (2/66 + 2/67 + 2/68), not its 19 others
        assertThat(search(List.of(ranked, ranked), List.of(1.0, 1.0), 2, 1, 0.2, List.of(), 0))
                .extracting(SearchHit::knowledgeBaseId).containsExactly(1L, 2L);
    }

    @Test
    void aChunkGainsNothingFromItsOwnScoreAsEvidence() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 0, 0.8));

        // one chunk per page: evidence adds nothing, the order stays the list's
        assertThat(search(List.of(vector), List.of(1.0), 2, 1, 0.5, List.of(), 0)).containsExactlyElementsOf(vector);
    }

    @Test
    void aDocumentsShareIsWhatItsLengthDoesNotExplain() {
        // 260 chunks of one model in scope: page 1 holds 60 of them, page 2 four; page 3 is another model's
        ChunkStore.Lengths lengths = new ChunkStore.Lengths(Map.of("m", 260L, "other", 22_000L), Map.of(
                1L, new ChunkStore.Lengths.Length(60, "m"), 2L, new ChunkStore.Lengths.Length(4, "m"),
                3L, new ChunkStore.Lengths.Length(30, "other")));

        var shares = PageEvidence.shares(0.2, lengths, 40);

        assertThat(shares.applyAsDouble(1L)).as("60 × 40 / 260: more than its whole share by chance").isZero();
        assertThat(shares.applyAsDouble(2L)).isEqualTo(0.2 * (1 - 4.0 * 40 / 260));
        assertThat(shares.applyAsDouble(3L)).as("counted among its own model's chunks")
                .isEqualTo(0.2 * (1 - 30.0 * 40 / 22_000));
    }

    @Test
    void byDocumentThePageListStillLiftsItsPages() {
        List<SearchHit> vector = List.of(hit(1, 0, 0.9), hit(2, 4, 0.8), hit(2, 5, 0.7));
        Ranking fused = Fusion.fuse(List.of(vector), List.of(1.0), FusionTests.BY_DOCUMENT);

        Ranking lifted = PageEvidence.apply(fused, id -> 0.5, List.of(hit(2, 7, 0.5), hit(3, 1, 0.2)), 1);

        assertThat(lifted.ranked()).extracting(SearchHit::knowledgeBaseId, SearchHit::chunkIndex)
                .containsExactly(tuple(2L, 4), tuple(1L, 0), tuple(3L, 1));
        assertThat(lifted.scores().get(new Ranking.Key(2, -1))).isEqualTo(1.0 / 62 + 1.0 / 61);
    }
}
