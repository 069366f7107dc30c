package com.prepstream.knowledgebase.search;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.knowledgebase.ingestion.ChunkWriter;
import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.ai.LanguageModels;
import com.prepstream.knowledgebase.TestItems;
import com.prepstream.knowledgebase.ingestion.DocumentChunker;
import com.prepstream.knowledgebase.store.ChunkScope;
import com.prepstream.support.IntegrationTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

/** The full-text budget on real PostgreSQL: how common a word is comes from the planner's statistics. */
@IntegrationTest
class LexicalQueryIntegrationTests {

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ChunkStore chunks;

    @Autowired
    ChunkWriter writer;

    @Autowired
    TransactionTemplate transactions;

    @Autowired
    EmbeddingModelInfo configured;

    @Autowired
    LanguageModels languages;

    @Test
    void aWordHundredsOfChunksShareIsLeftOutWhileARareOneIsKept() {
        long id = completedItem("budget", 201);
        List<DocumentChunker.Piece> pieces = new ArrayList<>();
        List<float[]> vectors = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            pieces.add(new DocumentChunker.Piece("", "zqxjcommon passage " + i));
            vectors.add(unit());
        }
        pieces.add(new DocumentChunker.Piece("", "zqxjcommon and the one vbnqkt passage"));
        vectors.add(unit());
        try {
            transactions.executeWithoutResult(tx -> writer.replace(id, configured.name(), pieces, vectors));
            jdbc.execute("analyze knowledge_base_chunk_lexemes");

            LexicalQuery query = new LexicalQuery(JdbcClient.create(jdbc));

            assertThat(query.of(configured.name(), query.lexemes("zqxjcommon vbnqkt"), 50, 0).lexemes()).containsExactly("vbnqkt");
            assertThat(query.of(configured.name(), query.lexemes("zqxjcommon vbnqkt"), 0, 0).lexemes()).containsExactlyInAnyOrder("vbnqkt", "zqxjcommon");
            assertThat(query.of(configured.name(), query.lexemes("zqxjcommon"), 50, 0).lexemes()).as("the rarest word always stays")
                    .containsExactly("zqxjcommon");
            assertThat(query.lexemes("the and")).as("stop words only").isEmpty();
            assertThat(query.lexemes("  ")).isEmpty();
        } finally {
            jdbc.update("delete from knowledge_base where id = ?", id); // other tests search as the same account
        }
    }

    @Test
    void aChunkHoldingTheRareWordOutranksChunksHoldingMoreOfTheCommonOnes() {
        long id = completedItem("weights", 101);
        List<DocumentChunker.Piece> pieces = new ArrayList<>();
        List<float[]> vectors = new ArrayList<>();
        // chunk 0 holds the rare word once; every other chunk repeats both common words, which a ranking
        // by word count and closeness (ts_rank_cd) puts first
        pieces.add(new DocumentChunker.Piece("", "a note on wqplmrare"));
        vectors.add(unit());
        for (int i = 1; i <= 100; i++) {
            pieces.add(new DocumentChunker.Piece("", "tyvbcommon hjkucommon tyvbcommon hjkucommon passage " + i));
            vectors.add(unit());
        }
        try {
            transactions.executeWithoutResult(tx -> writer.replace(id, configured.name(), pieces, vectors));
            jdbc.execute("analyze knowledge_base_chunk_lexemes");
            LexicalQuery query = new LexicalQuery(JdbcClient.create(jdbc));
            LexicalQuery.Terms terms = query.of(configured.name(), query.lexemes("tyvbcommon hjkucommon wqplmrare"), 0, 0);

            List<SearchHit> hits = transactions.execute(tx -> chunks.lexicalSearch(unit(), terms, 3,
                    ChunkScope.items(List.of(id)), configured));

            assertThat(hits).extracting(SearchHit::chunkIndex).first().isEqualTo(0);
            assertThat(hits).hasSize(3);
        } finally {
            jdbc.update("delete from knowledge_base where id = ?", id);
        }
    }

    @Test
    void onlyChunksHoldingARareWordAreWeighedAndTheCommonWordsStillAddToTheirWeight() {
        long id = completedItem("required", 202);
        List<DocumentChunker.Piece> pieces = new ArrayList<>();
        List<float[]> vectors = new ArrayList<>();
        pieces.add(new DocumentChunker.Piece("", "only the ghjtrare word"));
        pieces.add(new DocumentChunker.Piece("", "the ghjtrare word beside mnbcommon"));
        for (int i = 0; i < 200; i++) {
            pieces.add(new DocumentChunker.Piece("", "mnbcommon passage " + i));
        }
        pieces.forEach(piece -> vectors.add(unit()));
        try {
            transactions.executeWithoutResult(tx -> writer.replace(id, configured.name(), pieces, vectors));
            jdbc.execute("analyze knowledge_base_chunk_lexemes");
            LexicalQuery query = new LexicalQuery(JdbcClient.create(jdbc));
            // every word weighs (no budget), but a chunk must hold one expected in at most 50 chunks
            LexicalQuery.Terms terms = query.of(configured.name(), query.lexemes("mnbcommon ghjtrare"), 0, 50);
            assertThat(terms.lexemes()).containsExactly("ghjtrare", "mnbcommon");

            List<SearchHit> hits = transactions.execute(tx -> chunks.lexicalSearch(unit(), terms, 10,
                    ChunkScope.items(List.of(id)), configured));

            assertThat(hits).extracting(SearchHit::chunkIndex).containsExactly(1, 0);
        } finally {
            jdbc.update("delete from knowledge_base where id = ?", id);
        }
    }

    @Test
    void aWordIsWeighedByHowCommonItIsAmongTheChunksOfTheQuestionsOwnModel() {
        EmbeddingModelInfo cjk = languages.cjk().orElseThrow().info();
        long english = completedItem("own-model", 101);
        long chinese = completedItem("other-model", 200, cjk);
        List<DocumentChunker.Piece> englishPieces = new ArrayList<>();
        List<DocumentChunker.Piece> chinesePieces = new ArrayList<>();
        englishPieces.add(new DocumentChunker.Piece("", "one note on pqowshared"));
        for (int i = 1; i <= 100; i++) {
            englishPieces.add(new DocumentChunker.Piece("", "another english passage " + i));
        }
        for (int i = 0; i < 200; i++) {
            chinesePieces.add(new DocumentChunker.Piece("", "笔记 pqowshared " + i));
        }
        try {
            transactions.executeWithoutResult(tx -> {
                writer.replace(english, configured.name(), englishPieces, englishPieces.stream().map(p -> unit()).toList());
                writer.replace(chinese, cjk.name(), chinesePieces, chinesePieces.stream().map(p -> unit(cjk)).toList());
            });
            jdbc.execute("analyze knowledge_base_chunk_lexemes");
            LexicalQuery query = new LexicalQuery(JdbcClient.create(jdbc));
            List<String> lexemes = query.lexemes("pqowshared");

            // one chunk in 101 of the question's own model; 200 of 200 of the other's
            double amongOwn = query.of(configured.name(), lexemes, 0, 0).weights().get(0);
            double amongOther = query.of(cjk.name(), lexemes, 0, 0).weights().get(0);
            assertThat(amongOwn).isGreaterThan(3);
            assertThat(amongOther).isLessThan(0.5);
        } finally {
            jdbc.update("delete from knowledge_base where id in (?, ?)", english, chinese);
        }
    }

    @Test
    void acrossModelsAWordIsWeighedAmongThatModelsChunksButKeptWithinTheBudgetByEveryModels() {
        EmbeddingModelInfo cjk = languages.cjk().orElseThrow().info();
        long few = completedItem("across-few", 1);
        long many = completedItem("across-many", 300, cjk);
        List<DocumentChunker.Piece> manyPieces = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            manyPieces.add(new DocumentChunker.Piece("", "笔记 zxcvacross " + i));
        }
        try {
            transactions.executeWithoutResult(tx -> {
                writer.replace(few, configured.name(), List.of(new DocumentChunker.Piece("", "zxcvacross lkjhrare")),
                        List.of(unit()));
                writer.replace(many, cjk.name(), manyPieces, manyPieces.stream().map(p -> unit(cjk)).toList());
            });
            jdbc.execute("analyze knowledge_base_chunk_lexemes");
            LexicalQuery query = new LexicalQuery(JdbcClient.create(jdbc));

            LexicalQuery.Terms terms = query.acrossModels(configured.name(), configured.name(), query.lexemes("zxcvacross lkjhrare"), 0, 50);

            // the full-text index would find zxcvacross in the other model's 300 chunks before the model filter
            assertThat(terms.lexemes()).containsExactly("lkjhrare", "zxcvacross");
            assertThat(terms.anyOf()).isEqualTo("'lkjhrare'");
            // yet among the configured model's chunks both words are in the same single chunk: they weigh alike
            assertThat(terms.weights().get(1)).isEqualTo(terms.weights().get(0));

            // asked in the other language, whose chunks all hold zxcvacross: it says little there, so little here
            LexicalQuery.Terms asked = query.acrossModels(configured.name(), cjk.name(),
                    query.lexemes("zxcvacross lkjhrare"), 0, 50);
            assertThat(asked.weights().get(0)).as("lkjhrare").isEqualTo(terms.weights().get(0));
            assertThat(asked.weights().get(1)).as("zxcvacross").isLessThan(terms.weights().get(1) / 2);
        } finally {
            jdbc.update("delete from knowledge_base where id in (?, ?)", few, many);
        }
    }

    private long completedItem(String name, int chunks) {
        return completedItem(name, chunks, configured);
    }

    private long completedItem(String name, int chunks, EmbeddingModelInfo model) {
        return TestItems.insert(jdbc, name, model.name(), "COMPLETED", chunks);
    }

    private float[] unit() {
        return unit(configured);
    }

    private static float[] unit(EmbeddingModelInfo model) {
        float[] vector = new float[model.dimensions()];
        vector[model.dimensions() - 1] = 1;
        return vector;
    }
}
