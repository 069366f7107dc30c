package com.prepstream.knowledgebase.search;

import static com.prepstream.knowledgebase.search.FusionTests.hit;
import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.knowledgebase.store.ChunkScope;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which lists the first stage asks for, with which weights, in which order: the stores are fakes. */
class CandidatesTests {

    static final EmbeddingModelInfo A = new EmbeddingModelInfo("model-a", 3);
    static final EmbeddingModelInfo B = new EmbeddingModelInfo("model-b", 3);
    static final Bm25Lists.Settings BM25 = RetrievalSettings.defaults().lists();

    /** What each fake was asked, in order. */
    final List<String> asked = new ArrayList<>();

    final ChunkStore chunks = new ChunkStore(null) {
        @Override
        public List<SearchHit> search(float[] query, int k, ChunkScope within, EmbeddingModelInfo model, int efSearch,
                int exactSearchMaxChunks) {
            asked.add("vector " + model.name() + " " + k + " ef" + efSearch + " exact" + exactSearchMaxChunks);
            return List.of(hit(1, 0, 0.9));
        }

        @Override
        public List<SearchHit> lexicalSearch(float[] query, LexicalQuery.Terms terms, int n, ChunkScope within,
                EmbeddingModelInfo model) {
            asked.add("rarity " + model.name() + " " + terms.lexemes() + " " + n);
            return List.of(hit(2, 0, 0.8));
        }
    };

    final LexicalQuery lexicalQuery = new LexicalQuery(null) {
        @Override
        public Terms of(String model, List<String> lexemes, int maxRows, int matchRows) {
            asked.add("budget " + model + " " + maxRows + "/" + matchRows);
            return new Terms(lexemes.subList(0, 1), List.of(1.0));
        }
    };

    final Bm25Lists bm25 = new Bm25Lists(null) {
        @Override
        Found find(float[] query, List<String> lexemes, int passages, int pages, ChunkScope within,
                EmbeddingModelInfo model, Settings settings) {
            asked.add("bm25 " + model.name() + " " + lexemes + " " + passages + "/" + pages);
            return new Found(List.of(hit(3, 1, 0.7)), List.of(hit(model == A ? 4 : 5, 2, 0.6)));
        }
    };

    Candidates candidates(double vectorWeight, double passageWeight, double pageWeight, boolean wordBudget) {
        return new Candidates(chunks, lexicalQuery, bm25, new Candidates.Settings(vectorWeight, passageWeight, pageWeight,
                wordBudget, BM25, new Candidates.Vectors(160, 1000), new Candidates.Words(10_000, 2_000)));
    }

    static Candidates.Query query(List<String> lexemes, boolean bm25, EmbeddingModelInfo... models) {
        Map<EmbeddingModelInfo, float[]> vectors = new LinkedHashMap<>();
        for (EmbeddingModelInfo model : models) {
            vectors.put(model, new float[] {1, 0, 0});
        }
        return new Candidates.Query(vectors, lexemes, bm25, 40, ChunkScope.ANY);
    }

    @Test
    void withoutWordsEachModelGivesItsNearestChunksCountingOnce() {
        Candidates.Found found = candidates(0, 1, 1, true).find(query(List.of(), true, A, B));

        assertThat(asked).containsExactly("vector model-a 40 ef160 exact1000", "vector model-b 40 ef160 exact1000");
        assertThat(found.weights()).as("a vector weight of 0 still leaves a list when there are no words")
                .containsExactly(1.0, 1.0);
        assertThat(found.pages()).isEmpty();
    }

    @Test
    void withoutBm25EachModelAddsTheOlderListOfItsWordsWithinTheBudget() {
        Candidates.Found found = candidates(1.5, 1, 1, true).find(query(List.of("vacuum", "table"), false, A, B));

        assertThat(asked).containsExactly("vector model-a 40 ef160 exact1000", "budget model-a 10000/2000",
                "rarity model-a [vacuum] 40", "vector model-b 40 ef160 exact1000", "budget model-b 10000/2000",
                "rarity model-b [vacuum] 40");
        assertThat(found.lists()).hasSize(4);
        assertThat(found.weights()).containsExactly(1.5, 1.0, 1.5, 1.0);
        assertThat(found.pages()).isEmpty();
    }

    @Test
    void bm25GivesThePassageListAndCollectsEveryModelsPagesInTurn() {
        Candidates.Found found = candidates(1, 0.5, 1, true).find(query(List.of("vacuum", "table"), true, A, B));

        assertThat(asked).containsExactly("vector model-a 40 ef160 exact1000", "budget model-a 10000/2000",
                "bm25 model-a [vacuum] 40/40", "vector model-b 40 ef160 exact1000", "budget model-b 10000/2000",
                "bm25 model-b [vacuum] 40/40");
        assertThat(found.weights()).containsExactly(1.0, 0.5, 1.0, 0.5);
        assertThat(found.pages()).extracting(SearchHit::knowledgeBaseId).containsExactly(4L, 5L);
    }

    @Test
    void withoutTheWordBudgetBm25SeesEveryWord() {
        candidates(1, 1, 1, false).find(query(List.of("vacuum", "table"), true, A));

        assertThat(asked).containsExactly("vector model-a 40 ef160 exact1000", "bm25 model-a [vacuum, table] 40/40");
    }

    @Test
    void aListWeighedZeroIsNotAskedFor() {
        Candidates.Found noVector = candidates(0, 1, 0, false).find(query(List.of("vacuum"), true, A));
        assertThat(asked).containsExactly("bm25 model-a [vacuum] 40/0");
        assertThat(noVector.weights()).containsExactly(1.0);

        asked.clear();
        Candidates.Found noPassages = candidates(1, 0, 1, false).find(query(List.of("vacuum"), true, A));
        assertThat(asked).containsExactly("vector model-a 40 ef160 exact1000", "bm25 model-a [vacuum] 0/40");
        assertThat(noPassages.weights()).containsExactly(1.0);
        assertThat(noPassages.pages()).hasSize(1);
    }

    @Test
    void anotherListIsAddedWithItsWeightAfterTheModelsLists() {
        Candidates.Found found = candidates(1, 1, 1, true).find(query(List.of(), true, A));

        Candidates.Found more = found.plus(List.of(hit(7, 0, 0.3)), 2);

        assertThat(more.weights()).containsExactly(1.0, 2.0);
        assertThat(more.lists().get(1)).containsExactly(hit(7, 0, 0.3));
        assertThat(found.lists()).as("the lists it was added to are left as they were").hasSize(1);
    }
}
