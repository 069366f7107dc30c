package com.prepstream.knowledgebase;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.knowledgebase.ingestion.ChunkWriter;
import com.prepstream.knowledgebase.search.RetrievalSettings;
import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.support.IntegrationTest;
import com.prepstream.support.TestAdmin;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
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
    ApplicationContext context;

    @Autowired
    ChunkWriter writer;

    @Autowired
    TransactionTemplate transactions;

    @AfterEach
    void removeItems() {
        new FixedVectorSearch(context).removeNotes(ENGLISH, CHINESE);
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
        return new FixedVectorSearch(context).search(FixedVectorSearch.twoLanguages(ENGLISH, CHINESE),
                FixedVectorSearch.NO_STORED_MODELS, RetrievalSettings.defaults().withNoteTitleWeight(2))
                .search(question, 10, null, TestAdmin.ID);
    }

    private long item(String name, String title, String text, float[] vector) {
        long id = new FixedVectorSearch(context).note(name, CHINESE, text, vector);
        transactions.executeWithoutResult(tx -> writer.replacePage(id, CHINESE.name(), title));
        return id;
    }
}
