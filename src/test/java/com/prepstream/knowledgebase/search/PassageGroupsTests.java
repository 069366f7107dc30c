package com.prepstream.knowledgebase.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PassageGroupsTests {

    static SearchHit hit(long note, int chunk, double score) {
        return new SearchHit(note, "note-" + note, chunk, "text " + chunk, score);
    }

    @Test
    void aSecondPassageOfTheAnsweringNoteComesBeforeWeakOtherNotes() {
        // "双亲委派模型是什么" as reported: TCP 0.52, GC 0.37, ThreadLocal 0.47 ranked above the class loader note's 0.76
        List<SearchHit> ranked = List.of(hit(1, 4, 0.81), hit(2, 0, 0.52), hit(3, 2, 0.37), hit(4, 1, 0.47),
                hit(1, 9, 0.76));
        assertThat(PassageGroups.group(ranked, 3)).extracting(SearchHit::knowledgeBaseId, SearchHit::chunkIndex)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(1L, 4), org.assertj.core.groups.Tuple.tuple(1L, 9),
                        org.assertj.core.groups.Tuple.tuple(2L, 0), org.assertj.core.groups.Tuple.tuple(3L, 2),
                        org.assertj.core.groups.Tuple.tuple(4L, 1));
    }

    @Test
    void extraPassagesFarBelowTheirBestAndTheNextNoteAreLeftOut() {
        List<SearchHit> ranked = List.of(hit(1, 0, 0.80), hit(2, 0, 0.70), hit(1, 5, 0.50), hit(1, 6, 0.79),
                hit(1, 7, 0.78));
        assertThat(PassageGroups.group(ranked, 3)).extracting(SearchHit::chunkIndex).containsExactly(0, 6, 0);
    }

    @Test
    void atMostThePassagesAskedForPerNote() {
        List<SearchHit> ranked = List.of(hit(1, 0, 0.8), hit(1, 1, 0.8), hit(1, 2, 0.8), hit(1, 3, 0.8));
        assertThat(PassageGroups.group(ranked, 2)).hasSize(2);
    }
}
