package com.prepstream.knowledgebase;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Merges ranked hit lists by reciprocal rank fusion (each list adds 1 / (60 + rank) to a chunk) and
 * keeps at most {@code perDocument} chunks of one document. RRF needs no comparable scores: a
 * lexical rank and a vector rank count the same, and a chunk found by both lists rises.
 */
final class HitFusion {

    /** The usual RRF constant: damps the difference between the very first ranks. */
    static final int RANK_CONSTANT = 60;

    private HitFusion() {
    }

    record Key(long knowledgeBaseId, int chunkIndex) {
    }

    static List<SearchHit> fuse(List<List<SearchHit>> lists, int k, int perDocument) {
        Map<Key, SearchHit> hits = new LinkedHashMap<>();
        Map<Key, Double> fused = new HashMap<>();
        for (List<SearchHit> list : lists) {
            for (int rank = 0; rank < list.size(); rank++) {
                SearchHit hit = list.get(rank);
                Key key = new Key(hit.knowledgeBaseId(), hit.chunkIndex());
                hits.putIfAbsent(key, hit);
                fused.merge(key, 1.0 / (RANK_CONSTANT + rank + 1), Double::sum);
            }
        }
        List<Key> order = new ArrayList<>(hits.keySet());
        order.sort(Comparator.comparingDouble((Key key) -> -fused.get(key)));
        return limitPerDocument(order.stream().map(hits::get).toList(), k, perDocument);
    }

    /** The first {@code k} hits, skipping those past {@code perDocument} of their document (0 = no limit). */
    static List<SearchHit> limitPerDocument(List<SearchHit> ranked, int k, int perDocument) {
        List<SearchHit> result = new ArrayList<>(k);
        Map<Long, Integer> perItem = new HashMap<>();
        for (SearchHit hit : ranked) {
            if (result.size() == k) {
                break;
            }
            int seen = perItem.merge(hit.knowledgeBaseId(), 1, Integer::sum);
            if (perDocument <= 0 || seen <= perDocument) {
                result.add(hit);
            }
        }
        return result;
    }
}
