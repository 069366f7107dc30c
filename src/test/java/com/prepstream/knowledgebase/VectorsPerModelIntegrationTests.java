package com.prepstream.knowledgebase;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.knowledgebase.ingestion.ChunkWriter;
import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.ai.LanguageModels;
import com.prepstream.ai.StoredModelEmbedders;
import com.prepstream.knowledgebase.ingestion.DocumentChunker;
import com.prepstream.knowledgebase.search.ChunkStore;
import com.prepstream.knowledgebase.search.LexicalQuery;
import com.prepstream.knowledgebase.search.RetrievalSettings;
import com.prepstream.knowledgebase.store.ChunkScope;
import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.knowledgebase.store.VectorIndexes;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.ai.document.Document;
import org.springframework.ai.embedding.Embedding;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.ai.embedding.EmbeddingRequest;
import org.springframework.ai.embedding.EmbeddingResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Issue #11, "changing the embedding model is safe", on real pgvector: vectors are stored per model
 * (V70), a query vector is only ever compared with chunks of its own model, an item keeps answering
 * from its old model's vectors until its new ones are committed, and items of another model are
 * queued for re-embedding. Small fake models (3 and 5 dimensions) keep it fast and exact.
 */
@IntegrationTest
class VectorsPerModelIntegrationTests {

    static final EmbeddingModelInfo MODEL_A = new EmbeddingModelInfo("test-model-a", 3);
    static final EmbeddingModelInfo MODEL_B = new EmbeddingModelInfo("test-model-b", 3);
    static final EmbeddingModelInfo MODEL_WIDE = new EmbeddingModelInfo("test-model-wide", 5);

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ApplicationContext context;

    @Autowired
    ChunkStore chunks;

    @Autowired
    ChunkWriter writer;

    @Autowired
    TransactionTemplate transactions;

    @Autowired
    KnowledgeBaseService service;

    @Autowired
    EmbeddingModelInfo configured;

    @Autowired
    LanguageModels languages;

    long item(String name, String model, String status) {
        return TestItems.insert(jdbc, name, model, status, 1);
    }

    void store(long id, EmbeddingModelInfo model, String text, float[] vector) {
        TestItems.store(jdbc, transactions, writer, id, model, text, vector);
    }

    List<Long> nearest(float[] query, EmbeddingModelInfo model) {
        return transactions.execute(tx -> chunks.search(query, 10, ChunkScope.ANY, model, 40, 0)).stream()
                .map(SearchHit::knowledgeBaseId).toList();
    }

    @Test
    void theMigrationStoresAnyDimensionAndIndexesTheConfiguredModelsRowsApart() {
        Integer typmod = jdbc.queryForObject("""
                select atttypmod from pg_attribute where attrelid = 'knowledge_base_chunk'::regclass and attname = 'embedding'
                """, Integer.class);
        assertThat(typmod).as("no fixed dimension").isEqualTo(-1);
        String index = VectorIndexes.indexName(configured.name(), configured.dimensions());
        assertThat(indexDefinition(index))
                .contains("hnsw").contains("vector(" + configured.dimensions() + ")").contains(configured.name());
    }

    @Test
    void theChineseModelHasItsOwnIndexToo() {
        EmbeddingModelInfo cjk = languages.cjk().orElseThrow().info();
        String index = VectorIndexes.indexName(cjk.name(), cjk.dimensions());
        assertThat(indexDefinition(index))
                .contains("hnsw").contains("vector(" + cjk.dimensions() + ")").contains(cjk.name());
    }

    @Test
    void anIndexIsLookedUpInTheApplicationsSchemaOnly() {
        // the Python worker's tests leave a schema of their own (pyworker) holding indexes of the same names
        String index = VectorIndexes.indexName(configured.name(), configured.dimensions());
        jdbc.execute("create schema if not exists index_lookup_other");
        try {
            jdbc.execute("create table index_lookup_other.knowledge_base_chunk (id bigint)");
            jdbc.execute("create index " + index + " on index_lookup_other.knowledge_base_chunk (id)");
            jdbc.execute("create index lexemes_elsewhere on index_lookup_other.knowledge_base_chunk (id)");
            assertThat(indexDefinition(index)).contains("hnsw").doesNotContain("index_lookup_other");
            assertThat(indexDefinitions("knowledge_base_chunk")).noneMatch(definition -> definition.contains("index_lookup_other"));
        } finally {
            jdbc.execute("drop schema index_lookup_other cascade");
        }
    }

    /** An index's definition in the application's schema (another schema may hold one of the same name). */
    String indexDefinition(String name) {
        return jdbc.queryForObject("select indexdef from pg_indexes where schemaname = current_schema() and indexname = ?",
                String.class, name);
    }

    /** The definitions of a table's indexes in the application's schema. */
    List<String> indexDefinitions(String table) {
        return jdbc.queryForList("select indexdef from pg_indexes where schemaname = current_schema() and tablename = ?",
                String.class, table);
    }

    @Test
    void aChunkRowKeepsItsVectorAndTextInsideTheRowAndItsLexemesApart() {
        long id = item("long", MODEL_WIDE.name(), "COMPLETED");
        float[] wide = new float[512];
        java.util.Random seeded = new java.util.Random(71); // a real vector's floats: nothing to compress
        for (int i = 0; i < wide.length; i++) {
            wide[i] = seeded.nextFloat() - 0.5f;
        }
        // ~1.9 KB of text that compresses well plus a 2 KB vector: past the 2 KB TOAST threshold
        String text = "dead tuples are reclaimed by vacuum ".repeat(53);
        transactions.executeWithoutResult(tx -> writer.replace(id, MODEL_WIDE.name(),
                List.of(new DocumentChunker.Piece("", text)), List.of(wide)));

        // pg_column_size of an out-of-line value is its 18-byte pointer; inline, it is the vector itself
        assertThat(jdbc.queryForObject("select pg_column_size(embedding) from knowledge_base_chunk where knowledge_base_id = ?",
                Integer.class, id)).isEqualTo(4 * 512 + 8);
        // a search reads the vector and the text of every candidate: the toaster, which compresses text
        // before it moves it out, must not have touched it
        assertThat(jdbc.queryForList("""
                select coalesce(pg_column_compression(content), 'plain') from knowledge_base_chunk
                where knowledge_base_id = ?""", String.class, id)).containsExactly("plain");
        // the full-text side weighs every matching chunk: in narrow rows of their own, without positions
        assertThat(jdbc.queryForList("""
                select l.lexemes::text from knowledge_base_chunk_lexemes l join knowledge_base_chunk c on c.id = l.chunk_id
                where c.knowledge_base_id = ?""", String.class, id)).containsExactly("'ar' 'dead' 'reclaim' 'tupl' 'vacuum'");

        transactions.executeWithoutResult(tx -> writer.replace(id, MODEL_WIDE.name(),
                List.of(new DocumentChunker.Piece("", "autovacuum")), List.of(wide)));
        assertThat(jdbc.queryForList("select lexemes::text from knowledge_base_chunk_lexemes where knowledge_base_id = ?",
                String.class, id)).as("replaced with the chunks").containsExactly("'autovacuum'");
    }

    @Test
    void anItemsLexemesAreReachedByItsIdWithoutScanningEveryChunk() {
        // before statistics exist the planner may join the owner's items one by one to the lexemes
        // (6-20 s per question over the whole manual without this index, docs/retrieval.md)
        assertThat(indexDefinitions("knowledge_base_chunk_lexemes")).anyMatch(definition -> definition.endsWith("btree (knowledge_base_id)"));
    }

    @Test
    void searchesArePlannedForTheirOwnValuesEvenWhenRepeated() {
        long a = item("plans", MODEL_A.name(), "COMPLETED");
        store(a, MODEL_A, "alpha beta gamma", new float[] {1, 0, 0});
        // After five runs the driver prepares a statement on the server, and PostgreSQL may plan it once
        // for any values: such a generic plan joined every matching chunk with every item in scope.
        List<Long> generic = transactions.execute(tx -> {
            for (int i = 0; i < 12; i++) {
                chunks.search(new float[] {1, 0, 0}, 10, ChunkScope.items(List.of(a)), MODEL_A, 40, 1000);
                chunks.lexicalSearch(new float[] {1, 0, 0}, new LexicalQuery.Terms(List.of("alpha"), List.of(1.0)), 10, ChunkScope.items(List.of(a)), MODEL_A);
            }
            // and in one process: a parallel plan made side-by-side searches slower (ChunkStore)
            assertThat(jdbc.queryForObject("select current_setting('max_parallel_workers_per_gather')", String.class))
                    .isEqualTo("0");
            // the two searches compare vectors; the connection comes from a shared pool and may hold other
            // statements prepared by earlier tests (a note's following chunks: an index range, fine planned once)
            return jdbc.queryForList("select generic_plans from pg_prepared_statements "
                    + "where statement like '%knowledge_base_chunk c%' and statement like '%::vector%' "
                    + "and ltrim(statement) ~ '^(select|with)'", Long.class);
        });
        assertThat(generic).as("both searches were prepared on the server").hasSizeGreaterThanOrEqualTo(2)
                .allMatch(plans -> plans == 0);
    }

    @Test
    void aQueryIsComparedOnlyWithChunksOfItsOwnModel() {
        long a = item("a", MODEL_A.name(), "COMPLETED");
        long b = item("b", MODEL_B.name(), "COMPLETED");
        long wide = item("wide", MODEL_WIDE.name(), "COMPLETED");
        store(a, MODEL_A, "alpha", new float[] {1, 0, 0});
        // same dimension, other model, and exactly the query's direction: must still never be compared
        store(b, MODEL_B, "beta", new float[] {0, 1, 0});
        store(wide, MODEL_WIDE, "wide", new float[] {0, 1, 0, 0, 0});

        assertThat(nearest(new float[] {0, 1, 0}, MODEL_A)).containsExactly(a);
        assertThat(nearest(new float[] {1, 0, 0}, MODEL_B)).containsExactly(b);
        assertThat(nearest(new float[] {0, 1, 0, 0, 0}, MODEL_WIDE)).containsExactly(wide);
    }

    @Test
    void newVectorsReplaceTheOldModelsInOneStepAndTheOldOnesAnswerUntilThen() {
        long id = item("notes", MODEL_A.name(), "COMPLETED");
        store(id, MODEL_A, "alpha", new float[] {1, 0, 0});
        // re-embedding has started: the item is PENDING, its old chunks still answer
        jdbc.update("update knowledge_base set vector_status = 'PENDING' where id = ?", id);
        assertThat(nearest(new float[] {1, 0, 0}, MODEL_A)).containsExactly(id);

        store(id, MODEL_WIDE, "alpha", new float[] {1, 0, 0, 0, 0});

        assertThat(nearest(new float[] {1, 0, 0}, MODEL_A)).isEmpty();
        assertThat(nearest(new float[] {1, 0, 0, 0, 0}, MODEL_WIDE)).containsExactly(id);
        assertThat(jdbc.queryForList("select distinct embedding_model from knowledge_base_chunk where knowledge_base_id = ?",
                String.class, id)).containsExactly(MODEL_WIDE.name());
    }

    @Test
    void searchAnswersFromAnItemsOldModelWhileItWaitsToBeReembedded() {
        long current = item("current", configured.name(), "COMPLETED");
        long old = item("old", MODEL_A.name(), "PENDING");
        float[] configuredQuery = new float[configured.dimensions()];
        configuredQuery[1] = 1;
        store(current, configured, "vacuum reclaims storage", configuredQuery);
        store(old, MODEL_A, "autovacuum daemon settings", new float[] {1, 0, 0});

        KnowledgeBaseSearch search = new FixedVectorSearch(context).search(
                LanguageModels.single(new FixedModel(configuredQuery), configured), new StoredModelEmbedders() {
                    @Override
                    public Optional<EmbeddingModel> forStoredModel(String modelName) {
                        return modelName.equals(MODEL_A.name()) ? Optional.of(new FixedModel(new float[] {1, 0, 0}))
                                : Optional.empty();
                    }
                }, RetrievalSettings.defaults());

        assertThat(search.search("vacuum settings", 10, null, TestAdmin.ID)).extracting(SearchHit::knowledgeBaseId)
                .containsExactlyInAnyOrder(current, old);
    }

    @Test
    void withAModelPerLanguageAQueryIsAnsweredFromDocumentsOfItsOwnLanguage() {
        long english = item("english", MODEL_A.name(), "COMPLETED");
        long chinese = item("chinese", MODEL_WIDE.name(), "COMPLETED");
        store(english, MODEL_A, "vacuum settings", new float[] {1, 0, 0});
        store(chinese, MODEL_WIDE, "真空 设置", new float[] {1, 0, 0, 0, 0});
        LanguageModels languages = new LanguageModels(new LanguageModels.Choice(new FixedModel(new float[] {1, 0, 0}), MODEL_A),
                new LanguageModels.Choice(new FixedModel(new float[] {1, 0, 0, 0, 0}), MODEL_WIDE));
        // both models could embed a query: the other language's one must still not be asked
        KnowledgeBaseSearch search = new FixedVectorSearch(context).search(languages, new StoredModelEmbedders() {
            @Override
            public Optional<EmbeddingModel> forStoredModel(String modelName) {
                return Optional.of(modelName.equals(MODEL_A.name()) ? new FixedModel(new float[] {1, 0, 0})
                        : new FixedModel(new float[] {1, 0, 0, 0, 0}));
            }
        }, RetrievalSettings.defaults());

        assertThat(search.search("vacuum settings", 10, null, TestAdmin.ID)).extracting(SearchHit::knowledgeBaseId)
                .containsExactly(english);
        assertThat(search.search("真空设置", 10, null, TestAdmin.ID)).extracting(SearchHit::knowledgeBaseId)
                .containsExactly(chinese);
        // a Chinese question over English notes only: the English model answers rather than nobody
        assertThat(search.search("真空设置", 10, List.of(english), TestAdmin.ID)).extracting(SearchHit::knowledgeBaseId)
                .containsExactly(english);
    }

    @Test
    void itemsEmbeddedWithAnotherModelAreQueuedForReembedding() {
        item("old", MODEL_A.name(), "COMPLETED");
        item("current", configured.name(), "COMPLETED");
        item("never-embedded", null, "FAILED");

        assertThat(service.reembedOtherModels()).isEqualTo(1);
    }

    /** Answers every text with one vector. */
    record FixedModel(float[] vector) implements EmbeddingModel {

        @Override
        public EmbeddingResponse call(EmbeddingRequest request) {
            return new EmbeddingResponse(request.getInstructions().stream()
                    .map(text -> new Embedding(vector, 0)).toList());
        }

        @Override
        public float[] embed(Document document) {
            return vector;
        }

        @Override
        public int dimensions() {
            return vector.length;
        }
    }
}
