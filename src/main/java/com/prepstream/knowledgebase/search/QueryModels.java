package com.prepstream.knowledgebase.search;

import com.prepstream.ai.LanguageModels;
import com.prepstream.knowledgebase.store.ChunkScope;
import java.util.Optional;

/**
 * Which embedding model reads a query over a scope. A query vector is only ever compared with chunks of the model
 * that made it, so the choice decides which notes the vectors can find at all.
 */
public final class QueryModels {

    private final LanguageModels languages;
    private final ChunkStore chunks;

    public QueryModels(LanguageModels languages, ChunkStore chunks) {
        this.languages = languages;
        this.chunks = chunks;
    }

    /**
     * The model of the query's language; when nothing in scope was read by it (e.g. a Chinese question over
     * English notes), the other language's model answers rather than nobody.
     */
    public LanguageModels.Choice own(String query, ChunkScope scope) {
        LanguageModels.Choice own = languages.forQuery(query);
        if (chunks.anySearchable(scope, own.info().name())) {
            return own;
        }
        return other(query, scope).orElse(own);
    }

    /** Which model reads a query: {@link #own}, or the CJK model whatever the query's script ({@link #cjk}). */
    public enum Reader {
        OWN, CJK
    }

    /** The model {@code reader} names for {@code query}; empty when it embedded no chunk in scope. */
    public Optional<LanguageModels.Choice> choose(Reader reader, String query, ChunkScope scope) {
        return switch (reader) {
            case OWN -> Optional.of(own(query, scope));
            case CJK -> cjk(scope);
        };
    }

    /**
     * The CJK model, when it embedded chunks in scope, whatever the query's script: chat's Chinese rendering of an
     * English question (text.Glossary) may hold product names only ("Redis"), and is still for the Chinese notes.
     */
    public Optional<LanguageModels.Choice> cjk(ChunkScope scope) {
        return languages.cjk().filter(cjk -> chunks.anySearchable(scope, cjk.info().name()));
    }

    /** The other language's configured model, when it embedded chunks in scope. */
    public Optional<LanguageModels.Choice> other(String query, ChunkScope scope) {
        return languages.other(languages.forQuery(query)).filter(other -> chunks.anySearchable(scope, other.info().name()));
    }
}
