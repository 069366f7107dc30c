package com.prepstream.knowledgebase.search;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.knowledgebase.store.ChunkScope;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The two lexical candidate lists, ranked by BM25 from the postings PostgreSQL keeps (V85): passages (a
 * chunk with its neighbours) and pages (a whole item, its title a field of its own). Document frequencies
 * are exact, counted among the units of the question's model in the search's scope. Each hit is a chunk
 * (for a page, its best one) scored, like every other list's hits, by its cosine similarity to the query.
 */
@Component
public class Bm25Lists {

    /**
     * BM25's constants and the units' shape.
     *
     * @param k1          how soon a word's repetitions stop counting (term-frequency saturation)
     * @param b           how much a unit's length discounts its term frequencies (0 = not at all)
     * @param window      chunks on each side of a passage's centre (1: the chunk with its neighbours)
     * @param titleWeight how many body occurrences a word in a page's title counts as
     */
    record Settings(double k1, double b, int window, double titleWeight) {
    }

    private static final String SEARCHABLE = "k.vector_status <> 'FAILED'";

    private final JdbcTemplate jdbc;

    public Bm25Lists(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The {@code n} best passages, each as its centre chunk. */
    public List<SearchHit> passages(float[] query, List<String> lexemes, int n, ChunkScope within, EmbeddingModelInfo model,
            Settings settings) {
        if (lexemes.isEmpty()) {
            return List.of();
        }
        List<Object> args = postingsArguments(lexemes, model, within);
        args.add(model.name());
        args.addAll(within.arguments());
        args.add(n);
        // a window's length is the sum of its chunks' lengths; the mean window is 2w+1 mean chunks
        List<HitFusion.Key> keys = jdbc.query(postings(within) + """
                , lengths as (
                  select l.knowledge_base_id, l.chunk_index, sum(l.length) over (partition by l.knowledge_base_id
                         order by l.chunk_index rows between %1$d preceding and %1$d following) as length
                  from knowledge_base_chunk_lexemes l where l.knowledge_base_id in (select knowledge_base_id from q)),
                windows as (
                  select q.lexeme, q.knowledge_base_id, q.chunk_index + d as centre, sum(q.frequency) as tf
                  from q cross join generate_series(-%1$d, %1$d) d group by 1, 2, 3),
                units as (
                  select w.*, l.length from windows w
                  join lengths l on l.knowledge_base_id = w.knowledge_base_id and l.chunk_index = w.centre),
                df as (select lexeme, count(*) as n from units group by lexeme),
                scope as (
                  select coalesce(sum(k.chunk_count), 0)::float8 as units,
                         greatest(%2$d * sum(p.length)::float8 / greatest(sum(k.chunk_count), 1), 1) as unit_length
                  from knowledge_base k join knowledge_base_page_lexemes p on p.knowledge_base_id = k.id
                  where p.embedding_model = ? and %5$s%6$s)
                select u.knowledge_base_id, u.centre,
                       sum(ln(1 + (s.units - df.n + 0.5) / (df.n + 0.5)) * u.tf * (%3$s + 1)
                           / (u.tf + %3$s * (1 - %4$s + %4$s * u.length / s.unit_length))) as score
                from units u join df using (lexeme) cross join scope s
                group by 1, 2 order by score desc, 1, 2 limit ?
                """.formatted(settings.window(), 2 * settings.window() + 1, number(settings.k1()), number(settings.b()),
                        SEARCHABLE, within.condition()),
                (row, i) -> new HitFusion.Key(row.getLong(1), row.getInt(2)), args.toArray());
        return hits(query, model, keys);
    }

    /** The {@code n} best pages, each as its chunk holding the most of the question's weight. */
    public List<SearchHit> pages(float[] query, List<String> lexemes, int n, ChunkScope within, EmbeddingModelInfo model,
            Settings settings) {
        if (lexemes.isEmpty()) {
            return List.of();
        }
        List<Object> args = postingsArguments(lexemes, model, within);
        args.add(lexemes.toArray(String[]::new));
        args.add(model.name());
        args.addAll(within.arguments());
        args.add(model.name());
        args.addAll(within.arguments());
        args.add(n);
        // BM25F: a title word counts titleWeight body occurrences, body frequencies normalised by length
        List<HitFusion.Key> keys = jdbc.query(postings(within) + """
                , body as (select lexeme, knowledge_base_id, sum(frequency) as tf from q group by 1, 2),
                titles as (
                  select t.lexeme, p.knowledge_base_id from knowledge_base_page_lexemes p
                  join knowledge_base k on k.id = p.knowledge_base_id cross join unnest(?::text[]) t(lexeme)
                  where p.embedding_model = ? and p.title @@ t.lexeme::tsquery and %1$s%2$s),
                terms as (
                  select lexeme, knowledge_base_id, coalesce(b.tf, 0) as tf, (t.lexeme is not null) as in_title
                  from body b full join titles t using (lexeme, knowledge_base_id)),
                df as (select lexeme, count(*) as n from terms group by lexeme),
                scope as (
                  select count(*)::float8 as pages, greatest(avg(p.length), 1) as page_length
                  from knowledge_base k join knowledge_base_page_lexemes p on p.knowledge_base_id = k.id
                  where p.embedding_model = ? and %1$s%2$s),
                weighted as (
                  select t.lexeme, t.knowledge_base_id, ln(1 + (s.pages - df.n + 0.5) / (df.n + 0.5)) as idf,
                         case when t.in_title then %5$s else 0 end
                           + t.tf / (1 - %4$s + %4$s * p.length / s.page_length) as tf
                  from terms t join df using (lexeme) join knowledge_base_page_lexemes p using (knowledge_base_id)
                  cross join scope s)
                select knowledge_base_id, sum(idf * tf * (%3$s + 1) / (tf + %3$s)) as score
                from weighted group by 1 order by score desc, 1 limit ?
                """.formatted(SEARCHABLE, within.condition(), number(settings.k1()), number(settings.b()),
                        number(settings.titleWeight())),
                (row, i) -> new HitFusion.Key(row.getLong(1), 0), args.toArray());
        return hits(query, model, bestChunks(keys, lexemes, model));
    }

    /** The question's postings among the searchable items of the scope, one row per (lexeme, chunk). */
    private static String postings(ChunkScope within) {
        return """
                with q as materialized (
                  select p.lexeme, p.knowledge_base_id, p.chunk_index, p.frequency
                  from knowledge_base_chunk_postings p join knowledge_base k on k.id = p.knowledge_base_id
                  where p.lexeme = any(?::text[]) and p.embedding_model = ? and\s""" + SEARCHABLE + within.condition()
                + ")";
    }

    /** A setting as an SQL numeric literal (settings are numbers, never user input). */
    private static String number(double value) {
        return "(" + java.math.BigDecimal.valueOf(value).toPlainString() + ")::float8";
    }

    private static List<Object> postingsArguments(List<String> lexemes, EmbeddingModelInfo model, ChunkScope within) {
        List<Object> args = new ArrayList<>();
        args.add(lexemes.toArray(String[]::new));
        args.add(model.name());
        args.addAll(within.arguments());
        return args;
    }

    /**
     * Each page's chunk holding the most of the question's words: saturated frequencies, each word counting
     * less the more of these pages' chunks hold it. A page found by its title alone shows its first chunk.
     */
    private List<HitFusion.Key> bestChunks(List<HitFusion.Key> pages, List<String> lexemes, EmbeddingModelInfo model) {
        if (pages.isEmpty()) {
           return pages;
        }
        Map<Long, Integer> best = new HashMap<>();
        jdbc.query("""
                with q as (
                  select lexeme, knowledge_base_id, chunk_index, frequency from knowledge_base_chunk_postings
                  where lexeme = any(?::text[]) and embedding_model = ? and knowledge_base_id = any(?)),
                df as (select lexeme, count(*) as n from q group by lexeme)
                select distinct on (knowledge_base_id) knowledge_base_id, chunk_index
                from (select knowledge_base_id, chunk_index, sum(frequency::float8 / (frequency + 1.2) / df.n) as score
                      from q join df using (lexeme) group by 1, 2) scored
                order by knowledge_base_id, score desc, chunk_index
                """, row -> {
                    best.put(row.getLong(1), row.getInt(2));
                }, lexemes.toArray(String[]::new), model.name(),
                pages.stream().map(HitFusion.Key::knowledgeBaseId).toArray(Long[]::new));
        return pages.stream().map(page -> new HitFusion.Key(page.knowledgeBaseId(), best.getOrDefault(page.knowledgeBaseId(), 0)))
                .toList();
    }

    /** The chunks of {@code keys}, in their order, scored by cosine similarity to {@code query}. */
    private List<SearchHit> hits(float[] query, EmbeddingModelInfo model, List<HitFusion.Key> keys) {
        if (keys.isEmpty()) {
            return List.of();
        }
        List<Object> args = new ArrayList<>();
        args.add(query == null ? null : ChunkStore.literal(query));
        args.add(model.name());
        keys.forEach(key -> {
            args.add(key.knowledgeBaseId());
            args.add(key.chunkIndex());
        });
        String pairs = String.join(", ", Collections.nCopies(keys.size(), "(?::bigint, ?::int)"));
        Map<HitFusion.Key, SearchHit> found = new HashMap<>();
        jdbc.query("""
                select c.knowledge_base_id, k.name, c.chunk_index, c.content,
                       coalesce(1 - (c.embedding <=> ?::vector), 0) as score, c.heading
                from knowledge_base_chunk c join knowledge_base k on k.id = c.knowledge_base_id
                where c.embedding_model = ? and (c.knowledge_base_id, c.chunk_index) in (%s)
                """.formatted(pairs), row -> {
                    SearchHit hit = new SearchHit(row.getLong(1), row.getString(2), row.getInt(3), row.getString(4),
                            row.getDouble(5), row.getString(6), model.name());
                    found.put(new HitFusion.Key(hit.knowledgeBaseId(), hit.chunkIndex()), hit);
                }, args.toArray());
        return keys.stream().map(found::get).filter(java.util.Objects::nonNull).toList();
    }
}
