package com.prepstream.knowledgebase.search;

import com.prepstream.knowledgebase.store.LexemeStatistics;
import com.prepstream.knowledgebase.store.SearchStatistics;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.ResultSetExtractor;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * The full-text query of a search: its words, rarest first, while the chunks they match stay within a
 * budget. The words of a question are OR-ed, and over a large knowledge base a common one matches
 * thousands of chunks (one Chinese question over the JavaGuide notes: 5,267), every one of which is
 * then ranked; rarer words are also the ones that say which passage is meant. How common a word is
 * comes from the statistics PostgreSQL keeps of the lexemes of the question's model's chunks (the most
 * common lexemes and the share of chunks holding each, {@link LexemeStatistics}), read at most once a
 * minute per model.
 */
@Component
public class LexicalQuery {

    private static final Duration STATISTICS_AGE = Duration.ofMinutes(1);
    /** The cache key of the column's own statistics, over every model's chunks (no model has this name). */
    private static final String ALL_MODELS = "";

    /** How common lexemes are, as the planner statistics last saw them. */
    record Shares(Map<String, Double> byLexeme, double rarestTracked, double rows) {

        static final Shares NONE = new Shares(Map.of(), 0, 0);

        /** Expected matching rows; a lexeme not among the tracked ones is rarer than all of them. */
        double rowsMatching(String lexeme) {
            return byLexeme.getOrDefault(lexeme, rarestTracked) * rows;
        }

        /** BM25's inverse document frequency; 1 for every lexeme while there are no statistics. */
        double inverseFrequency(String lexeme) {
            if (rows == 0) {
                return 1;
            }
            double matching = rowsMatching(lexeme);
            return Math.log(1 + (rows - matching + 0.5) / (matching + 0.5));
        }
    }

    /**
     * Lexemes to look for and the weight of each: a chunk ranks by the summed weights of the ones it
     * holds, so one rare word outweighs several common ones (plain {@code ts_rank} knows nothing of
     * how common a word is across the chunks). Only chunks holding one of the first {@code required}
     * (the rarest) are weighed at all.
     */
    public record Terms(List<String> lexemes, List<Double> weights, int required) {

        public Terms(List<String> lexemes, List<Double> weights) {
            this(lexemes, weights, lexemes.size());
        }

        boolean isEmpty() {
            return lexemes.isEmpty();
        }

        /** The weight of a chunk holding every lexeme. */
        double totalWeight() {
            return weights.stream().mapToDouble(Double::doubleValue).sum();
        }

        /** A tsquery (text form) matching a chunk that holds any of the required lexemes. */
        String anyOf() {
            return lexemes.subList(0, required).stream().map(LexicalQuery::quoted).collect(Collectors.joining(" | "));
        }

        /** Each lexeme alone, as a tsquery operand. */
        List<String> each() {
            return lexemes.stream().map(LexicalQuery::quoted).toList();
        }
    }

    private static final ResultSetExtractor<Shares> SHARES = LexicalQuery::shares;

    private record Read(Shares shares, Instant at) {
    }

    private final JdbcClient jdbc;
    private final Clock clock = Clock.systemUTC();
    private final Map<String, Read> sharesByModel = new ConcurrentHashMap<>();

    public LexicalQuery(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * The lexemes of a query's {@code words} ({@link LexicalText#ofQuery}) as the full-text index holds
     * them: English stop words dropped, stemmed. Empty when nothing is left to look for.
     */
    public List<String> lexemes(String words) {
        if (words.isBlank()) {
            return List.of();
        }
        return jdbc.sql("select lexeme from unnest(to_tsvector('english', ?))").param(words).query(String.class).list();
    }

    /**
     * The full-text query of {@code lexemes}: rarest first, adding each while the expected matches
     * stay within {@code maxRows} (the rarest always stays; 0 = every lexeme), each weighted by how
     * rare it is; a chunk must hold one of those kept within {@code matchRows} (0 = any). Empty when
     * there are none.
     *
     * <p>Two budgets because every chunk holding a required word is read and weighed, while the common words
     * only add weight, and a chunk holding none of the rarer words seldom wins (docs/retrieval.md, appendix).
     */
    public Terms of(String model, List<String> lexemes, int maxRows, int matchRows) {
        Shares known = shares(model);
        // every lexeme, yet rarest first, when there is no budget
        List<String> kept = pick(lexemes, known, maxRows <= 0 ? Integer.MAX_VALUE : maxRows);
        int required = matchRows <= 0 ? kept.size() : pick(kept, known, matchRows).size();
        return new Terms(kept, kept.stream().map(known::inverseFrequency).toList(), required);
    }

    /**
     * As {@link #of}, for the chunks of {@code model} when most rows are another model's: words are weighed
     * among {@code model}'s chunks, but kept within the budgets by how many chunks of any model hold them,
     * since the full-text index finds those before the model filter drops them. A word weighs no more than
     * among the chunks of {@code questionModel}, the question's own language, where a common word shows as
     * common (docs/retrieval.md, appendix, "Across languages").
     */
    Terms acrossModels(String model, String questionModel, List<String> lexemes, int maxRows, int matchRows) {
        Shares everyModel = shares(ALL_MODELS);
        Shares own = shares(model);
        Shares questions = shares(questionModel);
        List<String> kept = pick(lexemes, everyModel, maxRows <= 0 ? Integer.MAX_VALUE : maxRows);
        int required = matchRows <= 0 ? kept.size() : pick(kept, everyModel, matchRows).size();
        return new Terms(kept, kept.stream().map(lexeme -> questions.rows() == 0 ? own.inverseFrequency(lexeme)
                : Math.min(own.inverseFrequency(lexeme), questions.inverseFrequency(lexeme))).toList(), required);
    }

    /** Reads the statistics again at the next search (they were just gathered). */
    void forgetShares() {
        sharesByModel.clear();
    }

    @EventListener
    void statisticsGathered(SearchStatistics.Analyzed analyzed) {
        forgetShares();
    }

    /** The rarest of {@code lexemes} first, while their expected matches stay within {@code maxRows}. */
    static List<String> pick(List<String> lexemes, Shares shares, int maxRows) {
        if (shares.rows() == 0) {
           return lexemes;
        }
        List<String> rarestFirst = lexemes.stream()
                .sorted(Comparator.comparingDouble(shares::rowsMatching).thenComparing(Comparator.naturalOrder()))
                .toList();
        double expected = 0;
        int kept = 0;
        for (String lexeme : rarestFirst) {
            expected += shares.rowsMatching(lexeme);
            if (kept > 0 && expected > maxRows) {
                break;
            }
            kept++;
        }
        return rarestFirst.subList(0, kept);
    }

    private Shares shares(String model) {
        Instant now = clock.instant();
        Read read = sharesByModel.get(model);
        if (read == null || now.isAfter(read.at().plus(STATISTICS_AGE))) {
            read = new Read(readShares(model), now);
            sharesByModel.put(model, read);
        }
        return read.shares();
    }

    /**
     * Among the model's own chunks ({@link LexemeStatistics}); until that object has been analyzed, among
     * all chunks. The object's shares are of its non-NULL rows, the model's chunks.
     */
    private Shares readShares(String model) {
        if (model.equals(ALL_MODELS)) {
            return readShares();
        }
        Shares own = jdbc.sql("""
                select s.most_common_elems::text::text[] as lexemes, s.most_common_elem_freqs as shares,
                       c.reltuples * (1 - s.null_frac) as rows
                from pg_stats_ext_exprs s join pg_class c on c.relname = s.tablename
                    and c.relnamespace = to_regnamespace(s.schemaname)
                where s.statistics_schemaname = current_schema() and s.statistics_name = ?
                """).param(LexemeStatistics.name(model)).query(SHARES);
        return own != Shares.NONE ? own : readShares();
    }

    private Shares readShares() {
        return jdbc.sql("""
                select s.most_common_elems::text::text[] as lexemes, s.most_common_elem_freqs as shares, c.reltuples as rows
                from pg_stats s join pg_class c on c.relname = s.tablename
                    and c.relnamespace = to_regnamespace(s.schemaname)
                where s.schemaname = current_schema() and s.tablename = 'knowledge_base_chunk_lexemes' and s.attname = 'lexemes'
                """).query(SHARES);
    }

    private static Shares shares(java.sql.ResultSet rows) throws java.sql.SQLException {
        if (!rows.next() || rows.getArray("lexemes") == null) {
            return Shares.NONE; // never analyzed: no pruning
        }
        String[] lexemes = (String[]) rows.getArray("lexemes").getArray();
        Float[] fractions = (Float[]) rows.getArray("shares").getArray();
        Map<String, Double> byLexeme = new HashMap<>();
        double rarest = 1;
        for (int i = 0; i < lexemes.length; i++) {
            byLexeme.put(lexemes[i], (double) fractions[i]);
            rarest = Math.min(rarest, fractions[i]);
        }
        return new Shares(byLexeme, rarest, Math.max(0, rows.getDouble("rows")));
    }

    /** A tsquery (text form) matching a text that holds every one of {@code lexemes}. */
    static String allOf(List<String> lexemes) {
        return lexemes.stream().map(LexicalQuery::quoted).collect(Collectors.joining(" & "));
    }

    /** A lexeme as a tsquery operand, taken as it is (no further parsing or stemming). */
    private static String quoted(String lexeme) {
        return "'" + lexeme.replace("\\", "\\\\").replace("'", "''") + "'";
    }
}
