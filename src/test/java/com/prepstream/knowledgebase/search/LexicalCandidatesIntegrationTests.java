package com.prepstream.knowledgebase.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.prepstream.knowledgebase.ingestion.ChunkWriter;
import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.knowledgebase.TestItems;
import com.prepstream.knowledgebase.ingestion.DocumentChunker;
import com.prepstream.knowledgebase.store.ChunkScope;
import com.prepstream.support.IntegrationTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Which chunks the full-text side hands to the fusion, on real PostgreSQL. A short question
 * ("MCP 是什么", "what is TOAST") has one or two words, so hundreds of chunks can weigh the same; the
 * candidates among them are the ones closest to the question, wherever they were stored. Before, they
 * were the first ones stored, and the note about the word, uploaded later, was never a candidate
 * (docs/retrieval.md, "Short questions").
 */
@IntegrationTest
class LexicalCandidatesIntegrationTests {

    static final EmbeddingModelInfo MODEL = new EmbeddingModelInfo("test-model-lexical", 3);

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ChunkStore chunks;

    @Autowired
    ChunkWriter writer;

    @Autowired
    TransactionTemplate transactions;

    @Test
    void chunksOfEqualWeightAreChosenByTheirSimilarityNotByTheOrderTheyWereStored() {
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            ids.add(stored("quokka-early-" + i, "a quokka mentioned in passing, note " + i, new float[] {0, 1, 0}));
        }
        long closest = stored("quokka-late", "where the quokka lives and what it eats", new float[] {1, 0, 0});
        ids.add(closest);

        List<SearchHit> hits = transactions.execute(tx -> chunks.lexicalSearch(new float[] {1, 0, 0},
                new LexicalQuery.Terms(List.of("quokka"), List.of(1.0)), 10, ChunkScope.items(ids), MODEL));

        assertThat(hits).hasSize(10);
        assertThat(hits.get(0).knowledgeBaseId()).isEqualTo(closest);
        assertThat(hits.get(0).score()).isCloseTo(1.0, within(1e-6));
    }

    @Test
    void aChunkHoldingMoreOfTheQuestionsWordsStillComesBeforeCloserOnes() {
        long both = stored("wombat-both", "wombat burrow", new float[] {0, 1, 0});
        long one = stored("wombat-one", "a wombat", new float[] {1, 0, 0});

        List<SearchHit> hits = transactions.execute(tx -> chunks.lexicalSearch(new float[] {1, 0, 0},
                new LexicalQuery.Terms(List.of("wombat", "burrow"), List.of(1.0, 2.0)), 1, ChunkScope.items(List.of(both, one)),
                MODEL));

        assertThat(hits).extracting(SearchHit::knowledgeBaseId).containsExactly(both);
    }

    private long stored(String name, String text, float[] vector) {
        long id = TestItems.insert(jdbc, name, MODEL.name(), "COMPLETED", 1);
        transactions.executeWithoutResult(tx -> writer.replace(id, MODEL.name(),
                List.of(new DocumentChunker.Piece("", text)), List.of(vector)));
        return id;
    }
}
