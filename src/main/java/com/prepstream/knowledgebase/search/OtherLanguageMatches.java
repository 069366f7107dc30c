package com.prepstream.knowledgebase.search;

import com.prepstream.ai.LanguageModels;
import com.prepstream.knowledgebase.store.ChunkScope;
import com.prepstream.knowledgebase.store.KnowledgeBaseSettings;
import java.util.List;
import java.util.Map;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A question also finds, by its words, the chunks the other language's model read: an English question
 * naming the terms of a Chinese note ("how does ConcurrentHashMap count its size"), or a Chinese one naming an SQL command of
 * an English manual. That model's vectors cannot compare the question with them, and a chunk holding only
 * some of a long question's words is no answer to it, so only chunks holding {@code otherLanguageCoverage}
 * of the question's weight (weighed among that model's chunks) are kept (docs/retrieval.md, "Across
 * languages"). The question is embedded by that model only when one of them is among the results, to
 * give it its score: most questions find none, and an embedding is most of a search's time. A bare term ("AOF",
 * text.BareTerms) is no English question: both models read it (QueryModels), and this search is not made.
 */
public final class OtherLanguageMatches {

    private final ChunkStore chunks;
    private final LexicalQuery lexicalQuery;
    private final KnowledgeBaseSettings settings;

    public OtherLanguageMatches(ChunkStore chunks, LexicalQuery lexicalQuery, KnowledgeBaseSettings settings) {
        this.chunks = chunks;
        this.lexicalQuery = lexicalQuery;
        this.settings = settings;
    }

    public boolean enabled() {
        return settings.otherLanguageCoverage() <= 1;
    }

    /** The matches, best first, each scored 0 until {@link #scored}; inside the search's transaction. */
    public List<SearchHit> find(LanguageModels.Choice other, LanguageModels.Choice own, List<String> lexemes, int candidates,
            ChunkScope scope) {
        LexicalQuery.Terms terms = lexicalQuery.acrossModels(other.info().name(), own.info().name(), lexemes,
                settings.lexicalMaxRows(), settings.lexicalMatchRows());
        return chunks.lexicalSearch(null, terms, candidates, scope, other.info(),
                settings.otherLanguageCoverage() * terms.totalWeight());
    }

    /** {@code results} with the other model's hits scored by their similarity to the question under it. */
    public List<SearchHit> scored(List<SearchHit> results, LanguageModels.Choice other, String question,
            TransactionTemplate readOnly) {
        String model = other.info().name();
        List<SearchHit> found = results.stream().filter(hit -> model.equals(hit.model())).toList();
        if (found.isEmpty()) {
            return results;
        }
        float[] vector = other.embedQuery(question);
        Map<Ranking.Key, Double> scores = readOnly.execute(tx -> chunks.similarities(vector, model, found));
        return results.stream().map(hit -> !model.equals(hit.model()) ? hit : new SearchHit(hit.knowledgeBaseId(),
                hit.knowledgeBaseName(), hit.chunkIndex(), hit.content(),
                scores.getOrDefault(new Ranking.Key(hit.knowledgeBaseId(), hit.chunkIndex()), 0.0), hit.heading(),
                model, true)).toList();
    }
}
