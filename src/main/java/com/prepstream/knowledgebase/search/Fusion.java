package com.prepstream.knowledgebase.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The second stage: weighted reciprocal rank fusion of the candidate lists (each list adds its weight /
 * (60 + rank) to a chunk). RRF needs no comparable scores: a lexical rank and a vector rank count the same,
 * and a chunk found by several lists rises. A hit's score stays its cosine similarity.
 */
public final class Fusion {

    /** The usual RRF constant: damps the difference between the very first ranks. */
    static final int RANK_CONSTANT = 60;

    /**
     * @param byDocument each list counts a page once, at its first chunk's rank, so a page found at different
     *                   chunks by different lists still adds up (false: by chunk)
     */
    public record Settings(boolean byDocument) {

        static final Settings BY_CHUNK = new Settings(false);

        public static Settings of(RetrievalSettings retrieval) {
            return new Settings(retrieval.byDocument());
        }
    }

    private Fusion() {
    }

    /** Fuses {@code lists}, each one's ranks counting {@code weights[i]} times. */
    public static Ranking fuse(List<List<SearchHit>> lists, List<Double> weights, Settings settings) {
        boolean byDocument = settings.byDocument();
        Map<Ranking.Key, SearchHit> hits = new LinkedHashMap<>();
        Map<Ranking.Key, Double> fused = new HashMap<>();
        for (int i = 0; i < lists.size(); i++) {
            List<SearchHit> list = byDocument ? firstPerDocument(lists.get(i)) : lists.get(i);
            for (int rank = 0; rank < list.size(); rank++) {
                SearchHit hit = list.get(rank);
                Ranking.Key key = Ranking.key(hit, byDocument);
                hits.putIfAbsent(key, hit);
                fused.merge(key, rankScore(weights.get(i), rank), Double::sum);
            }
        }
        return new Ranking(hits, fused, byDocument);
    }

    /** What a rank (0 = first) of a list counting {@code weight} times adds. */
    static double rankScore(double weight, int rank) {
        return weight / (RANK_CONSTANT + rank + 1);
    }

    private static List<SearchHit> firstPerDocument(List<SearchHit> list) {
        Map<Long, SearchHit> first = new LinkedHashMap<>();
        list.forEach(hit -> first.putIfAbsent(hit.knowledgeBaseId(), hit));
        return new ArrayList<>(first.values());
    }
}
