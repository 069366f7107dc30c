package com.prepstream.knowledgebase.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The candidates between the stages: each chunk (by document: each page) with its fused score. The hits keep
 * the order they were first found in, and a stable sort keeps it among equal scores, so ties are broken
 * the same way whichever stage last changed a score.
 */
public final class Ranking {

    /** A chunk, or (by document) a page, whose chunk index is then -1. */
    record Key(long knowledgeBaseId, int chunkIndex) {
    }

    private final Map<Key, SearchHit> hits;
    private final Map<Key, Double> scores;
    private final boolean byDocument;

    /** @param hits in the order first found (a LinkedHashMap) */
    Ranking(Map<Key, SearchHit> hits, Map<Key, Double> scores, boolean byDocument) {
        this.hits = hits;
        this.scores = scores;
        this.byDocument = byDocument;
    }

    /** By chunk, or (by document) one key per document: a list's first chunk of it speaks for it. */
    static Key key(SearchHit hit, boolean byDocument) {
        return new Key(hit.knowledgeBaseId(), byDocument ? -1 : hit.chunkIndex());
    }

    Map<Key, SearchHit> hits() {
        return hits;
    }

    Map<Key, Double> scores() {
        return scores;
    }

    boolean byDocument() {
        return byDocument;
    }

    /** The hits, best first; equal scores in the order first found. */
    public List<SearchHit> ranked() {
        List<Key> order = new ArrayList<>(hits.keySet());
        order.sort(Comparator.comparingDouble((Key key) -> -scores.get(key)));
        return order.stream().map(hits::get).toList();
    }
}
