package com.prepstream.knowledgebase.search;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A stage after the page evidence: a note whose title holds the question's words is about what the question
 * asks. A short question ("AOF 重写", "零拷贝是什么") has few words and its vector is mostly its form, so the
 * chunks nearest to it are often another note's passage that merely uses the word ("零拷贝" in a Kafka note); the
 * note that is about it says so in its title ("零拷贝详解"). Each candidate chunk gains, for its note, the share of
 * the question's word weight (rarer words weigh more, {@link LexicalQuery}) that the note's title holds, counted
 * as that share of a first rank in a list of weight {@code weight}.
 */
public final class TitleWords {

    /** @param weight how many times a title holding every question word counts as a first rank (0 = off) */
    public record Settings(double weight) {
    }

    private final ChunkStore chunks;
    private final LexicalQuery lexicalQuery;
    private final Settings settings;

    public TitleWords(ChunkStore chunks, LexicalQuery lexicalQuery, Settings settings) {
        this.chunks = chunks;
        this.lexicalQuery = lexicalQuery;
        this.settings = settings;
    }

    /**
     * {@code ranking} with each chunk lifted by its note's title share of {@code lexemes} (every word of the
     * question, weighed among {@code model}'s chunks), inside the search's transaction.
     */
    public Ranking apply(Ranking ranking, String model, java.util.List<String> lexemes) {
        if (settings.weight() == 0 || lexemes.isEmpty()) {
            return ranking;
        }
        LexicalQuery.Terms terms = lexicalQuery.of(model, lexemes, 0, 0);
        return apply(ranking, chunks.titleShares(terms, notes(ranking)), settings);
    }

    /** {@code ranking} with each chunk lifted by its note's title share ({@code shares}: by note id, 0 to 1). */
    static Ranking apply(Ranking ranking, Map<Long, Double> shares, Settings settings) {
        if (settings.weight() == 0 || shares.isEmpty()) {
            return ranking;
        }
        Map<Ranking.Key, Double> scores = new HashMap<>(ranking.scores());
        scores.replaceAll((key, score) -> score
                + Fusion.rankScore(settings.weight(), 0) * shares.getOrDefault(key.knowledgeBaseId(), 0.0));
        return new Ranking(new LinkedHashMap<>(ranking.hits()), scores, ranking.byDocument());
    }

    /** The notes of {@code ranking}'s candidates. */
    static Set<Long> notes(Ranking ranking) {
        return ranking.hits().keySet().stream().map(Ranking.Key::knowledgeBaseId).collect(Collectors.toSet());
    }
}
