package com.prepstream.knowledgebase.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * HitFusion and PageEvidence.lift as they were before the stages (main at 03c90de), verbatim but for names:
 * the reference StagesEqualHitFusionTests compares the stages with.
 */
final class OldHitFusion {

    /** The usual RRF constant: damps the difference between the very first ranks. */
    static final int RANK_CONSTANT = 60;

    /** How many of a document's other chunks count as evidence for it (docs/retrieval.md). */
    static final int EVIDENCE_PASSAGES = 3;

    private OldHitFusion() {
    }

    record Key(long knowledgeBaseId, int chunkIndex) {
    }

    static List<SearchHit> fuse(List<List<SearchHit>> lists, int k, int perDocument) {
       return fuse(lists, lists.stream().map(list -> 1.0).toList(), k, perDocument, 0);
    }

    /**
     * As above, each list's ranks counting {@code weights[i]} times, and each chunk gaining
     * {@code documentEvidence} times the fused scores of the best other chunks of its document in the lists.
     */
    static List<SearchHit> fuse(List<List<SearchHit>> lists, List<Double> weights, int k, int perDocument,
            double documentEvidence) {
       return fuse(lists, weights, k, perDocument, id -> documentEvidence);
    }

    /** As above, with a share of evidence per document ({@code documentEvidence} of its id). */
    static List<SearchHit> fuse(List<List<SearchHit>> lists, List<Double> weights, int k, int perDocument,
            ToDoubleFunction<Long> documentEvidence) {
        return fuse(lists, weights, k, perDocument, documentEvidence, List.of(), 0.0, false);
    }

    /**
     * The stages after the candidate lists: rank fusion of the chunk lists, each document's other
     * candidates as evidence, the page list lifting its pages' chunks ({@link PageEvidence}), then at most
     * {@code perDocument} hits per document.
     */
    static List<SearchHit> fuse(List<List<SearchHit>> lists, List<Double> weights, int k, int perDocument,
            ToDoubleFunction<Long> documentEvidence, List<SearchHit> pages, double pageEvidence,
            boolean byDocument) {
        Map<Key, SearchHit> hits = new LinkedHashMap<>();
        Map<Key, Double> fused = new HashMap<>();
        for (int i = 0; i < lists.size(); i++) {
            List<SearchHit> list = byDocument ? firstPerDocument(lists.get(i)) : lists.get(i);
            for (int rank = 0; rank < list.size(); rank++) {
                SearchHit hit = list.get(rank);
                Key key = key(hit, byDocument);
                hits.putIfAbsent(key, hit);
                fused.merge(key, weights.get(i) / (RANK_CONSTANT + rank + 1), Double::sum);
            }
        }
        Map<Key, Double> ranking = withDocumentEvidence(fused, byDocument ? id -> 0 : documentEvidence);
        lift(hits, ranking, pages, pageEvidence, byDocument);
        List<Key> order = new ArrayList<>(hits.keySet());
        order.sort(Comparator.comparingDouble((Key key) -> -ranking.get(key)));
        return limitPerDocument(order.stream().map(hits::get).toList(), k, perDocument);
    }

    /** By chunk, or (by document) one key per document: a list's first chunk of it speaks for it. */
    static Key key(SearchHit hit, boolean byDocument) {
        return new Key(hit.knowledgeBaseId(), byDocument ? -1 : hit.chunkIndex());
    }

    private static List<SearchHit> firstPerDocument(List<SearchHit> list) {
        Map<Long, SearchHit> first = new LinkedHashMap<>();
        list.forEach(hit -> first.putIfAbsent(hit.knowledgeBaseId(), hit));
        return new ArrayList<>(first.values());
    }

    /**
     * Each chunk's fused score plus its document's {@code share} of the fused scores of the document's best
     * {@link #EVIDENCE_PASSAGES} other chunks. Not of all of them: where the candidate lists hold every
     * chunk of a small knowledge base, the longest document would win every question.
     */
    private static Map<Key, Double> withDocumentEvidence(Map<Key, Double> fused, ToDoubleFunction<Long> share) {
        Map<Long, List<Key>> bestFirst = new HashMap<>();
        fused.keySet().forEach(key -> bestFirst.computeIfAbsent(key.knowledgeBaseId(), id -> new ArrayList<>()).add(key));
        bestFirst.values().forEach(keys -> keys.sort(Comparator.comparingDouble((Key key) -> -fused.get(key))));
        Map<Key, Double> ranking = new HashMap<>();
        fused.forEach((key, score) -> {
            double others = bestFirst.get(key.knowledgeBaseId()).stream().filter(other -> !other.equals(key))
                    .limit(EVIDENCE_PASSAGES).mapToDouble(fused::get).sum();
            ranking.put(key, score + share.applyAsDouble(key.knowledgeBaseId()) * others);
        });
        return ranking;
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

    /** As above, the fusion's keys being documents rather than chunks when {@code byDocument}. */
    static void lift(Map<Key, SearchHit> hits, Map<Key, Double> ranking, List<SearchHit> pages,
            double weight, boolean byDocument) {
        if (weight == 0) {
            return;
        }
        for (int rank = 0; rank < pages.size(); rank++) {
            SearchHit best = pages.get(rank);
            Key key = key(best, byDocument);
            hits.putIfAbsent(key, best);
            ranking.putIfAbsent(key, 0.0);
            double lift = weight / (RANK_CONSTANT + rank + 1);
            ranking.replaceAll((chunk, score) -> chunk.knowledgeBaseId() == best.knowledgeBaseId() ? score + lift : score);
        }
    }
}
