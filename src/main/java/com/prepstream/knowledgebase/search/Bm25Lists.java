package com.prepstream.knowledgebase.search;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.knowledgebase.store.ChunkScope;
import java.util.ArrayList;
import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
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
     * @param seedChunks  passages are scored around this many chunks, the best by their own BM25 (0: around
     *                    every chunk holding a question word)
     */
    record Settings(double k1, double b, int window, double titleWeight, int seedChunks) {
    }

    /** Both lists of one search: passages as their centre chunks, pages as their best chunks. */
    record Found(List<SearchHit> passages, List<SearchHit> pages) {

        static final Found NONE = new Found(List.of(), List.of());
    }

    private final JdbcClient jdbc;

    public Bm25Lists(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** The {@code n} best passages, each as its centre chunk. */
    List<SearchHit> passages(float[] query, List<String> lexemes, int n, ChunkScope within, EmbeddingModelInfo model,
            Settings settings) {
        return find(query, lexemes, n, 0, within, model, settings).passages();
    }

    /** The {@code n} best pages, each as its chunk holding the most of the question's weight. */
    List<SearchHit> pages(float[] query, List<String> lexemes, int n, ChunkScope within, EmbeddingModelInfo model,
            Settings settings) {
        return find(query, lexemes, 0, n, within, model, settings).pages();
    }

    /**
     * The {@code passages} best passages and the {@code pages} best pages (0: that list is not wanted) in
     * one statement: the question's postings are read once, and the lists cost one round trip, not four.
     */
    Found find(float[] query, List<String> lexemes, int passages, int pages, ChunkScope within,
            EmbeddingModelInfo model, Settings settings) {
        if (lexemes.isEmpty() || passages + pages == 0) {
            return Found.NONE;
        }
        String[] words = lexemes.toArray(String[]::new);
        List<Object> args = new ArrayList<>(within.arguments());
        // passages come only from windows around the best-scoring chunks (null: every chunk), so their work
        // is bounded whatever the corpus (docs/retrieval.md, "Speed")
        Integer seeds = passages == 0 ? Integer.valueOf(0)
                : settings.seedChunks() > 0 ? Integer.valueOf(Math.max(settings.seedChunks(), passages)) : null;
        args.addAll(java.util.Arrays.asList(words, model.name(), model.name(), seeds, passages, words, pages));
        args.add(query == null ? null : ChunkStore.literal(query));
        args.add(model.name());
        List<SearchHit> passageHits = new ArrayList<>();
        List<SearchHit> pageHits = new ArrayList<>();
        jdbc.sql(statement(within, settings)).params(args).query(row -> {
            SearchHit hit = new SearchHit(row.getLong(2), row.getString(3), row.getInt(4), row.getString(5),
                    row.getDouble(6), row.getString(7), model.name());
            (row.getInt(1) == 0 ? passageHits : pageHits).add(hit);
        });
        return new Found(passageHits, pageHits);
    }

    /**
     * Passage BM25 (a window's length is the sum of its chunks' lengths, the mean window is 2w+1 mean
     * chunks; a word's rarity is its share of chunks, counted exactly from the postings), page BM25F (a
     * title word counts titleWeight body occurrences, body frequencies normalised by the page's length) and each page's best chunk (saturated frequencies, each word counting less the more
     * of these pages' chunks hold it; a page found by its title alone shows its first chunk).
     */
    private static String statement(ChunkScope within, Settings settings) {
        return """
                with items as materialized (
                  select k.id, k.chunk_count from knowledge_base k where k.vector_status <> 'FAILED'%1$s),
                q as materialized (
                  select p.lexeme, p.knowledge_base_id, p.chunk_index, p.frequency
                  from knowledge_base_chunk_postings p join items i on i.id = p.knowledge_base_id
                  where p.lexeme = any(?::text[]) and p.embedding_model = ?),
                page_rows as materialized (
                  select p.knowledge_base_id, p.length, p.title, i.chunk_count from knowledge_base_page_lexemes p
                  join items i on i.id = p.knowledge_base_id where p.embedding_model = ?),
                chunk_df as (select lexeme, count(*) as n from q group by lexeme),
                unit_scope as (
                  select coalesce(sum(chunk_count), 0)::float8 as units,
                         greatest(%3$d * sum(length)::float8 / greatest(sum(chunk_count), 1), 1) as unit_length
                  from page_rows),
                seeds as (
                  select q.knowledge_base_id, q.chunk_index,
                         sum(ln(1 + (s.units - df.n + 0.5) / (df.n + 0.5)) * q.frequency / (q.frequency + %4$s)) as score
                  from q join chunk_df df using (lexeme) cross join unit_scope s
                  group by 1, 2 order by score desc, 1, 2 limit ?),
                centres as materialized (
                  select distinct s.knowledge_base_id, s.chunk_index + d as centre
                  from seeds s cross join generate_series(-%2$d, %2$d) d),
                units as (
                  select q.lexeme, c.knowledge_base_id, c.centre, sum(q.frequency) as tf
                  from centres c join q on q.knowledge_base_id = c.knowledge_base_id
                       and q.chunk_index between c.centre - %2$d and c.centre + %2$d
                  group by 1, 2, 3),
                lengths as (
                  select c.knowledge_base_id, c.centre, sum(l.length) as length
                  from centres c join knowledge_base_chunk_lexemes l on l.knowledge_base_id = c.knowledge_base_id
                       and l.chunk_index between c.centre - %2$d and c.centre + %2$d
                  group by 1, 2 having bool_or(l.chunk_index = c.centre)),
                passages as (
                  select u.knowledge_base_id, u.centre as chunk_index,
                         sum(ln(1 + (s.units - df.n + 0.5) / (df.n + 0.5)) * u.tf * (%4$s + 1)
                             / (u.tf + %4$s * (1 - %5$s + %5$s * l.length / s.unit_length))) as score
                  from units u join lengths l using (knowledge_base_id, centre) join chunk_df df using (lexeme)
                  cross join unit_scope s
                  group by 1, 2 order by score desc, 1, 2 limit ?),
                body as (select lexeme, knowledge_base_id, sum(frequency) as tf from q group by 1, 2),
                titles as (
                  select t.lexeme, p.knowledge_base_id from page_rows p cross join unnest(?::text[]) t(lexeme)
                  where p.title @@ t.lexeme::tsquery),
                terms as (
                  select lexeme, knowledge_base_id, coalesce(b.tf, 0) as tf, (t.lexeme is not null) as in_title
                  from body b full join titles t using (lexeme, knowledge_base_id)),
                page_df as (select lexeme, count(*) as n from terms group by lexeme),
                page_scope as (select count(*)::float8 as pages, greatest(avg(length), 1) as page_length from page_rows),
                weighted as (
                  select t.lexeme, t.knowledge_base_id, ln(1 + (s.pages - df.n + 0.5) / (df.n + 0.5)) as idf,
                         case when t.in_title then %6$s else 0 end
                           + t.tf / (1 - %5$s + %5$s * p.length / s.page_length) as tf
                  from terms t join page_df df using (lexeme) join page_rows p using (knowledge_base_id)
                  cross join page_scope s),
                pages as (
                  select knowledge_base_id, sum(idf * tf * (%4$s + 1) / (tf + %4$s)) as score
                  from weighted group by 1 order by score desc, 1 limit ?),
                in_pages as (select * from q where knowledge_base_id in (select knowledge_base_id from pages)),
                in_pages_df as (select lexeme, count(*) as n from in_pages group by lexeme),
                best as (
                  select distinct on (knowledge_base_id) knowledge_base_id, chunk_index
                  from (select knowledge_base_id, chunk_index, sum(frequency::float8 / (frequency + 1.2) / df.n) as score
                        from in_pages join in_pages_df df using (lexeme) group by 1, 2) scored
                  order by knowledge_base_id, score desc, chunk_index),
                picked as (
                  select 0 as list, row_number() over (order by score desc, knowledge_base_id, chunk_index) as rank,
                         knowledge_base_id, chunk_index from passages
                  union all
                  select 1, row_number() over (order by p.score desc, p.knowledge_base_id), p.knowledge_base_id,
                         coalesce(b.chunk_index, 0) from pages p left join best b using (knowledge_base_id))
                select picked.list, c.knowledge_base_id, k.name, c.chunk_index, c.content,
                       coalesce(1 - (c.embedding <=> ?::vector), 0) as score, c.heading
                from picked
                join knowledge_base_chunk c on c.knowledge_base_id = picked.knowledge_base_id
                     and c.chunk_index = picked.chunk_index and c.embedding_model = ?
                join knowledge_base k on k.id = c.knowledge_base_id
                order by picked.list, picked.rank
                """.formatted(within.condition(), settings.window(), 2 * settings.window() + 1, number(settings.k1()),
                number(settings.b()), number(settings.titleWeight()));
    }

    /** A setting as an SQL numeric literal (settings are numbers, never user input). */
    private static String number(double value) {
        return "(" + java.math.BigDecimal.valueOf(value).toPlainString() + ")::float8";
    }
}
