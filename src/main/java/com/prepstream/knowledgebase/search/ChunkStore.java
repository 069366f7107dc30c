package com.prepstream.knowledgebase.search;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.knowledgebase.store.ChunkScope;
import com.prepstream.knowledgebase.store.VectorIndexes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Reads of the {@code knowledge_base_chunk} table for search: pgvector rows with an HNSW cosine index
 * (ingestion's ChunkWriter writes them). Plain JDBC because JPA has no vector type; callers own the
 * transactions.
 */
@Component
public class ChunkStore {

    /**
     * Items whose stored chunks are searched: every item but a FAILED one. An item being vectorized
     * again (PENDING, PROCESSING) keeps answering from its old chunks until the new ones are committed;
     * a new item has no chunks yet.
     */
    private static final String SEARCHABLE = "k.vector_status <> 'FAILED'";

    private final JdbcClient jdbc;

    ChunkStore(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Models other than {@code model} that searchable items in {@code within} are still
     * embedded with (while they wait to be re-embedded after a model change). Item and chunks change
     * model in one transaction, so the item's column speaks for its chunks.
     */
    public List<String> otherModels(ChunkScope within, String model) {
        List<Object> args = new ArrayList<>(List.of(model));
        args.addAll(within.arguments());
        return jdbc.sql("select distinct k.embedding_model from knowledge_base k where " + SEARCHABLE
                + " and k.embedding_model <> ?" + within.condition()).params(args).query(String.class).list();
    }

    /** The texts of a note's chunks after {@code chunkIndex}, at most {@code count}, in order; the owner's only. */
    public List<String> following(long knowledgeBaseId, long ownerId, int chunkIndex, int count) {
        return jdbc.sql("""
                select distinct on (c.chunk_index) c.content from knowledge_base_chunk c
                join knowledge_base k on k.id = c.knowledge_base_id
                where c.knowledge_base_id = ? and k.owner_id = ? and c.chunk_index > ? and c.chunk_index <= ?
                order by c.chunk_index
                """).params(knowledgeBaseId, ownerId, chunkIndex, chunkIndex + count).query(String.class).list();
    }

    int count(long knowledgeBaseId) {
        // count(*) always returns one row, never NULL
        return jdbc.sql("select count(*) from knowledge_base_chunk where knowledge_base_id = ?").param(knowledgeBaseId)
                .query(Integer.class).single();
    }

    /**
     * Nearest chunks of {@code model} by cosine distance among searchable items. Runs in
     * the caller's transaction, which must be open: the HNSW settings are SET LOCAL. When the scope
     * holds at most {@code exactMaxChunks} chunks every one is compared (exact, a few ms per
     * thousand chunks); otherwise the HNSW index answers, with an iterative scan so a filter that
     * discards most of the index's candidates still yields k rows.
     */
    public List<SearchHit> search(float[] query, int k, ChunkScope within, EmbeddingModelInfo model, int efSearch,
            int exactMaxChunks) {
        String vector = literal(query);
        String filter = within.condition();
        boolean exact = scopeChunks(within, model.name()) <= exactMaxChunks;
        planForTheseValues();
        if (!exact) {
            // relaxed_order: pgvector keeps scanning the graph until k rows pass the filter (results
            // may come slightly out of order, so they are sorted again below).
            jdbc.sql("select set_config('hnsw.ef_search', ?, true), "
                    + "set_config('hnsw.iterative_scan', 'relaxed_order', true)")
                    .param(String.valueOf(Math.max(k, efSearch))).query().listOfRows();
        }
        List<Object> args = new ArrayList<>();
        args.add(vector);
        args.addAll(within.arguments());
        // Exact: order by the selected distance, so each chunk's distance is computed once and the plan
        // compares every row (the bare column does not match the index). Index: order by the cast the
        // model's partial HNSW index is built on (VectorIndexes); its few rows pay the distance twice.
        String order = "distance";
        if (!exact) {
            order = VectorIndexes.vectorExpression(model.dimensions()) + " <=> ?::vector";
            args.add(vector);
        }
        args.add(k);
        return jdbc.sql("""
                select knowledge_base_id, name, chunk_index, content, 1 - distance as score, heading from (
                  select c.knowledge_base_id, k.name, c.chunk_index, c.content, c.embedding <=> ?::vector as distance, c.heading
                  from knowledge_base_chunk c join knowledge_base k on k.id = c.knowledge_base_id
                  where\s""" + SEARCHABLE + " and " + VectorIndexes.modelCondition(model.name()) + filter + """

                  order by\s""" + order + """
                 limit ?) nearest
                order by score desc
                """).params(args).query((row, i) -> hit(row, model)).list();
    }

    /**
     * Chunks holding any of {@code terms}' lexemes, those holding the rarest ones first (the summed
     * weights of the lexemes each holds, {@link LexicalQuery.Terms}). The score is still the chunk's
     * cosine similarity to {@code query}, so every hit means the same whichever list found it, and among
     * chunks holding the same words the closer comes first (in a small knowledge base most matches
     * tie: "star" in a note on supernovae and in one on the STAR interview method). Every matching chunk
     * is weighed in the narrow lexemes table; only the {@code n} kept are read whole.
     */
    public List<SearchHit> lexicalSearch(float[] query, LexicalQuery.Terms terms, int n, ChunkScope within,
            EmbeddingModelInfo model) {
       return lexicalSearch(query, terms, n, within, model, 0);
    }

    /**
     * As above, among the chunks whose summed weight reaches {@code minWeight} only; without a
     * {@code query} vector every score is 0 (see {@link #similarities}).
     */
    public List<SearchHit> lexicalSearch(float[] query, LexicalQuery.Terms terms, int n, ChunkScope within,
            EmbeddingModelInfo model, double minWeight) {
        List<Object> args = new ArrayList<>();
        StringBuilder weight = new StringBuilder("0");
        List<String> each = terms.each();
        for (int i = 0; i < each.size(); i++) {
            weight.append(" + case when l.lexemes @@ cast(? as tsquery) then ? else 0 end");
            args.add(each.get(i));
            args.add(terms.weights().get(i));
        }
        args.add(terms.anyOf());
        args.add(model.name());
        args.addAll(within.arguments());
        args.add(n);
        args.add(query == null ? null : literal(query));
        args.add(minWeight);
        args.add(n);
        planForTheseValues();
        // Every chunk weighing as much as the n-th is compared with the question: a short question's few
        // words give hundreds of chunks the same weight, and which of them are candidates must not
        // depend on the order they were stored in.
        return jdbc.sql("""
                with matched as materialized (
                      select l.chunk_id, %s as weight
                      from knowledge_base_chunk_lexemes l join knowledge_base k on k.id = l.knowledge_base_id
                      where l.lexemes @@ cast(? as tsquery) and l.embedding_model = ? and\s""".formatted(weight)
                + SEARCHABLE + within.condition() + """
                ),
                cut as (select weight from matched order by weight desc limit 1 offset ? - 1)
                select c.knowledge_base_id, k.name, c.chunk_index, c.content, 1 - (c.embedding <=> ?::vector) as score, c.heading
                from matched best
                join knowledge_base_chunk c on c.id = best.chunk_id join knowledge_base k on k.id = c.knowledge_base_id
                where best.weight >= coalesce((select weight from cut), 0) and best.weight >= ?
                order by best.weight desc, score desc, best.chunk_id
                limit ?
                """).params(args).query((row, i) -> hit(row, model)).list();
    }

    /**
     * The share of {@code terms}' weight that each of {@code items}' titles holds (the title's words as page BM25
     * stores them, {@code knowledge_base_page_lexemes}), by item; items whose title holds none are left out.
     */
    Map<Long, Double> titleShares(LexicalQuery.Terms terms, java.util.Collection<Long> items) {
        Map<Long, Double> shares = new HashMap<>();
        double total = terms.totalWeight();
        if (items.isEmpty() || terms.isEmpty() || total <= 0) {
            return shares;
        }
        List<Object> args = new ArrayList<>();
        StringBuilder weight = new StringBuilder("0");
        List<String> each = terms.each();
        for (int i = 0; i < each.size(); i++) {
            weight.append(" + case when p.title @@ cast(? as tsquery) then ? else 0 end");
            args.add(each.get(i));
            args.add(terms.weights().get(i));
        }
        args.add(items.toArray(Long[]::new));
        jdbc.sql("select p.knowledge_base_id, " + weight + " from knowledge_base_page_lexemes p"
                + " where p.knowledge_base_id = any(?)").params(args).query(row -> {
                    double held = row.getDouble(2);
                    if (held > 0) {
                        shares.put(row.getLong(1), held / total);
                    }
                });
        return shares;
    }

    /** What search reads last about its hits, on this store's connection. */
    public HitNotes hitNotes() {
        return new HitNotes(jdbc);
    }

    /** Each hit's cosine similarity to {@code query}, a vector of {@code model}, by (item, chunk index). */
    Map<Ranking.Key, Double> similarities(float[] query, String model, List<SearchHit> hits) {
        List<Object> args = new ArrayList<>(List.of(literal(query), model));
        hits.forEach(hit -> {
            args.add(hit.knowledgeBaseId());
            args.add(hit.chunkIndex());
        });
        String keys = String.join(", ", java.util.Collections.nCopies(hits.size(), "(?::bigint, ?::int)"));
        Map<Ranking.Key, Double> scores = new HashMap<>();
        jdbc.sql("select knowledge_base_id, chunk_index, 1 - (embedding <=> ?::vector) from knowledge_base_chunk "
                + "where embedding_model = ? and (knowledge_base_id, chunk_index) in (" + keys + ")").params(args)
                .query(row -> {
                    scores.put(new Ranking.Key(row.getLong(1), row.getInt(2)), row.getDouble(3));
                });
        return scores;
    }

    /**
     * Plans the caller transaction's statements for their own values, in one process each: a generic plan
     * made without the values (the driver prepares a statement after five runs) once compared every
     * matching chunk with every item, and a parallel plan made searches arriving side by side on two
     * cores slower (docs/retrieval.md, appendix: "Speed", "Two budgets").
     */
    private void planForTheseValues() {
        jdbc.sql("select set_config('plan_cache_mode', 'force_custom_plan', true), "
                + "set_config('max_parallel_workers_per_gather', '0', true)").query().listOfRows();
    }

    /**
     * With a model per language: items embedded by {@code primary} whose chunks are mostly Chinese,
     * and items embedded by {@code cjk} whose chunks mostly are not (a chunk counts as Chinese when it
     * has a CJK unified ideograph).
     */
    public List<Long> itemsInTheOtherLanguage(String primary, String cjk) {
        return jdbc.sql("""
                select c.knowledge_base_id from knowledge_base_chunk c
                where c.embedding_model in (?, ?)
                group by c.knowledge_base_id, c.embedding_model
                having (c.embedding_model = ?) = (avg(case when c.content ~ '[一-鿿]' then 1 else 0 end) > 0.5)
                """).params(primary, cjk, primary).query(Long.class).list();
    }

    /**
     * How many chunks each model's searchable items in a scope hold, and some items each with their model
     * (a list chooses among one model's chunks).
     */
    record Lengths(Map<String, Long> inScopeByModel, Map<Long, Length> byItem) {

        record Length(int chunks, String model) {
        }

        int chunks(long item) {
            Length length = byItem.get(item);
            return length == null ? 0 : length.chunks();
        }

        /** The chunks in scope of the model that embedded {@code item}. */
        long inScopeOf(long item) {
            Length length = byItem.get(item);
            return length == null ? 0 : inScopeByModel.getOrDefault(length.model(), 0L);
        }
    }

    /** The chunks of every model's searchable items in {@code within}, and of each of {@code items}. */
    Lengths lengths(ChunkScope within, java.util.Collection<Long> items) {
        Map<Long, Lengths.Length> byItem = new HashMap<>();
        if (!items.isEmpty()) {
            // one Long[] parameter (param, not the params varargs, which would spread it)
            jdbc.sql("select id, chunk_count, embedding_model from knowledge_base where id = any(?)")
                    .param(items.toArray(Long[]::new)).query(row -> {
                        byItem.put(row.getLong(1), new Lengths.Length(row.getInt(2), row.getString(3)));
                    });
        }
        return new Lengths(chunksByModel(within), byItem);
    }

    /** Whether searchable items in {@code within} hold chunks of {@code model}. */
    public boolean anySearchable(ChunkScope within, String model) {
        return scopeChunks(within, model) > 0;
    }

    /** Chunks a search would look at, from the items' own counts (no scan of the chunk table). */
    private long scopeChunks(ChunkScope within, String model) {
        return chunksByModel(within).getOrDefault(model, 0L);
    }

    /** The chunks of the searchable items in {@code within}, by the model that embedded them. */
    private Map<String, Long> chunksByModel(ChunkScope within) {
        Map<String, Long> byModel = new HashMap<>();
        jdbc.sql("select k.embedding_model, coalesce(sum(k.chunk_count), 0) from knowledge_base k where " + SEARCHABLE
                + within.condition() + " group by k.embedding_model").params(within.arguments()).query(row -> {
                    byModel.put(row.getString(1), row.getLong(2));
                });
        return byModel;
    }

    private static SearchHit hit(java.sql.ResultSet row, EmbeddingModelInfo model) throws java.sql.SQLException {
        return new SearchHit(row.getLong(1), row.getString(2), row.getInt(3), row.getString(4), row.getDouble(5),
                row.getString(6), model.name());
    }

    /** pgvector's text form of a vector ({@link VectorIndexes#vectorLiteral}). */
    static String literal(float[] vector) {
        return VectorIndexes.vectorLiteral(vector);
    }
}
