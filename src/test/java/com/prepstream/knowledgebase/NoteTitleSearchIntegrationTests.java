package com.prepstream.knowledgebase;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.ai.LanguageModels;
import com.prepstream.ai.StoredModelEmbedders;
import com.prepstream.knowledgebase.VectorsPerModelIntegrationTests.FixedModel;
import com.prepstream.knowledgebase.ingestion.ChunkWriter;
import com.prepstream.knowledgebase.ingestion.DocumentChunker;
import com.prepstream.knowledgebase.search.Bm25Lists;
import com.prepstream.knowledgebase.search.ChunkStore;
import com.prepstream.knowledgebase.search.LexicalQuery;
import com.prepstream.knowledgebase.search.RetrievalSettings;
import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.knowledgebase.store.KnowledgeBaseRepository;
import com.prepstream.knowledgebase.store.KnowledgeBaseSettings;
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
 * A short Chinese question ("零拷贝是什么") is about the note whose title names it, not the other note whose passage
 * using the word is nearer to the question's vector (a short question's vector is mostly its form). The word is
 * made up, so no other test's chunks make it common.
 */
@IntegrationTest
class NoteTitleSearchIntegrationTests {

    static final EmbeddingModelInfo ENGLISH = new EmbeddingModelInfo("test-model-title-en", 3);
    static final EmbeddingModelInfo CHINESE = new EmbeddingModelInfo("test-model-title-zh", 5);

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
    void aShortChineseQuestionFindsTheNoteWhoseTitleNamesItFirst() {
        long kafka = item("kafka", "Kafka 常见面试题总结", "Kafka 用 qzxlingkaobei 把日志发给消费者", new float[] {1, 0, 0, 0, 0});
        long zeroCopy = item("zero-copy", "qzxlingkaobei 详解", "qzxlingkaobei 减少了数据的拷贝次数",
                new float[] {0.6f, 0.8f, 0, 0, 0});

        List<SearchHit> hits = search("qzxlingkaobei 是什么");

        assertThat(hits).extracting(SearchHit::knowledgeBaseId).containsExactly(zeroCopy, kafka);
        assertThat(hits.get(0).score()).as("the score stays the chunk's cosine similarity")
                .isCloseTo(0.6, org.assertj.core.data.Offset.offset(1e-6));
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
                new Bm25Lists(JdbcClient.create(jdbc)), RetrievalSettings.defaults().withNoteTitleWeight(2))
                .search(question, 10, null, TestAdmin.ID);
    }

    private long item(String name, String title, String text, float[] vector) {
        long id = TestItems.insert(jdbc, CHINESE.name() + "-" + name, CHINESE.name(), "COMPLETED", 1);
        transactions.executeWithoutResult(tx -> {
            writer.replace(id, CHINESE.name(), List.of(new DocumentChunker.Piece("", text)), List.of(vector));
            writer.replacePage(id, CHINESE.name(), title);
        });
        return id;
    }
}
