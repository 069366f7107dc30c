package com.prepstream.knowledgebase.search;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.knowledgebase.ingestion.ChunkWriter;
import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.knowledgebase.TestItems;
import com.prepstream.knowledgebase.ingestion.DocumentChunker;
import com.prepstream.knowledgebase.ingestion.LexicalBackfill;
import com.prepstream.knowledgebase.store.ChunkScope;
import com.prepstream.text.LexicalText;
import com.prepstream.support.IntegrationTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * BM25 over passages and pages on real PostgreSQL: the postings the trigger keeps from what a worker
 * writes (V85), the two lists ranked from them, and the start-up backfill of items stored before.
 */
@IntegrationTest
class Bm25ListsIntegrationTests {

    static final EmbeddingModelInfo MODEL = new EmbeddingModelInfo("test-model-bm25", 3);
    static final Bm25Lists.Settings SETTINGS = RetrievalSettings.defaults().lists();
    static final float[] ANY = {1, 0, 0};

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ChunkStore chunks;

    @Autowired
    ChunkWriter writer;

    @Autowired
    Bm25Lists lists;

    @Autowired
    LexicalBackfill backfill;

    @Autowired
    TransactionTemplate transactions;

    @Test
    void theLexemesAWorkerWritesBecomePostingsWithTermFrequenciesAndAChunkLength() {
        long id = stored("frequencies", "title", "vacuum vacuum vacuum reclaims storage");

        Map<String, Object> row = jdbc.queryForMap("select lexemes::text as lexemes, length, chunk_index "
                + "from knowledge_base_chunk_lexemes where knowledge_base_id = ?", id);
        assertThat(row.get("lexemes")).isEqualTo("'reclaim' 'storag' 'vacuum'");
        assertThat(row.get("length")).isEqualTo(5);
        assertThat(jdbc.queryForObject("select frequency from knowledge_base_chunk_postings "
                + "where knowledge_base_id = ? and lexeme = 'vacuum'", Integer.class, id)).isEqualTo(3);
        assertThat(jdbc.queryForObject("select length from knowledge_base_page_lexemes where knowledge_base_id = ?",
                Long.class, id)).isEqualTo(5);
    }

    @Test
    void aPassageIsTheChunkWithItsNeighbours() {
        long apart = stored("apart", "other", "checkpoint tuning", "nothing here", "nothing here either",
                "more filler", "wal segments");
        long together = stored("together", "other", "filler text", "checkpoint tuning", "wal segments", "more filler");

        List<SearchHit> hits = transactions.execute(tx -> lists.passages(ANY, List.of("checkpoint", "wal"), 1,
                ChunkScope.items(List.of(apart, together)), MODEL, SETTINGS));

        // the windows centred on 1 and on 2 both hold both words; which wins is a matter of their lengths
        assertThat(hits).extracting(SearchHit::knowledgeBaseId).containsExactly(together);
        assertThat(hits.get(0).chunkIndex()).isBetween(1, 2);
    }

    @Test
    void passagesAreScoredOnlyAroundTheBestChunks() {
        long spread = stored("spread", "t", "checkpoint here", "wal here", "vacuum here");
        long dense = stored("dense", "t", "long filler words that say nothing at all about anything in particular",
                "checkpoint wal vacuum", "more long filler words that say nothing at all about anything else either");
        ChunkScope both = ChunkScope.items(List.of(spread, dense));
        List<String> words = List.of("checkpoint", "wal", "vacuum");

        List<SearchHit> everyWindow = transactions.execute(tx -> lists.passages(ANY, words, 1, both, MODEL,
                new Bm25Lists.Settings(1.2, 0.75, 1, 3, 0)));
        List<SearchHit> aroundBestChunk = transactions.execute(tx -> lists.passages(ANY, words, 1, both, MODEL,
                new Bm25Lists.Settings(1.2, 0.75, 1, 3, 1)));

        // the short window holding all three words wins when every window is scored; its chunks hold one word each
        assertThat(everyWindow).extracting(SearchHit::knowledgeBaseId).containsExactly(spread);
        assertThat(aroundBestChunk).extracting(SearchHit::knowledgeBaseId).containsExactly(dense);
    }

    @Test
    void aPageFoundByItsTitleAloneShowsItsFirstChunkAndTheTitleOutweighsOneMention() {
        long titled = stored("titled", "Autovacuum", "the daemon runs in the background", "more about it");
        long mentions = stored("mentions", "Other", "autovacuum is mentioned once among many other words here");

        List<SearchHit> hits = transactions.execute(tx -> lists.pages(ANY, List.of("autovacuum"), 2,
                ChunkScope.items(List.of(titled, mentions)), MODEL, SETTINGS));

        assertThat(hits).extracting(SearchHit::knowledgeBaseId).containsExactly(titled, mentions);
        assertThat(hits.get(0).chunkIndex()).isZero();
    }

    @Test
    void anIdentifierMatchesWholeAsWellAsSplit() {
        long setting = stored("setting", "t", "set max_connections to allow more clients");
        long words = stored("words", "t", "the max number of connections a pool holds");

        List<String> lexemes = jdbc.queryForList("select lexeme from unnest(to_tsvector('english', ?))", String.class,
                LexicalText.ofQuery("what does max_connections do"));
        List<SearchHit> hits = transactions.execute(tx -> lists.passages(ANY, lexemes, 2,
                ChunkScope.items(List.of(setting, words)), MODEL, SETTINGS));

        assertThat(lexemes).contains("max", "connect", "maxconnect");
        assertThat(hits).extracting(SearchHit::knowledgeBaseId).containsExactly(setting, words);
    }

    @Test
    void itemsStoredBeforeTheStatisticsGetThemAtStart() {
        long id = stored("Old title", "Old title", "vacuum vacuum freezes rows");
        // as the writer before V85 left it: stripped lexemes, no index, no postings, no page row
        jdbc.update("delete from knowledge_base_chunk_postings where knowledge_base_id = ?", id);
        jdbc.update("delete from knowledge_base_page_lexemes where knowledge_base_id = ?", id);
        jdbc.update("update knowledge_base_chunk_lexemes set chunk_index = null, length = null where knowledge_base_id = ?", id);

        backfill.backfill();

        assertThat(jdbc.queryForObject("select frequency from knowledge_base_chunk_postings "
                + "where knowledge_base_id = ? and lexeme = 'vacuum'", Integer.class, id)).isEqualTo(2);
        assertThat(jdbc.queryForObject("select title::text from knowledge_base_page_lexemes where knowledge_base_id = ?",
                String.class, id)).isEqualTo("'old':1 'titl':2");
    }

    @Test
    void theWorkerProtocolDocumentsTheStatementsTheJavaWorkerSends() throws java.io.IOException {
        String doc = java.nio.file.Files.readString(java.nio.file.Path.of("docs", "worker-protocol.md"));
        List<String> blocks = java.util.regex.Pattern.compile("```postgres\\n(.*?)```", java.util.regex.Pattern.DOTALL)
                .matcher(doc).results().map(block -> normalized(block.group(1).replaceAll("(?m)^--.*\\n", ""))).toList();

        assertThat(blocks).contains(normalized(ChunkWriter.CHUNK_ROWS), normalized(ChunkWriter.PAGE_ROW));
    }

    private static String normalized(String sql) {
        return sql.replaceAll("\\s+", " ").strip();
    }

    private long stored(String name, String title, String... texts) {
        long id = TestItems.insert(jdbc, name, MODEL.name(), "COMPLETED", texts.length);
        List<DocumentChunker.Piece> pieces = java.util.Arrays.stream(texts).map(text -> new DocumentChunker.Piece("", text)).toList();
        transactions.executeWithoutResult(tx -> {
            writer.replace(id, MODEL.name(), pieces, pieces.stream().map(piece -> ANY).toList());
            writer.replacePage(id, MODEL.name(), title);
        });
        return id;
    }
}
