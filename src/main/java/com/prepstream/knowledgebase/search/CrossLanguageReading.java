package com.prepstream.knowledgebase.search;

import com.prepstream.ai.InProcessModel;
import com.prepstream.ai.LanguageModels;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * An English question over a scope that holds Chinese notes is read by bge-small-zh too, over the chunks that model
 * embedded, beside MiniLM's reading of the rest. Found only by their words before (OtherLanguageMatches: a chunk
 * holding half the question's word weight), most Chinese notes that answer an English question were never found as
 * soon as one English note was in scope (16 of 39 refused, docs/chat.md). Each passage keeps the score of the model
 * that read it. The two readings are merged by how far each passage's score is above the bar of its model for an
 * English question, each list keeping its own order: fused by rank as equals, the Chinese list pushed its nearest
 * chunks into every English question's results (English hit@1 over the mixed knowledge base 83 → 60 %). A Chinese
 * question is not read by MiniLM: it does not read Chinese (its scores of any two Chinese texts are high).
 */
public final class CrossLanguageReading {

    /**
     * The bar of an English question's passage under bge-small-zh: chat's calibrated threshold for the pair (English,
     * bge-small-zh), chat/ChatThresholds, measured in docs/chat.md ("A threshold per question language and model").
     */
    static final double ENGLISH_UNDER_CJK_MODEL = 0.60;

    private CrossLanguageReading() {
    }

    /**
     * The CJK model, when {@code query} has no CJK character, its own model ({@code chosen}) reads it, and that
     * CJK model embedded some of the chunks in scope ({@code otherModelsInScope}); empty otherwise.
     */
    public static Optional<LanguageModels.Choice> alsoReads(LanguageModels languages, LanguageModels.Choice chosen,
            String query, List<String> otherModelsInScope) {
        boolean ownModel = languages.forQuery(query).info().name().equals(chosen.info().name());
        return languages.cjk().filter(cjk -> ownModel && !cjk.info().name().equals(chosen.info().name()))
                .filter(cjk -> otherModelsInScope.contains(cjk.info().name()));
    }

    /**
     * The two readings as one list: {@code own}'s passages at or above their model's bar, then at each place the
     * head of either list whose score is further above its model's bar ({@code own}: the model's calibrated threshold; {@code cjk}: {@link #ENGLISH_UNDER_CJK_MODEL}), each passage
     * once, at most {@code perDocument} of a note first, {@code k} in all.
     */
    public static List<SearchHit> merged(List<SearchHit> own, List<SearchHit> cjk, int k, int perDocument) {
        List<SearchHit> merged = new ArrayList<>();
        Set<HitFusion.Key> seen = new HashSet<>();
        // the question's own model's passages that reach its bar come first, in their order: merged by margin alone,
        // bge-small-zh's nearest Chinese chunks (0.6–0.73 for any English question) displaced English answers
        // (mixed English hit@1 83 → 40 %)
        List<SearchHit> below = new ArrayList<>();
        for (SearchHit hit : own) {
            if (margin(hit, InProcessModel.calibratedThreshold(hit.model())) >= 0 && seen.add(HitFusion.key(hit, false))) {
                merged.add(hit);
            } else {
                below.add(hit);
            }
        }
        own = below;
        int i = 0;
        int j = 0;
        while (i < own.size() || j < cjk.size()) {
            boolean fromOwn = j >= cjk.size() || (i < own.size()
                    && margin(own.get(i), InProcessModel.calibratedThreshold(own.get(i).model()))
                            >= margin(cjk.get(j), ENGLISH_UNDER_CJK_MODEL));
            SearchHit hit = fromOwn ? own.get(i++) : cjk.get(j++);
            if (seen.add(HitFusion.key(hit, false))) {
                merged.add(hit);
            }
        }
        return HitFusion.limitPerDocument(merged, k, perDocument);
    }

    private static double margin(SearchHit hit, double bar) {
        return hit.score() - bar;
    }
}
