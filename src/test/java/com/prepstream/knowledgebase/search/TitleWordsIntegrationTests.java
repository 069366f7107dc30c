package com.prepstream.knowledgebase.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.knowledgebase.TestItems;
import com.prepstream.knowledgebase.ingestion.ChunkWriter;
import com.prepstream.knowledgebase.ingestion.DocumentChunker;
import com.prepstream.support.IntegrationTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The share of the question's word weight a note's title holds, read from the title words page BM25 stores, on
 * real PostgreSQL, Chinese words cut as ingestion cuts them (TitleWords: a short question's note says what it is
 * about in its title).
 */
@IntegrationTest
class TitleWordsIntegrationTests {

    static final EmbeddingModelInfo MODEL = new EmbeddingModelInfo("test-model-title", 3);

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ChunkStore chunks;

    @Autowired
    ChunkWriter writer;

    @Autowired
    LexicalQuery lexicalQuery;

    @Autowired
    TransactionTemplate transactions;

    @Test
    void aTitleHoldsTheShareOfTheQuestionsWordWeightItContains() {
        long zeroCopy = stored("zero-copy", "零拷贝详解：mmap 与 sendfile", "传统的 read 和 write 要拷贝四次。");
        long kafka = stored("kafka", "Kafka 常见面试题总结", "Kafka 用零拷贝把日志发给消费者。");
        List<String> words = lexicalQuery.lexemes(com.prepstream.text.LexicalText.ofQuery("零拷贝 sendfile"));

        Map<Long, Double> shares = transactions.execute(tx -> chunks.titleShares(
                new LexicalQuery.Terms(words, words.stream().map(word -> 1.0).toList()), List.of(zeroCopy, kafka)));

        assertThat(shares.get(zeroCopy)).isCloseTo(1.0, within(1e-9));
        assertThat(shares).as("the Kafka note holds the word in its text, not its title").doesNotContainKey(kafka);
    }

    @Test
    void onlyTheWordsItHoldsCount() {
        long zeroCopy = stored("zero-copy-2", "零拷贝详解", "零拷贝减少了拷贝次数。");
        List<String> words = lexicalQuery.lexemes(com.prepstream.text.LexicalText.ofQuery("零拷贝 sendfile"));

        // "sendfile" weighs 1, every word of "零拷贝" 3
        List<Double> weights = words.stream().map(word -> word.startsWith("sendfil") ? 1.0 : 3.0).toList();
        double total = weights.stream().mapToDouble(Double::doubleValue).sum();

        Map<Long, Double> shares = transactions.execute(tx -> chunks.titleShares(
                new LexicalQuery.Terms(words, weights), List.of(zeroCopy)));

        assertThat(shares.get(zeroCopy)).isCloseTo((total - 1) / total, within(1e-9));
    }

    private long stored(String name, String title, String text) {
        long id = TestItems.insert(jdbc, name, MODEL.name(), "COMPLETED", 1);
        transactions.executeWithoutResult(tx -> {
            writer.replace(id, MODEL.name(), List.of(new DocumentChunker.Piece("", text)), List.of(new float[] {1, 0, 0}));
            writer.replacePage(id, MODEL.name(), title);
        });
        return id;
    }
}
