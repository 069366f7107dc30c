package com.prepstream.knowledgebase.search;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * What search reads last about the hits it returns, in one query: each note's title as its reader knows it, and which
 * hits hold every word of the query in their note's title, heading path and passage ({@link RelevanceFloor}). The words
 * are those the full-text index stored when the note was read (the chunk's lexemes with its heading,
 * {@code knowledge_base_chunk_lexemes}; the title's, {@code knowledge_base_page_lexemes}), so no passage is cut into
 * words again for it, and they are compared as the index compares them: stemmed, English stop words left out.
 */
public final class HitNotes {

    /**
     * @param titles  each hit's note title (its name when it has none), by note id
     * @param holding the hits holding every word of the query
     */
    public record Read(Map<Long, String> titles, Set<Ranking.Key> holding) {

        /** Whether {@code hit} holds every word of the query. */
        public boolean holds(SearchHit hit) {
            return holding.contains(new Ranking.Key(hit.knowledgeBaseId(), hit.chunkIndex()));
        }

        /** {@code hit} with its note's title. */
        public SearchHit titled(SearchHit hit) {
            return hit.titled(titles.getOrDefault(hit.knowledgeBaseId(), hit.knowledgeBaseName()));
        }
    }

    private final JdbcClient jdbc;

    HitNotes(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** {@code lexemes}: the query's words as the index holds them (LexicalQuery#lexemes); none holds no hit. */
    public Read read(List<SearchHit> hits, List<String> lexemes) {
        Map<Long, String> titles = new HashMap<>();
        Set<Ranking.Key> holding = new HashSet<>();
        if (hits.isEmpty()) {
            return new Read(titles, holding);
        }
        List<Object> args = new ArrayList<>();
        String holds = "false";
        if (!lexemes.isEmpty()) {
            holds = "(l.lexemes || coalesce(p.title, ''::tsvector)) @@ cast(? as tsquery)";
            args.add(LexicalQuery.allOf(lexemes));
        }
        hits.forEach(hit -> {
            args.add(hit.knowledgeBaseId());
            args.add(hit.chunkIndex());
        });
        String keys = String.join(", ", Collections.nCopies(hits.size(), "(?::bigint, ?::int)"));
        jdbc.sql("select l.knowledge_base_id, l.chunk_index, coalesce(k.title, k.name), " + holds + """
                 from knowledge_base_chunk_lexemes l
                join knowledge_base k on k.id = l.knowledge_base_id
                left join knowledge_base_page_lexemes p on p.knowledge_base_id = l.knowledge_base_id
                where (l.knowledge_base_id, l.chunk_index) in (""" + keys + ")").params(args).query(row -> {
                    titles.put(row.getLong(1), row.getString(3));
                    if (row.getBoolean(4)) {
                        holding.add(new Ranking.Key(row.getLong(1), row.getInt(2)));
                    }
                });
        return new Read(titles, holding);
    }
}
