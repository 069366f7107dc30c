package com.prepstream.knowledgebase.ingestion;

import com.prepstream.testing.PropertySeeds;
import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.ai.EmbeddingTokenCounter;
import com.prepstream.ai.MiniLmTokenCounter;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Whatever the text (English, CJK including supplementary-plane characters, emoji, one endless
 * word, stacks of newlines): every chunk is non-blank, within the size cap and the model's token
 * window, the chunks cover the text in order with bounded overlap, and no character is split.
 */
class TextChunkerPropertyTests {

    static final EmbeddingTokenCounter MINILM = new MiniLmTokenCounter();

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> word = Arbitraries.oneOf(
                Arbitraries.integers().between(0, 50_000).map(n -> "w" + n),                 // English-like words
                Arbitraries.strings().withCharRange('\u4e00', '\u9fff').ofMinLength(1).ofMaxLength(40), // CJK run
                Arbitraries.of("𠀀𠀁𠀂", "𪚥𪚥", "😀", "👩‍💻", "🚀🚀🚀", "é", "ß"),               // surrogate pairs
                Arbitraries.strings().alpha().ofMinLength(50).ofMaxLength(900),              // one endless word
                Arbitraries.strings().withCharRange('\u4e00', '\u9fff').ofMinLength(200).ofMaxLength(700));
        Arbitrary<String> separator = Arbitraries.of(" ", " ", " ", ". ", "。", "! ", "\n", "\n\n", "\n\n\n\n", "  ", "\t", "、");
        return Arbitraries.integers().between(1, 60).flatMap(n -> Combinators.combine(word.list().ofSize(n),
                separator.list().ofSize(n)).as((words, separators) -> {
                    StringBuilder text = new StringBuilder();
                    for (int i = 0; i < n; i++) {
                        // "#i" keeps short pieces unique, so a chunk's place in the text is unambiguous
                        text.append(words.get(i)).append(" #").append(i).append(separators.get(i));
                    }
                    return text.toString();
                })).withoutEdgeCases(); // edge cases repeat one character: chunk positions would be ambiguous
    }

    @Property(tries = 100, seed = PropertySeeds.GATING)
    void chunksAreBoundedNonEmptyInOrderCoveringAndNeverSplitACharacter(@ForAll("texts") String text,
            @ForAll @IntRange(min = 60, max = 600) int maxChars, @ForAll @IntRange(min = 0, max = 100) int overlapPercentOfHalf) {
        int overlap = Math.max(0, (maxChars / 2 - 1) * overlapPercentOfHalf / 100);
        List<String> chunks = new TextChunker(maxChars, overlap, MINILM).chunk(text);

        if (text.isBlank()) {
            assertThat(chunks).isEmpty();
            return;
        }
        assertThat(chunks).isNotEmpty();
        int previousStart = -1;
        int previousEnd = 0;
        for (String chunk : chunks) {
            assertThat(chunk).isNotBlank().isEqualTo(chunk.strip());
            assertThat(chunk.length()).isLessThanOrEqualTo(maxChars);
            assertThat(MINILM.count(chunk)).isLessThanOrEqualTo(MINILM.maxTokens());
            assertThat(Character.isLowSurrogate(chunk.charAt(0))).as("starts inside a character").isFalse();
            assertThat(Character.isHighSurrogate(chunk.charAt(chunk.length() - 1))).as("ends inside a character").isFalse();

            int start = text.indexOf(chunk, previousStart + 1);
            assertThat(start).as("chunk is a piece of the text after the previous one").isGreaterThan(previousStart);
            // nothing but whitespace is skipped between chunks; overlap is bounded
            assertThat(start).isLessThanOrEqualTo(Math.max(previousEnd, start));
            if (start > previousEnd) {
                assertThat(text.substring(previousEnd, start)).as("gap between chunks").isBlank();
            } else if (previousStart >= 0) {
                assertThat(previousEnd - start).as("overlap").isLessThanOrEqualTo(overlap);
            }
            previousStart = start;
            previousEnd = start + chunk.length();
        }
        assertThat(text.substring(previousEnd)).as("text after the last chunk").isBlank();
    }
}
