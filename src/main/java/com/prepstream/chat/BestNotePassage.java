package com.prepstream.chat;

import com.prepstream.knowledgebase.search.SearchHit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Offline, the answer quotes the best note's passage that answers best, not the one passage search kept of
 * it. Search ranks passages by the question's words and vector as a whole, one per note, so it often kept the
 * note's opening (title and description, "MySQL索引详解，深入剖析B+树索引结构…") or the wrong one of two lists
 * sharing the question's words ("三种不同的 AOF 持久化方式" for "Redis 有哪几种持久化方式"), while the block
 * that answers (the note's own summary line, the list of the three ways) lay in another passage of it. So a
 * few more passages of that note are read, and the one whose best block is closest in meaning is quoted.
 */
final class BestNotePassage {

    /** Passages of the best note read: enough to reach its section that answers, few enough to embed quickly. */
    static final int WITHIN_NOTE = 10;

    /** The passages of one note that a search for the question finds, best first. */
    interface Within {

        List<SearchHit> search(String question, int k, long knowledgeBaseId);
    }

    private BestNotePassage() {
    }

    /**
     * {@code given} with its first passage replaced by the passage of the same note whose best block is closest
     * to the question (each continued as quoted, {@code continued}); unchanged when that is the first one already.
     */
    static List<Source> chosen(String question, List<Source> given, Within within, UnaryOperator<Source> continued,
            ExtractiveAnswer.Relevance relevance) {
        if (given.isEmpty()) {
            return given;
        }
        Source first = given.get(0);
        Map<Integer, Source> candidates = new LinkedHashMap<>();
        candidates.put(first.chunkIndex(), first);
        for (SearchHit hit : within.search(question, WITHIN_NOTE, first.knowledgeBaseId())) {
            if (hit.knowledgeBaseId() == first.knowledgeBaseId()) {
                candidates.putIfAbsent(hit.chunkIndex(), continued.apply(Source.of(1, hit)));
            }
        }
        Source best = first;
        double bestScore = ExtractiveAnswer.bestBlock(question, first, relevance);
        for (Source candidate : candidates.values()) {
            double score = ExtractiveAnswer.bestBlock(question, candidate, relevance);
            if (score > bestScore) {
                best = candidate;
                bestScore = score;
            }
        }
        if (best == first) {
            return given;
        }
        List<Source> moved = new ArrayList<>(List.of(renumbered(best, 1)));
        for (Source source : given) {
            boolean same = source.knowledgeBaseId() == best.knowledgeBaseId() && source.chunkIndex() == best.chunkIndex();
            if (!same) {
                moved.add(renumbered(source, moved.size() + 1));
            }
        }
        return List.copyOf(moved);
    }

    private static Source renumbered(Source source, int n) {
        return new Source(n, source.knowledgeBaseId(), source.knowledgeBaseName(), source.chunkIndex(), source.score(),
                source.content(), source.title());
    }
}
