package com.prepstream.knowledgebase.search;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.knowledgebase.store.ChunkScope;
import com.prepstream.knowledgebase.store.KnowledgeBaseSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The first stage: the candidate lists of a search, per model whose chunks are in scope: the nearest chunks
 * by cosine similarity and, when the question has words to match, BM25's passages and pages (or the older
 * list of chunks by the summed rarity of the words each holds). Each list is ranked on its own; the fusion
 * weighs them by rank.
 */
public final class Candidates {

    /**
     * @param vectorWeight  how many times a vector list's ranks count (0 = no vector list while there are words)
     * @param passageWeight the same for passage BM25 (0 = no passage list)
     * @param pageWeight    whether the page list is read (0 = not; its weight counts in {@link PageEvidence})
     * @param wordBudget    BM25 sees only the words the older list's rarity budget keeps
     * @param bm25          BM25's constants and the units' shape
     * @param vectors       how the vector list is searched
     * @param words         the older lexical list's budget, which BM25 also uses with {@code wordBudget}
     */
    public record Settings(double vectorWeight, double passageWeight, double pageWeight, boolean wordBudget,
            Bm25Lists.Settings bm25, Vectors vectors, Words words) {

        public static Settings of(RetrievalSettings retrieval, KnowledgeBaseSettings settings) {
            return new Settings(retrieval.vectorWeight(), retrieval.passageWeight(), retrieval.pageWeight(),
                    retrieval.wordBudget(), retrieval.lists(),
                    new Vectors(settings.efSearch(), settings.exactSearchMaxChunks()),
                    new Words(settings.lexicalMaxRows(), settings.lexicalMatchRows()));
        }
    }

    /** The vector list's HNSW candidate list size, and the scopes small enough to compare exactly. */
    public record Vectors(int efSearch, int exactSearchMaxChunks) {
    }

    /** The older lexical list's rarity budget ({@link LexicalQuery#of}). */
    public record Words(int maxRows, int matchRows) {
    }

    /**
     * What a search asks for.
     *
     * @param vectors the question's vector under each model in scope, its own language's model first
     * @param lexemes the question's words; empty: vector lists only
     * @param bm25    whether the lexical lists are BM25's
     * @param n       the length of each list
     */
    public record Query(Map<EmbeddingModelInfo, float[]> vectors, List<String> lexemes, boolean bm25, int n,
            ChunkScope scope) {
    }

    /** The chunk lists with the weight of each in the fusion, and the page list (every model's, in turn). */
    public record Found(List<List<SearchHit>> lists, List<Double> weights, List<SearchHit> pages) {

        /** These lists and one more. */
        public Found plus(List<SearchHit> list, double weight) {
            Found more = new Found(new ArrayList<>(lists), new ArrayList<>(weights), pages);
            more.add(list, weight);
            return more;
        }

        private void add(List<SearchHit> list, double weight) {
            lists.add(list);
            weights.add(weight);
        }
    }

    private final ChunkStore chunks;
    private final LexicalQuery lexicalQuery;
    private final Bm25Lists bm25;
    private final Settings settings;

    public Candidates(ChunkStore chunks, LexicalQuery lexicalQuery, Bm25Lists bm25, Settings settings) {
        this.chunks = chunks;
        this.lexicalQuery = lexicalQuery;
        this.bm25 = bm25;
        this.settings = settings;
    }

    /** Every model's lists, in the order of {@code query.vectors()}; inside the search's transaction. */
    public Found find(Query query) {
        Found found = new Found(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        query.vectors().forEach((model, vector) -> find(found, model, vector, query));
        return found;
    }

    private void find(Found found, EmbeddingModelInfo model, float[] vector, Query query) {
        List<String> lexemes = query.lexemes();
        // a question without words to match still needs a list
        if (settings.vectorWeight() > 0 || lexemes.isEmpty()) {
            found.add(chunks.search(vector, query.n(), query.scope(), model, settings.vectors().efSearch(),
                    settings.vectors().exactSearchMaxChunks()), settings.vectorWeight() > 0 ? settings.vectorWeight() : 1);
        }
        if (!lexemes.isEmpty()) {
            lexical(found, model, vector, query);
        }
    }

    private void lexical(Found found, EmbeddingModelInfo model, float[] vector, Query query) {
        List<String> lexemes = query.lexemes();
        if (!query.bm25() || settings.wordBudget()) {
            // each model's words weighed by how common they are among that model's chunks
            LexicalQuery.Terms terms = lexicalQuery.of(model.name(), lexemes, settings.words().maxRows(),
                    settings.words().matchRows());
            if (!query.bm25()) {
                found.add(chunks.lexicalSearch(vector, terms, query.n(), query.scope(), model), 1);
                return;
            }
            lexemes = terms.lexemes();
        }
        int n = query.n();
        Bm25Lists.Found lists = bm25.find(vector, lexemes, settings.passageWeight() > 0 ? n : 0,
                settings.pageWeight() > 0 ? n : 0, query.scope(), model, settings.bm25());
        if (settings.passageWeight() > 0) {
            found.add(lists.passages(), settings.passageWeight());
        }
        found.pages().addAll(lists.pages());
    }
}
