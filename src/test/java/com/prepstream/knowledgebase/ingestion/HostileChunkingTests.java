package com.prepstream.knowledgebase.ingestion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.prepstream.ai.EmbeddingTokenCounter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** A document that is one long line without breaks (the reported upload): cut with little work per chunk. */
class HostileChunkingTests {

    private static final int LENGTH = 300_000;

    @Test
    void aLongLineWithoutBreaksIsCutWithAFewTokenizationsPerPiece() {
        AtomicLong tokenizations = new AtomicLong();
        EmbeddingTokenCounter threeCharactersAToken = new EmbeddingTokenCounter() {
            @Override
            public int maxTokens() {
                return 126;
            }

            @Override
            public int count(String text) {
                tokenizations.incrementAndGet();
                return (text.length() + 2) / 3;
            }
        };

        List<String> chunks = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> new TextChunker(500, 80, threeCharactersAToken).chunk("7".repeat(LENGTH)));

        assertThat(chunks).allSatisfy(chunk -> assertThat(chunk.length()).isLessThanOrEqualTo(378));
        assertThat(String.join("", chunks).length()).isGreaterThanOrEqualTo(LENGTH);
        // a binary search per piece takes about 11 tokenizations; the previous piece's length as a first guess, 4
        long pieces = LENGTH / 378 + 1;
        assertThat(tokenizations.get()).isLessThanOrEqualTo(5 * pieces);
    }
}
