package com.prepstream.knowledgebase.ingestion;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Finds the chunks of one document that repeat an earlier chunk of the same document. A document of
 * thousands of near-identical chunks (logs, generated tables) adds nothing a search could use, and
 * inserting such a dense cluster into pgvector's HNSW graph one vector at a time prunes the links
 * that led to the other documents' vectors, after which they are no longer found (docs/retrieval.md).
 * Two passes: text that is the same once case, whitespace and numbers are ignored is dropped before
 * embedding (cheap); then vectors closer than {@code similarity} to a kept chunk are dropped.
 */
final class NearDuplicates {

    private static final Pattern NUMBERS = Pattern.compile("\\d+");
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private NearDuplicates() {
    }

    /** Positions of the chunks to embed: the first of every group with the same normalized text. */
    static List<Integer> distinctTexts(List<String> texts) {
        Set<String> seen = new HashSet<>();
        List<Integer> keep = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            if (seen.add(normalized(texts.get(i)))) {
                keep.add(i);
            }
        }
        return keep;
    }

    static String normalized(String text) {
        String digitsFolded = NUMBERS.matcher(text.toLowerCase(Locale.ROOT)).replaceAll("0");
        return SPACES.matcher(digitsFolded).replaceAll(" ").strip();
    }

    /**
     * Positions of the vectors to keep: each one whose cosine similarity to every vector kept before
     * it is below {@code similarity}. Quadratic in the worst case (no repeats): ~1 s for a
     * 4,000-chunk document, small next to embedding it.
     */
    static List<Integer> distinctVectors(List<float[]> vectors, double similarity) {
        List<Integer> keep = new ArrayList<>();
        List<float[]> kept = new ArrayList<>();
        for (int i = 0; i < vectors.size(); i++) {
            float[] unit = unit(vectors.get(i));
            if (!closeToAny(unit, kept, similarity)) {
                keep.add(i);
                kept.add(unit);
            }
        }
        return keep;
    }

    private static boolean closeToAny(float[] unit, List<float[]> kept, double similarity) {
        // The latest kept chunks are the likeliest repeats: look at them first.
        for (int j = kept.size() - 1; j >= 0; j--) {
            if (dot(unit, kept.get(j)) >= similarity) {
                return true;
            }
        }
        return false;
    }

    private static float[] unit(float[] vector) {
        double norm = Math.sqrt(dot(vector, vector));
        float[] unit = new float[vector.length];
        for (int i = 0; i < vector.length; i++) {
            unit[i] = norm == 0 ? 0 : (float) (vector[i] / norm);
        }
        return unit;
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
