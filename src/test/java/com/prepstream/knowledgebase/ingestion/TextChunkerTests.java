package com.prepstream.knowledgebase.ingestion;

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

    /**
     * Found by TextChunkerPropertyTests: word pieces do not grow with the prefix, so the cut kept
     * short of a surrogate pair (or back at a space) can count more than the prefix that fitted.
     */
    @Test
    void aCutInsideAnOverlongRunStillFitsTheTokenWindowWhenItStepsBackFromAnEmoji() {
        String text = "\u7a7e\u7263\u55ee\u4ecb\u5665\u94b2\u4e2c\u6eb8\u95aa\u90ef\u860f\u4f06\u5c20\u6d47\u88ed\u92b8\u9297\u595b\u7d05\u5921\u706d\u7af5\u7199\u8f98\u537f\u6ba3\u9238\u7558\u57a5\u8052\u8534\u89ac\u75f4\u9a42\u64be\u87f4\u7164\u881a\u9228\u7974\u8616\u60c4\u752f\u511d\u878f\u6306\u80e9\u8ca2\u512e\u797a\u62ae\u8382\u814e\u8f3c\u825a\u5184\u5e09\u69cf\u51b3\u7e27\u5c6d\u512c\u777d\u7575\u9461\u98c2\u9eb4\u9e4b\u9780\u9a6b\u94f9\u6ca5\u7ffe\u8a3a\u9b9a\u7367\u57f2\u7f3f\u5227\u8a7c\u8349\u9fe4\u5732\u9186\u8ac6\u75e4\u86c9\u64f0\u94d2\u96f1\u58d2\u9725\u7c35\u8dd2\u8893\u539a\u5128\u81a3\u934f\u801b\u9031\u5a1e\u5eeb\u7444\u5a3f\u6651\u5e6d\u7310\u7cac\u5868\u5593\u651e\u7ed2\u9e63\u949d\u77e1\u7273\u5219\u861f\u7fcb #8\u0009\ud869\udea5\ud869\udea5 #9. \ud83d\udc69\u200d\ud83d\udcbb #10 \u00e9 #11! ";
        TextChunker chunker = new TextChunker(142, 6, MINILM);

        List<String> chunks = chunker.chunk(text);

        assertThat(chunks).isNotEmpty().allSatisfy(chunk ->
                assertThat(MINILM.count(chunk)).isLessThanOrEqualTo(MINILM.maxTokens()));
    }
}
