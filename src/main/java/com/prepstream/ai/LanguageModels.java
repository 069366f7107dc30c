package com.prepstream.ai;

import com.prepstream.text.Scripts;
import java.util.List;
import java.util.Optional;
import org.springframework.ai.embedding.EmbeddingModel;

/**
 * Which embedding model reads a text: the configured one, or, when
 * {@code prepstream.ai.in-process-model-cjk} names a second in-process model, that one for Chinese
 * (Japanese, Korean) text. No small model reads both languages well (docs/retrieval.md: bge-small-zh
 * finds 92 % of Chinese pages first but 42 % of English ones, MiniLM the reverse), so each document is
 * embedded by the model of its language and each query by the model of its own.
 */
public final class LanguageModels {

    /** A document is CJK when at least this share of its letters are CJK characters. */
    static final double CJK_DOCUMENT_SHARE = 0.2;

    /** A model and how it is recorded with what it embedded. */
    public record Choice(EmbeddingModel model, EmbeddingModelInfo info) {

        /** The query's vector, to compare with the documents this model embedded. */
        public float[] embedQuery(String query) {
            return LanguageModels.embedQuery(model, query);
        }
    }

    /**
     * A query's vector: in-process models put the query prefix they were trained with before it
     * (documents get theirs when embedded); a remote model embeds the text as it is.
     */
    public static float[] embedQuery(EmbeddingModel model, String query) {
        return model instanceof InProcessEmbeddingModel inProcess ? inProcess.embedQuery(query) : model.embed(query);
    }

    private final Choice primary;
    private final Choice cjk;

    public LanguageModels(Choice primary, Choice cjk) {
        this.primary = primary;
        this.cjk = cjk;
    }

    /** One model for every language. */
    public static LanguageModels single(EmbeddingModel model, EmbeddingModelInfo info) {
        return new LanguageModels(new Choice(model, info), null);
    }

    public Choice primary() {
        return primary;
    }

    public Optional<Choice> cjk() {
        return Optional.ofNullable(cjk);
    }

    /** Every model documents may be embedded with now (re-embedding moves the others' items to these). */
    public List<String> configuredNames() {
        return cjk == null ? List.of(primary.info().name()) : List.of(primary.info().name(), cjk.info().name());
    }

    /** The other language's configured model, if there is one. */
    public Optional<Choice> other(Choice choice) {
        if (cjk == null) {
            return Optional.empty();
        }
        return Optional.of(choice.info().name().equals(cjk.info().name()) ? primary : cjk);
    }

    /** The model for a document's text: the CJK one when CJK characters make up enough of its letters. */
    public Choice forDocument(String text) {
        return cjk != null && cjkShare(text) >= CJK_DOCUMENT_SHARE ? cjk : primary;
    }

    /** The model for a query: the CJK one when the query has any CJK character (as chat's language rule). */
    public Choice forQuery(String query) {
        return cjk != null && query.codePoints().anyMatch(LanguageModels::isCjk) ? cjk : primary;
    }

    static double cjkShare(String text) {
        long letters = 0;
        long cjkLetters = 0;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (isCjk(c)) {
                cjkLetters++;
                letters++;
            } else if (Character.isLetter(c)) {
                letters++;
            }
        }
        return letters == 0 ? 0 : (double) cjkLetters / letters;
    }

    static boolean isCjk(int codePoint) {
        return Scripts.isCjk(codePoint);
    }
}
