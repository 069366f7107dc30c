package com.prepstream.knowledgebase;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.knowledgebase.ingestion.ChunkWriter;
import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.ai.LanguageModels;
import com.prepstream.ai.StoredModelEmbedders;
import com.prepstream.knowledgebase.ingestion.DocumentChunker;
import com.prepstream.knowledgebase.search.Bm25Lists;
import com.prepstream.knowledgebase.search.ChunkStore;
import com.prepstream.knowledgebase.search.LexicalQuery;
import com.prepstream.knowledgebase.search.RetrievalSettings;
import com.prepstream.knowledgebase.store.KnowledgeBaseRepository;
import com.prepstream.knowledgebase.store.KnowledgeBaseSettings;
import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.knowledgebase.VectorsPerModelIntegrationTests.FixedModel;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * With a model per language, a question finds the notes the other language's model read by their
 * words (docs/retrieval.md, "Across languages"): a Chinese-speaking developer types "ConcurrentHashMap
 * size" over Chinese notes beside English manuals. The words are made up so that no other test's
 * chunks make them common: each weighs the same, whatever the statistics.
 */
@IntegrationTest
class OtherLanguageSearchIntegrationTests {

    static final EmbeddingModelInfo ENGLISH = new EmbeddingModelInfo("test-model-english", 3);
    static final EmbeddingModelInfo CHINESE = new EmbeddingModelInfo("test-model-chinese", 5);

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ChunkStore chunks;

    @Autowired
    ChunkWriter writer;

    @Autowired
    TransactionTemplate transactions;

    @Autowired
    KnowledgeBaseRepository items;

    @Autowired
    KnowledgeBaseSettings settings;

    @AfterEach
    void removeItems() {
        jdbc.update("delete from knowledge_base where embedding_model in (?, ?)", ENGLISH.name(), CHINESE.name());
    }

    @Test
    void anEnglishQuestionFindsTheChineseNotesHoldingMostOfItsWords() {
        long manual = item("manual", ENGLISH, "vacuum reclaims storage");
        long note = item("note", CHINESE, "qzxconcurrentmap 的 wkpsize 方法 怎么 计数");
        long unrelated = item("unrelated", CHINESE, "线程 安全 的 集合");

        assertThat(search("qzxconcurrentmap wkpsize")).extracting(SearchHit::knowledgeBaseId)
                .contains(note, manual).doesNotContain(unrelated);
        // scored by the model that read it: the question's vector under that model meets the chunk's
        assertThat(search("qzxconcurrentmap wkpsize")).filteredOn(hit -> hit.knowledgeBaseId() == note)
                .singleElement().satisfies(hit -> {
                    assertThat(hit.model()).isEqualTo(CHINESE.name());
                    assertThat(hit.score()).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-6));
                    assertThat(hit.otherLanguage()).as("found across languages, judged so by chat").isTrue();
                });
        assertThat(search("qzxconcurrentmap wkpsize")).filteredOn(hit -> hit.knowledgeBaseId() == manual)
                .singleElement().satisfies(hit -> assertThat(hit.otherLanguage()).isFalse());
    }

    @Test
    void aNoteHoldingOnlyAFewOfTheQuestionsWordsIsNoAnswerToIt() {
        long most = item("most", CHINESE, "qzxconcurrentmap wkpresize rtyloadfactor 扩容");
        long few = item("few", CHINESE, "qzxconcurrentmap 线程 安全");
        item("manual", ENGLISH, "vacuum reclaims storage");

        assertThat(search("qzxconcurrentmap wkpresize rtyloadfactor mnbtreeify")).extracting(SearchHit::knowledgeBaseId)
                .contains(most).doesNotContain(few);
    }

    private List<SearchHit> search(String question) {
        LanguageModels languages = new LanguageModels(new LanguageModels.Choice(new FixedModel(new float[] {1, 0, 0}), ENGLISH),
                new LanguageModels.Choice(new FixedModel(new float[] {1, 0, 0, 0, 0}), CHINESE));
        StoredModelEmbedders none = new StoredModelEmbedders() {
            @Override
            public Optional<EmbeddingModel> forStoredModel(String modelName) {
                return Optional.empty();
            }
        };
        return new KnowledgeBaseSearch(languages, chunks, transactions, settings, items, none, new LexicalQuery(JdbcClient.create(jdbc)),
                new Bm25Lists(JdbcClient.create(jdbc)), RetrievalSettings.defaults())
                .search(question, 10, null, TestAdmin.ID);
    }

    private long item(String name, EmbeddingModelInfo model, String text) {
        long id = TestItems.insert(jdbc, model.name() + "-" + name, model.name(), "COMPLETED", 1);
        float[] vector = new float[model.dimensions()];
        vector[0] = 1;
        transactions.executeWithoutResult(tx -> writer.replace(id, model.name(),
                List.of(new DocumentChunker.Piece("", text)), List.of(vector)));
        return id;
    }
}
