package com.prepstream.knowledgebase.search;

import com.prepstream.knowledgebase.store.ChunkScope;
import com.prepstream.knowledgebase.store.KnowledgeBaseSettings;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * The third stage: evidence that the page answers, not just the passage. The question is "which page"; the
 * lists of chunks answer it one passage at a time. A chunk gains a share of its page's next best candidates
 * (the page that answers usually has several passages among them, a page that only mentions the topic has
 * one), and a page's rank in the page list lifts every candidate chunk of that page as a rank of its own
 * would, bringing in the page's best chunk when no other list found it (a page found only by its words
 * still shows its best passage).
 */
public final class PageEvidence {

    /** How many of a document's other chunks count as evidence for it (docs/retrieval.md). */
    static final int EVIDENCE_PASSAGES = 3;

    /**
     * @param pageWeight       how many times a page's rank counts (0 = pages do not count)
     * @param documentEvidence share of its page's next candidates' fused scores a chunk gains, less what the
     *                         page's length explains (0 = each chunk on its own)
     */
    public record Settings(double pageWeight, double documentEvidence) {

        public static Settings of(RetrievalSettings retrieval, KnowledgeBaseSettings settings) {
            return new Settings(retrieval.pageWeight(), settings.documentEvidence());
        }
    }

    private final ChunkStore chunks;
    private final Settings settings;

    public PageEvidence(ChunkStore chunks, Settings settings) {
        this.chunks = chunks;
        this.settings = settings;
    }

    /**
     * {@code fused} with its pages' evidence, inside the search's transaction ({@code candidates}: the
     * length of each candidate list, which the document shares are measured against).
     */
    public Ranking apply(Ranking fused, List<SearchHit> pages, ChunkScope scope, int candidates) {
        // by document, a page's chunks are one key already: there are no other candidates to count
        ToDoubleFunction<Long> shares = fused.byDocument() ? id -> 0 : shares(fused, scope, candidates);
        return apply(fused, shares, pages, settings.pageWeight());
    }

    /** The stage with each document's share given: its other candidates first, then the page list. */
    static Ranking apply(Ranking fused, ToDoubleFunction<Long> shares, List<SearchHit> pages, double pageWeight) {
        Map<Ranking.Key, SearchHit> hits = new LinkedHashMap<>(fused.hits());
        Map<Ranking.Key, Double> scores = withDocumentEvidence(fused.scores(), shares);
        lift(hits, scores, pages, pageWeight, fused.byDocument());
        return new Ranking(hits, scores, fused.byDocument());
    }

    private ToDoubleFunction<Long> shares(Ranking fused, ChunkScope scope, int candidates) {
        if (settings.documentEvidence() == 0) {
            return id -> 0;
        }
        Set<Long> documents = fused.hits().keySet().stream().map(Ranking.Key::knowledgeBaseId)
                .collect(Collectors.toSet());
        return shares(settings.documentEvidence(), chunks.lengths(scope, documents), candidates);
    }

    /**
     * Each document's share: {@code share}, less the share of its chunks that its length alone would put among
     * a list's {@code candidates}. Among 22,000 chunks a page of 30 with four among 40 candidates is pointed
     * at; in 260 chunks, 60 of them one document's, four are what chance gives it. A list chooses among one
     * model's chunks, so a page's chances are counted among its own model's.
     */
    static ToDoubleFunction<Long> shares(double share, ChunkStore.Lengths lengths, int candidates) {
        return id -> share * Math.max(0, 1 - (double) lengths.chunks(id) * candidates / Math.max(1, lengths.inScopeOf(id)));
    }

    /**
     * Each chunk's fused score plus its document's share of the fused scores of the document's best
     * {@link #EVIDENCE_PASSAGES} other chunks. Not of all of them: where the candidate lists hold every chunk
     * of a small knowledge base, the longest document would win every question.
     */
    private static Map<Ranking.Key, Double> withDocumentEvidence(Map<Ranking.Key, Double> fused,
            ToDoubleFunction<Long> share) {
        Map<Long, List<Ranking.Key>> bestFirst = new HashMap<>();
        fused.keySet().forEach(key -> bestFirst.computeIfAbsent(key.knowledgeBaseId(), id -> new ArrayList<>()).add(key));
        bestFirst.values().forEach(keys -> keys.sort(Comparator.comparingDouble((Ranking.Key key) -> -fused.get(key))));
        Map<Ranking.Key, Double> ranking = new HashMap<>();
        fused.forEach((key, score) -> {
            double others = bestFirst.get(key.knowledgeBaseId()).stream().filter(other -> !other.equals(key))
                    .limit(EVIDENCE_PASSAGES).mapToDouble(fused::get).sum();
            ranking.put(key, score + share.applyAsDouble(key.knowledgeBaseId()) * others);
        });
        return ranking;
    }

    /** Adds each page's lift to {@code scores} and its best chunk to {@code hits}, where no list found one. */
    private static void lift(Map<Ranking.Key, SearchHit> hits, Map<Ranking.Key, Double> scores, List<SearchHit> pages,
            double weight, boolean byDocument) {
        if (weight == 0) {
            return;
        }
        for (int rank = 0; rank < pages.size(); rank++) {
            SearchHit best = pages.get(rank);
            Ranking.Key key = Ranking.key(best, byDocument);
            hits.putIfAbsent(key, best);
            scores.putIfAbsent(key, 0.0);
            double lift = Fusion.rankScore(weight, rank);
            scores.replaceAll((chunk, score) -> chunk.knowledgeBaseId() == best.knowledgeBaseId() ? score + lift : score);
        }
    }
}
