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

    /** The other language's configured model, when it embedded chunks in scope. */
    public Optional<LanguageModels.Choice> other(String query, ChunkScope scope) {
        return languages.other(languages.forQuery(query)).filter(other -> chunks.anySearchable(scope, other.info().name()));
    }
}
