package com.prepstream.knowledgebase.search;

import static com.prepstream.knowledgebase.search.FusionTests.hit;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TitleWordsTests {

    @Test
    void aNoteWhoseTitleHoldsTheQuestionsWordsLiftsItsChunksAboveAnotherNotesNearerPassage() {
        // "零拷贝是什么": a Kafka note's passage using the word is nearer than the zero-copy note's own passage
        Ranking fused = Fusion.fuse(List.of(List.of(hit(1, 3, 0.8), hit(2, 0, 0.7))), List.of(1.0), Fusion.Settings.BY_CHUNK);

        Ranking lifted = TitleWords.apply(fused, Map.of(2L, 1.0), new TitleWords.Settings(1));

        assertThat(lifted.ranked()).extracting(SearchHit::knowledgeBaseId, SearchHit::chunkIndex)
                .containsExactly(tuple(2L, 0), tuple(1L, 3));
        assertThat(lifted.scores().get(new Ranking.Key(2, 0))).isEqualTo(1.0 / 62 + 1.0 / 61);
    }

    @Test
    void aShareOfTheWordsLiftsByThatShareAndWeightZeroLeavesTheRankingAsItWas() {
        Ranking fused = Fusion.fuse(List.of(List.of(hit(1, 3, 0.8), hit(2, 0, 0.7))), List.of(1.0), Fusion.Settings.BY_CHUNK);

        assertThat(TitleWords.apply(fused, Map.of(2L, 0.5), new TitleWords.Settings(2)).scores()
                .get(new Ranking.Key(2, 0))).isEqualTo(1.0 / 62 + 0.5 * 2.0 / 61);
        assertThat(TitleWords.apply(fused, Map.of(2L, 1.0), new TitleWords.Settings(0)).ranked())
                .extracting(SearchHit::knowledgeBaseId).containsExactly(1L, 2L);
    }
}
