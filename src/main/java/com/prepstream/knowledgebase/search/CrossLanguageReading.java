package com.prepstream.knowledgebase.search;

import com.prepstream.ai.LanguageModels;
import java.util.List;
import java.util.Optional;

/**
 * Which model reads a question beside the model of its own language: an English question over a scope that
 * holds Chinese notes is read by bge-small-zh too, over the chunks that model embedded, and the two lists are
 * fused. Found only by their words before (OtherLanguageMatches: a chunk holding half the question's word weight),
 * most Chinese notes that answer an English question were never found as soon as one English note was in scope
 * (16 of 39 refused, docs/chat.md). A passage keeps the score of the model that read it, judged by the threshold of
 * its (question language, model) pair in chat. A Chinese question is not read by the English model: MiniLM does
 * not read Chinese (its scores of any two Chinese texts are high), so its list would be noise.
 */
public final class CrossLanguageReading {

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
}
