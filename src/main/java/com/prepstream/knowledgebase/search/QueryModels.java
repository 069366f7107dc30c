package com.prepstream.knowledgebase.search;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.ai.LanguageModels;
import com.prepstream.ai.StoredModelEmbedders;
import com.prepstream.knowledgebase.store.ChunkScope;
import com.prepstream.text.BareTerms;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which embedding models read a query over a scope. A query vector is only ever compared with chunks of the model
 * that made it, so the choice decides which notes the vectors can find at all.
 */
public final class QueryModels {

    private final LanguageModels languages;
    private final ChunkStore chunks;
    private final StoredModelEmbedders storedModels;
    private final boolean cjkModelReadsEnglish;

    public QueryModels(LanguageModels languages, ChunkStore chunks, StoredModelEmbedders storedModels,
            boolean cjkModelReadsEnglish) {
        this.cjkModelReadsEnglish = cjkModelReadsEnglish;
        this.languages = languages;
        this.chunks = chunks;
        this.storedModels = storedModels;
    }

    /**
     * How a query is read.
     *
     * @param chosen        the model of the query's language (or the one {@link Reader} names)
     * @param vectors       the query's vector under each model that reads it, {@code chosen}'s first
     * @param otherLanguage the other language's model, whose chunks are searched by the query's words only
     */
    public record Reading(LanguageModels.Choice chosen, Map<EmbeddingModelInfo, float[]> vectors,
            Optional<LanguageModels.Choice> otherLanguage) {
    }

    /**
     * How {@code reader} reads {@code query} over {@code scope}; empty when no model it names embedded a chunk there.
     * {@code acrossLanguages}: the other language's chunks may be searched by the query's words. A bare term ("AOF",
     * {@link BareTerms}) is in no language: each configured model whose chunks are in scope reads it, so a Chinese note
     * holding "AOF" is found and scored as a note in the query's language, not across languages (issue 29).
     */
    public Optional<Reading> read(Reader reader, String query, ChunkScope scope, boolean acrossLanguages) {
        Optional<LanguageModels.Choice> choice = choose(reader, query, scope);
        if (choice.isEmpty()) {
            return Optional.empty();
        }
        LanguageModels.Choice chosen = choice.get();
        List<String> others = chunks.otherModels(scope, chosen.info().name());
        Map<EmbeddingModelInfo, float[]> vectors = vectors(query, chosen, others);
        Optional<LanguageModels.Choice> otherLanguage = languages.other(chosen)
                .filter(other -> others.contains(other.info().name()));
        if (reader == Reader.OWN && (BareTerms.isBareTerm(query) || readsEnglishToo(otherLanguage))) {
            otherLanguage.ifPresent(other -> vectors.put(other.info(), other.embedQuery(query.strip())));
            return Optional.of(new Reading(chosen, vectors, Optional.empty()));
        }
        return Optional.of(new Reading(chosen, vectors, acrossLanguages ? otherLanguage : Optional.empty()));
    }

    /** Whether the other language's model is the CJK one and reads this (English) query with its vectors too. */
    private boolean readsEnglishToo(Optional<LanguageModels.Choice> otherLanguage) {
        return cjkModelReadsEnglish && otherLanguage.isPresent()
                && languages.cjk().filter(cjk -> cjk.info().equals(otherLanguage.get().info())).isPresent();
    }

    /**
     * The query vector of {@code chosen}, plus one of each model that items in scope are still embedded with after a
     * model change ({@code others}). The other language's configured model is not among them: its vectors read another
     * language, and its chunks are compared by their words ({@link Reading#otherLanguage}).
     */
    private Map<EmbeddingModelInfo, float[]> vectors(String query, LanguageModels.Choice chosen, List<String> others) {
        Map<EmbeddingModelInfo, float[]> vectors = new LinkedHashMap<>();
        vectors.put(chosen.info(), chosen.embedQuery(query.strip()));
        List<String> configured = languages.configuredNames();
        for (String other : others) {
            if (configured.contains(other)) {
                continue;
            }
            storedModels.forStoredModel(other).ifPresent(model -> vectors.put(
                    new EmbeddingModelInfo(other, model.dimensions()), LanguageModels.embedQuery(model, query.strip())));
        }
        return vectors;
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
