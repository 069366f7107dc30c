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
        return fuse(lists, lists.stream().map(list -> 1.0).toList(), k, perDocument);
    }

    /** As above, each list's ranks counting {@code weights[i]} times. */
    static List<SearchHit> fuse(List<List<SearchHit>> lists, List<Double> weights, int k, int perDocument) {
        Map<Key, SearchHit> hits = new LinkedHashMap<>();
        Map<Key, Double> fused = new HashMap<>();
        for (int i = 0; i < lists.size(); i++) {
            List<SearchHit> list = lists.get(i);
            for (int rank = 0; rank < list.size(); rank++) {
                SearchHit hit = list.get(rank);
                Key key = new Key(hit.knowledgeBaseId(), hit.chunkIndex());
                hits.putIfAbsent(key, hit);
                fused.merge(key, weights.get(i) / (RANK_CONSTANT + rank + 1), Double::sum);
            }
        }
        List<Key> order = new ArrayList<>(hits.keySet());
        order.sort(Comparator.comparingDouble((Key key) -> -fused.get(key)));
        return limitPerDocument(order.stream().map(hits::get).toList(), k, perDocument);
    }

    /**
     * The first {@code k} hits, at most {@code perDocument} of each document first (0 = no limit);
     * when that leaves fewer than {@code k}, the hits passed over fill the rest in their order, so a
     * knowledge base of one document still answers {@code k} chunks.
     */
    static List<SearchHit> limitPerDocument(List<SearchHit> ranked, int k, int perDocument) {
        List<SearchHit> result = new ArrayList<>(k);
        List<SearchHit> passedOver = new ArrayList<>();
        Map<Long, Integer> perItem = new HashMap<>();
        for (SearchHit hit : ranked) {
            if (result.size() == k) {
                break;
            }
            int seen = perItem.merge(hit.knowledgeBaseId(), 1, Integer::sum);
            if (perDocument <= 0 || seen <= perDocument) {
                result.add(hit);
            } else {
                passedOver.add(hit);
            }
        }
        for (int i = 0; i < passedOver.size() && result.size() < k; i++) {
            result.add(passedOver.get(i));
        }
        return result;
    }
}
