package com.prepstream.knowledgebase.search;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.InProcessModel;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Merging an English question's two readings: each list keeps its order, each passage is placed by its own model's bar. */
class CrossLanguageReadingTests {

    private static final String MINILM = InProcessModel.ALL_MINILM_L6_V2_Q.modelName();
    private static final String BGE_ZH = InProcessModel.BGE_SMALL_ZH_V15_Q.modelName();

    private static SearchHit hit(long note, int chunk, double score, String model) {
        return new SearchHit(note, "note-" + note, chunk, "text", score, null, model);
    }

    @Test
    void anEnglishQuestionTheEnglishNotesAnswerKeepsTheirPassagesFirst() {
        // MiniLM's 0.70 is 0.25 above its bar (0.45); bge-small-zh's 0.66 for an English question only 0.06 above 0.60
        List<SearchHit> own = List.of(hit(1, 3, 0.70, MINILM), hit(2, 1, 0.52, MINILM));
        List<SearchHit> cjk = List.of(hit(7, 0, 0.66, BGE_ZH), hit(8, 4, 0.61, BGE_ZH));

        List<SearchHit> merged = CrossLanguageReading.merged(own, cjk, 4, 1);

        assertThat(merged).extracting(SearchHit::knowledgeBaseId).containsExactly(1L, 2L, 7L, 8L);
    }

    @Test
    void anEnglishPassageThatReachesItsBarIsNeverPushedBackByAChineseOne() {
        // fusion put MiniLM's 0.50 behind bge-small-zh's 0.72 (0.05 above 0.45 against 0.12 above 0.60)
        List<SearchHit> own = List.of(hit(1, 3, 0.50, MINILM), hit(2, 1, 0.40, MINILM));
        List<SearchHit> cjk = List.of(hit(7, 0, 0.72, BGE_ZH));

        assertThat(CrossLanguageReading.merged(own, cjk, 3, 1)).extracting(SearchHit::knowledgeBaseId)
                .containsExactly(1L, 7L, 2L);
    }

    @Test
    void anEnglishQuestionAChineseNoteAnswersGetsItsPassageFirst() {
        List<SearchHit> own = List.of(hit(1, 3, 0.38, MINILM), hit(2, 1, 0.33, MINILM));
        List<SearchHit> cjk = List.of(hit(7, 0, 0.72, BGE_ZH), hit(7, 5, 0.70, BGE_ZH), hit(8, 4, 0.64, BGE_ZH));

        List<SearchHit> merged = CrossLanguageReading.merged(own, cjk, 3, 1);

        // one passage per note first, as search gives them
        assertThat(merged).extracting(SearchHit::knowledgeBaseId).containsExactly(7L, 8L, 1L);
    }
}
