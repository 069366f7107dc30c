package com.prepstream.knowledgebase;

import com.prepstream.account.CurrentAccount;
import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.ai.LanguageModels;
import com.prepstream.ai.StoredModelEmbedders;
import com.prepstream.knowledgebase.search.Bm25Lists;
import com.prepstream.knowledgebase.search.Candidates;
import com.prepstream.knowledgebase.search.ChunkStore;
import com.prepstream.knowledgebase.search.Fusion;
import com.prepstream.knowledgebase.search.HitNotes;
import com.prepstream.knowledgebase.search.HeadingOnly;
import com.prepstream.knowledgebase.search.LexicalQuery;
import com.prepstream.knowledgebase.search.OnePerPage;
import com.prepstream.knowledgebase.search.OtherLanguageMatches;
import com.prepstream.knowledgebase.search.PageEvidence;
import com.prepstream.knowledgebase.search.PassageGroups;
import com.prepstream.knowledgebase.search.QueryModels;
import com.prepstream.knowledgebase.search.Ranking;
import com.prepstream.knowledgebase.search.RelevanceFloor;
import com.prepstream.knowledgebase.search.RetrievalSettings;
import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.knowledgebase.search.TitleWords;
import com.prepstream.knowledgebase.store.ChunkScope;
import com.prepstream.knowledgebase.store.KnowledgeBase;
import com.prepstream.knowledgebase.store.KnowledgeBaseRepository;
import com.prepstream.knowledgebase.store.KnowledgeBaseSettings;
import com.prepstream.knowledgebase.store.LexicalMode;
import com.prepstream.system.ApiException;
import com.prepstream.text.LexicalText;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What other features may ask of the knowledge base (the feature's one public API class, see
 * ArchitectureTests.PUBLIC_API): which items exist, and search over them.
 *
 * <p>Search over the chunks of searchable items: the nearest chunks by cosine similarity, fused with
 * full-text matches when {@code lexical} applies to the query, at most {@code maxHitsPerDocument} per document.
 * Each hit's score stays its cosine similarity to the query, under the model of the query's language
 * ({@link LanguageModels}). A query vector is only ever compared with chunks of the model that made it:
 * after a model change, the items not yet re-embedded are searched with a query vector of their old
 * model (when it runs in-process) and the lists are fused by rank.
 */
@Service
public class KnowledgeBaseSearch {

    private static final int MAX_QUERY_CHARS = 2_000;
    private static final int MAX_IDS = 500;
    private static final int CANDIDATES = 40;
    static final int MAX_PASSAGES_PER_NOTE = 3;

    private final ChunkStore chunks;
    private final TransactionTemplate readOnly;
    private final KnowledgeBaseSettings settings;
    private final KnowledgeBaseRepository items;
    private final LexicalQuery lexicalQuery;
    private final OtherLanguageMatches otherLanguageMatches;
    private final QueryModels queryModels;

    private final RetrievalSettings retrieval;
    private final Candidates candidates;
    private final Fusion.Settings fusion;
    private final PageEvidence pageEvidence;
    private final TitleWords titleWords;

    KnowledgeBaseSearch(LanguageModels languages, ChunkStore chunks,
            TransactionTemplate transactions, KnowledgeBaseSettings settings,
            KnowledgeBaseRepository items, StoredModelEmbedders storedModels, LexicalQuery lexicalQuery,
            Bm25Lists bm25, RetrievalSettings retrieval) {
        this.retrieval = retrieval;
        this.candidates = new Candidates(chunks, lexicalQuery, bm25, Candidates.Settings.of(retrieval, settings));
        this.fusion = Fusion.Settings.of(retrieval);
        this.pageEvidence = new PageEvidence(chunks, PageEvidence.Settings.of(retrieval, settings));
        this.titleWords = new TitleWords(chunks, lexicalQuery, new TitleWords.Settings(retrieval.noteTitleWeight()));
        this.items = items;
        this.lexicalQuery = lexicalQuery;
        this.otherLanguageMatches = new OtherLanguageMatches(chunks, lexicalQuery, settings);
        this.queryModels = new QueryModels(languages, chunks, storedModels, retrieval.cjkModelReadsEnglish());
        this.chunks = chunks;
        this.settings = settings;
        this.readOnly = new TransactionTemplate(transactions.getTransactionManager());
        this.readOnly.setReadOnly(true);
    }

    /**
     * @param k               hits wanted; null for the default; 1 to {@code searchMaxK}
     * @param knowledgeBaseIds restrict to these items; null or empty for all
     */
    public List<SearchHit> search(String query, Integer k, List<Long> knowledgeBaseIds) {
        return search(query, k, knowledgeBaseIds, CurrentAccount.id());
    }

    /** As {@link #search(String, Integer, List)}, among {@code ownerId}'s items only (for work off the request thread). */
    public List<SearchHit> search(String query, Integer k, List<Long> knowledgeBaseIds, long ownerId) {
        return finished(search(query, k, knowledgeBaseIds, ownerId, settings.maxHitsPerDocument(), QueryModels.Reader.OWN),
                query);
    }

    /**
     * The query read by the CJK model over the chunks it embedded, whatever its script (empty when there is no such
     * model or chunk): for chat's Chinese rendering of an English question (text.Glossary), which is for the Chinese
     * notes only; the English notes were asked already, with the question itself.
     */
    public List<SearchHit> searchChinese(String query, Integer k, List<Long> knowledgeBaseIds) {
        return finished(search(query, k, knowledgeBaseIds, CurrentAccount.id(), settings.maxHitsPerDocument(),
                QueryModels.Reader.CJK), query);
    }

    /**
     * For a reader: up to {@code passagesPerNote} passages of a note, grouped by note ({@link PassageGroups}),
     * none of them {@link HeadingOnly only a heading}: a reader is shown what the passage says. 1 gives the
     * list of {@link #search(String, Integer, List)} less such passages.
     */
    public List<SearchHit> searchPassages(String query, Integer k, List<Long> knowledgeBaseIds, int passagesPerNote) {
        if (passagesPerNote < 1 || passagesPerNote > MAX_PASSAGES_PER_NOTE) {
            throw ApiException.badRequest("problem.knowledgeBase.passagesRange", MAX_PASSAGES_PER_NOTE);
        }
        int perDocument = passagesPerNote == 1 ? settings.maxHitsPerDocument() : passagesPerNote;
        Searched found = search(query, k, knowledgeBaseIds, CurrentAccount.id(), perDocument,
                QueryModels.Reader.OWN, Passages.WITHOUT_HEADING_ONLY);
        return finished(passagesPerNote == 1 ? found
                : new Searched(PassageGroups.group(found.hits(), passagesPerNote), found.lexemes()), query);
    }

    /** Up to {@code k} passages of one note (search otherwise keeps one per note): a follow-up moving within it. */
    public List<SearchHit> searchWithin(String query, int k, long knowledgeBaseId) {
        return finished(search(query, k, List.of(knowledgeBaseId), CurrentAccount.id(), k, QueryModels.Reader.OWN), query);
    }

    /**
     * The texts of the chunks that follow {@code chunkIndex} in a note of the signed-in account, at most
     * {@code count}, in order (each starts with the end of the one before it, as chunks overlap): a quote
     * whose list goes on past its chunk's end continues into them.
     */
    public List<String> following(long knowledgeBaseId, int chunkIndex, int count) {
        return chunks.following(knowledgeBaseId, CurrentAccount.id(), chunkIndex, count);
    }

    /** Which passages may be hits: a reader is shown what a passage says, so it is not given {@link HeadingOnly headings}. */
    private enum Passages { ALL, WITHOUT_HEADING_ONLY }

    /** A search's hits, and the query's words as the full-text index holds them (the relevance floor's too). */
    private record Searched(List<SearchHit> hits, List<String> lexemes) {

        static final Searched NONE = new Searched(List.of(), List.of());
    }

    private Searched search(String query, Integer k, List<Long> knowledgeBaseIds, long ownerId, int perDocument,
            QueryModels.Reader reader) {
        return search(query, k, knowledgeBaseIds, ownerId, perDocument, reader, Passages.ALL);
    }

    /**
     * The search itself: the question's words and vectors, then the four stages (docs/retrieval.md, "The
     * pipeline"), then the other language's hits scored. {@code reader}: which model reads it; only the query's own
     * language's reading also finds the other model's chunks by their words. {@code passages}: without heading-only
     * ones, those are left out before each note's are counted.
     */
    private Searched search(String query, Integer k, List<Long> knowledgeBaseIds, long ownerId, int perDocument,
            QueryModels.Reader reader, Passages passages) {
        int limit = validLimit(query, k, knowledgeBaseIds);
        ChunkScope scope = scope(knowledgeBaseIds, ownerId);
        if (scope == null) {
            return Searched.NONE;
        }
        List<String> lexemes = lexicalQuery.lexemes(LexicalText.ofQuery(query));
        // Emoji, punctuation or only stop words: nothing to look for, and a vector of it would only
        // return whatever happens to lie nearest.
        if (lexemes.isEmpty()) {
            return Searched.NONE;
        }
        boolean lexical = settings.lexical().appliesTo(query);
        QueryModels.Reading reading = queryModels.read(reader, query, scope,
                lexical && reader == QueryModels.Reader.OWN && otherLanguageMatches.enabled()).orElse(null);
        if (reading == null) {
            return Searched.NONE;
        }
        LanguageModels.Choice chosen = reading.chosen();
        Optional<LanguageModels.Choice> otherLanguage = reading.otherLanguage();
        Map<EmbeddingModelInfo, float[]> vectors = reading.vectors();
        int n = candidateCount(limit, lexical, perDocument, vectors.size());
        Candidates.Query asked = new Candidates.Query(vectors, lexical ? lexemes : List.of(), retrieval.bm25For(query), n,
                scope);
        UnaryOperator<Candidates.Found> withOtherLanguage = found -> otherLanguage
                .map(other -> withOtherLanguage(found, other, chosen, lexemes, n, scope)).orElse(found);
        // measured on the Chinese sets only (docs/chat.md); English pages' titles ("Chapter 11. Indexes") were not
        List<String> titleLexemes = LexicalMode.CJK.appliesTo(query) ? asked.lexemes() : List.of();
        List<SearchHit> results = readOnly.execute(tx -> stages(asked, titleLexemes, withOtherLanguage, limit,
                perDocument, passages));
        return new Searched(otherLanguage.map(other -> otherLanguageMatches.scored(results, other, query.strip(), readOnly))
                .orElse(results), lexemes);
    }

    /**
     * The four stages, inside the search's read-only transaction: candidates per list ({@code more} adds the
     * other language's), fusion, page evidence and the note's title ({@code titleLexemes}: the words a title may
     * hold), at most {@code perDocument} hits per page.
     */
    private List<SearchHit> stages(Candidates.Query asked, List<String> titleLexemes,
            UnaryOperator<Candidates.Found> more, int limit, int perDocument, Passages passages) {
        Candidates.Found found = more.apply(candidates.find(asked));
        Ranking fused = Fusion.fuse(found.lists(), found.weights(), fusion);
        Ranking evidenced = titleWords.apply(pageEvidence.apply(fused, found.pages(), asked.scope(), asked.n()),
                asked.vectors().keySet().iterator().next().name(), titleLexemes);
        List<SearchHit> ranked = passages == Passages.WITHOUT_HEADING_ONLY ? HeadingOnly.without(evidenced.ranked())
                : evidenced.ranked();
        return OnePerPage.keep(ranked, limit, new OnePerPage.Settings(perDocument));
    }

    /** The number of hits asked for, once the request is known to be one search may answer. */
    private int validLimit(String query, Integer k, List<Long> knowledgeBaseIds) {
        if (query == null || query.isBlank()) {
            throw ApiException.badRequest("problem.knowledgeBase.queryBlank");
        }
        // characters as a person counts them: an emoji is two UTF-16 units, and 1,001 of them were "too long"
        if (query.codePointCount(0, query.length()) > MAX_QUERY_CHARS) {
            throw ApiException.badRequest("problem.knowledgeBase.queryTooLong", MAX_QUERY_CHARS);
        }
        int limit = k == null ? settings.searchDefaultK() : k;
        if (limit < 1 || limit > settings.searchMaxK()) {
            throw ApiException.badRequest("problem.knowledgeBase.kRange", settings.searchMaxK());
        }
        if (knowledgeBaseIds != null && knowledgeBaseIds.size() > MAX_IDS) {
            throw ApiException.badRequest("problem.knowledgeBase.tooManyIds", MAX_IDS);
        }
        return limit;
    }

    /** {@code found} and the chunks of the other language's model that hold the question's words. */
    private Candidates.Found withOtherLanguage(Candidates.Found found, LanguageModels.Choice other, LanguageModels.Choice chosen,
            List<String> lexemes, int n, ChunkScope scope) {
        return found.plus(otherLanguageMatches.find(other, chosen, lexemes, n, scope), settings.otherLanguageWeight());
    }

    /** Fusion, the per-document limit and a second model choose among more candidates than they return. */
    private static int candidateCount(int limit, boolean lexical, int perDocument, int models) {
        return lexical || perDocument > 0 || models > 1 ? Math.max(limit * 4, CANDIDATES) : limit;
    }

    /**
     * Each hit with its note's title and judged weak or not by the relevance floor a reader is shown
     * (search.RelevanceFloor), both read in one query (search.HitNotes). Chat's operator overrides are chat's own.
     */
    private List<SearchHit> finished(Searched searched, String query) {
        if (searched.hits().isEmpty()) {
            return searched.hits();
        }
        HitNotes.Read notes = chunks.hitNotes().read(searched.hits(), searched.lexemes());
        return RelevanceFloor.judged(searched.hits().stream().map(notes::titled).toList(), query, notes);
    }

    /**
     * Ownership as a scope: only the owner's items (those asked for among them), so the search itself
     * never sees another account's chunks. Null when the ids asked for name no item at all:
     * "kbIds=1,,2" binds an empty entry as null.
     */
    private static ChunkScope scope(List<Long> knowledgeBaseIds, long ownerId) {
        if (knowledgeBaseIds == null || knowledgeBaseIds.isEmpty()) {
            return ChunkScope.ofOwner(ownerId);
        }
        List<Long> named = knowledgeBaseIds.stream().filter(java.util.Objects::nonNull).toList();
        return named.isEmpty() ? null : ChunkScope.of(ownerId, named);
    }

    /**
     * Which of {@code ids} still exist among the signed-in account's items: for features that keep item
     * ids (chat citations, chat scopes) and must not show another account's item or a deleted one.
     */
    public Set<Long> existing(Collection<Long> ids) {
        if (ids.isEmpty()) {
            return Set.of();
        }
        long owner = CurrentAccount.id();
        return items.findAllById(ids).stream().filter(item -> item.ownedBy(owner)).map(KnowledgeBase::getId)
                .collect(Collectors.toUnmodifiableSet());
    }
}
