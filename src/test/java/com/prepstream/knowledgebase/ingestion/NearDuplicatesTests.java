package com.prepstream.knowledgebase.ingestion;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.testing.PropertySeeds;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class NearDuplicatesTests {

    @Test
    void textsThatDifferOnlyInNumbersCaseAndSpacingAreOne() {
        List<String> texts = List.of("Event 17: export for tenant 4 done.", "event 9183:  export for TENANT 77 done.",
                "Export failed for tenant 4.", "Event 18: export for tenant 5 done.");

        assertThat(NearDuplicates.distinctTexts(texts)).containsExactly(0, 2);
    }

    @Test
    void vectorsWithinTheSimilarityOfAKeptOneAreDroppedAndDistantOnesKept() {
        Random random = new Random(Long.parseLong(PropertySeeds.GATING));
        float[] centre = randomVector(random);
        List<float[]> vectors = new ArrayList<>();
        List<Integer> distant = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            if (i % 50 == 0) {
                distant.add(vectors.size());
                vectors.add(randomVector(random));
            } else {
                float[] near = centre.clone();
                for (int d = 0; d < near.length; d++) {
                    near[d] += (random.nextFloat() * 2 - 1) * 0.01f;
                }
                vectors.add(near);
            }
        }

        List<Integer> kept = NearDuplicates.distinctVectors(vectors, 0.98);

        assertThat(kept).containsAll(distant);
        assertThat(kept).hasSize(distant.size() + 1);
    }

    private static float[] randomVector(Random random) {
        float[] vector = new float[384];
        for (int d = 0; d < vector.length; d++) {
            vector[d] = random.nextFloat() * 2 - 1;
        }
        return vector;
    }
}
