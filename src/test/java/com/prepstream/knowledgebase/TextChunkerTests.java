package com.prepstream.knowledgebase;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.EmbeddingTokenCounter;
import com.prepstream.ai.MiniLmTokenCounter;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class TextChunkerTests {

    static final EmbeddingTokenCounter MINILM = new MiniLmTokenCounter();

    static String sentence(int i) {
        return "Sentence number " + i + " talks about topic " + (i * 7 % 13) + " at some length.";
    }

    static String sentences(int from, int to) {
        return IntStream.range(from, to).mapToObj(TextChunkerTests::sentence).collect(Collectors.joining(" "));
    }

    @Test
    void shortTextIsOneChunk() {
        assertThat(new TextChunker(500, 100, MINILM).chunk("Just one sentence.")).containsExactly("Just one sentence.");
    }

    @Test
    void cutsOnlyBetweenSentencesAndRespectsTheSizeCap() {
        List<String> chunks = new TextChunker(300, 60, MINILM).chunk(sentences(0, 40));
        assertThat(chunks).hasSizeGreaterThan(5).allSatisfy(chunk -> {
            assertThat(chunk.length()).isLessThanOrEqualTo(300);
            assertThat(chunk).startsWith("Sentence number").endsWith("length.");
        });
    }

    @Test
    void consecutiveChunksOverlapByTheirLastSentences() {
        List<String> chunks = new TextChunker(300, 120, MINILM).chunk(sentences(0, 40));
        for (int i = 1; i < chunks.size(); i++) {
            String previous = chunks.get(i - 1);
            String current = chunks.get(i);
            String lastSentence = previous.substring(previous.lastIndexOf("Sentence number"));
            String firstSentence = current.substring(0, current.indexOf('.') + 1);
            assertThat(current).contains(lastSentence);
            assertThat(previous).contains(firstSentence);
            assertThat(previous.substring(previous.indexOf(firstSentence)).length()).isLessThanOrEqualTo(120);
        }
        // and every sentence is somewhere
        String all = String.join(" ", chunks);
        IntStream.range(0, 40).forEach(i -> assertThat(all).contains(sentence(i)));
    }

    @Test
    void withoutOverlapEverySentenceAppearsExactlyOnce() {
        String text = sentences(0, 30);
        List<String> chunks = new TextChunker(250, 0, MINILM).chunk(text);
        assertThat(String.join(" ", chunks)).isEqualTo(text);
    }

    @Test
    void prefersParagraphsAndLinesAsUnits() {
        String text = "Skills\nJava, Spring Boot, PostgreSQL\nKafka, Redis\n\nExperience\nBuilt a search engine.";
        assertThat(new TextChunker(64, 0, MINILM).chunk(text))
                .containsExactly("Skills\nJava, Spring Boot, PostgreSQL\nKafka, Redis", "Experience\nBuilt a search engine.");
        assertThat(new TextChunker(32, 0, MINILM).chunk(text))
                .containsExactly("Skills", "Java, Spring Boot, PostgreSQL", "Kafka, Redis\n\nExperience", "Built a search engine.");
    }

    @Test
    void splitsAnOverlongSentenceAtSpaces() {
        String longSentence = "word ".repeat(200).strip() + ".";
        List<String> chunks = new TextChunker(100, 20, MINILM).chunk(longSentence);
        assertThat(chunks).allSatisfy(chunk -> {
            assertThat(chunk.length()).isLessThanOrEqualTo(100);
            assertThat(chunk).doesNotContain("wo rd").matches("(word ?)+\\.?");
        });
    }

    @Test
    void keepsCjkTextWithinTheModelsTokenWindow() {
        // Each CJK character is one word piece: 500 characters would be four times the model's window.
        String chinese = "向量数据库把文本转换成向量并按余弦相似度检索。".repeat(40);
        List<String> chunks = new TextChunker(500, 50, MINILM).chunk(chinese);
        assertThat(chunks).hasSizeGreaterThan(6).allSatisfy(chunk -> {
            assertThat(MINILM.count(chunk)).isLessThanOrEqualTo(MINILM.maxTokens());
            assertThat(chunk).endsWith("。");
        });
        assertThat(String.join("", chunks)).contains("向量数据库把文本转换成向量并按余弦相似度检索。");
    }

    @Test
    void cutsCjkWithoutPunctuationBetweenCharactersNotInsideThem() {
        String chinese = "知识库语义检索".repeat(60) + "😀".repeat(30);
        List<String> chunks = new TextChunker(500, 0, MINILM).chunk(chinese);
        assertThat(String.join("", chunks)).isEqualTo(chinese);
        assertThat(chunks).allSatisfy(chunk -> assertThat(MINILM.count(chunk)).isLessThanOrEqualTo(126));
    }
}
