package com.prepstream.knowledgebase.search;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A result list by note: each note's passages together, notes in the order of their best passage's rank.
 * A note's extra passages stay when they score close to its best or above the next note's best, so a
 * second passage of the note that answers is shown before an off-topic note's only one.
 */
public final class PassageGroups {

    /** How far below its note's best an extra passage may score and still be shown. */
    static final double CLOSE_TO_BEST = 0.08;

    private PassageGroups() {
    }

    public static List<SearchHit> group(List<SearchHit> ranked, int perNote) {
        Map<Long, List<SearchHit>> notes = new LinkedHashMap<>();
        for (SearchHit hit : ranked) {
            List<SearchHit> passages = notes.computeIfAbsent(hit.knowledgeBaseId(), id -> new ArrayList<>());
            if (passages.size() < perNote) {
                passages.add(hit);
            }
        }
        List<List<SearchHit>> ordered = new ArrayList<>(notes.values());
        List<SearchHit> grouped = new ArrayList<>();
        for (int i = 0; i < ordered.size(); i++) {
            List<SearchHit> passages = ordered.get(i);
            double best = passages.stream().mapToDouble(SearchHit::score).max().orElse(0);
            double nextNote = i + 1 < ordered.size()
                    ? ordered.get(i + 1).stream().mapToDouble(SearchHit::score).max().orElse(0) : Double.NEGATIVE_INFINITY;
            grouped.add(passages.get(0));
            passages.stream().skip(1).filter(hit -> hit.score() >= best - CLOSE_TO_BEST || hit.score() > nextNote)
                    .forEach(grouped::add);
        }
        return grouped;
    }
}
