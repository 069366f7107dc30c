package com.prepstream.knowledgebase.search;

import java.util.List;
import java.util.Map;

/**
 * The page stage of a search: a page's rank in the page BM25 list lifts every candidate chunk of that
 * page, as a rank of its own would in the fusion, and brings in the page's best chunk when no other list
 * found it (a page found only by its words still shows its best passage). The question is "which page";
 * the lists of chunks answer it one passage at a time.
 */
final class PageEvidence {

    /** @param weight how many times a page's rank counts (0 = pages do not count) */
    record Settings(double weight) {

        static final Settings NONE = new Settings(0);
    }

    private PageEvidence() {
    }

    /** Adds each page's lift to {@code ranking} (fused scores by chunk) and its best chunk to {@code hits}. */
    static void lift(Map<HitFusion.Key, SearchHit> hits, Map<HitFusion.Key, Double> ranking, List<SearchHit> pages,
            Settings settings) {
        lift(hits, ranking, pages, settings, false);
    }

    /** As above, the fusion's keys being documents rather than chunks when {@code byDocument}. */
    static void lift(Map<HitFusion.Key, SearchHit> hits, Map<HitFusion.Key, Double> ranking, List<SearchHit> pages,
            Settings settings, boolean byDocument) {
        if (settings.weight() == 0) {
            return;
        }
        for (int rank = 0; rank < pages.size(); rank++) {
            SearchHit best = pages.get(rank);
            HitFusion.Key key = HitFusion.key(best, byDocument);
            hits.putIfAbsent(key, best);
            ranking.putIfAbsent(key, 0.0);
            double lift = settings.weight() / (HitFusion.RANK_CONSTANT + rank + 1);
            ranking.replaceAll((chunk, score) -> chunk.knowledgeBaseId() == best.knowledgeBaseId() ? score + lift : score);
        }
    }
}
