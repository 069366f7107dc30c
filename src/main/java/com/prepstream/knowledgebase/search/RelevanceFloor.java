package com.prepstream.knowledgebase.search;

import com.prepstream.ai.RelevanceThresholds;
import java.util.List;

/**
 * The relevance floor a reader is shown (docs/knowledge-base.md): a hit is weak when it scored below the threshold chat
 * would judge it by for this question (ai.RelevanceThresholds: the question's language, the model that scored it) and
 * its note does not hold every topic word of the question. Chat's thresholds were calibrated on whole questions; a
 * keyword search scores lower ("Redis 持久化" gave 0.614 against the note headed "Redis 持久化", below bge-small-zh's
 * 0.65), and a passage holding every word the reader typed is what they looked for. Off-topic queries keep no such
 * passage ("怎么做红烧肉", "best pizza in Rome"), nor do the other notes of a real question ("双亲委派模型是什么" and
 * the TCP note at 0.46).
 */
public final class RelevanceFloor {

    private RelevanceFloor() {
    }

    /**
     * {@code hits} judged for {@code query}; {@code notes}: which hits' note title, heading path and passage hold every
     * topic word of the query, as the index stored them ({@link HitNotes}).
     */
    public static List<SearchHit> judged(List<SearchHit> hits, String query, HitNotes.Read notes) {
        return hits.stream().map(hit -> hit.judged(RelevanceThresholds.of(query, hit.model(), hit.otherLanguage()),
                notes.holds(hit))).toList();
    }
}
