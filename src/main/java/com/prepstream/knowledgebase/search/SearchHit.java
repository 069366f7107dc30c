package com.prepstream.knowledgebase.search;

/**
 * One chunk found by a search; {@code score} is cosine similarity (1 = same direction) of the chunk
 * to the query, whichever way it was found. {@code heading} is the heading path of the chunk's
 * section ("Chapter › Section"), null when the document has none there. {@code model} is the
 * embedding model whose vectors gave the score: each model has its own scale (a MiniLM 0.5 is a
 * better match than a bge-small-zh 0.5), so whoever judges a score by a threshold needs it.
 * {@code otherLanguage}: found by its words in chunks another language's model read (an English question
 * over Chinese notes); its score is that model's similarity of a question in a language it reads poorly,
 * on a lower scale than the same model's scores of questions in its own language.
 * {@code title}: the note's title as its reader knows it (see {@link NoteTitle}), filled in last by the search.
 * {@code weak}: scored below the "not in your notes" threshold chat would judge it by (ai.RelevanceThresholds, for
 * the question's language and this hit's model), so a reader is shown it as a weaker match; filled in last too.
 */
public record SearchHit(long knowledgeBaseId, String knowledgeBaseName, int chunkIndex, String content,
        double score, String heading, String model, boolean otherLanguage, String title, boolean weak) {

    public SearchHit(long knowledgeBaseId, String knowledgeBaseName, int chunkIndex, String content, double score,
            String heading, String model, boolean otherLanguage, String title) {
        this(knowledgeBaseId, knowledgeBaseName, chunkIndex, content, score, heading, model, otherLanguage, title, false);
    }

    public SearchHit(long knowledgeBaseId, String knowledgeBaseName, int chunkIndex, String content, double score,
            String heading, String model, boolean otherLanguage) {
        this(knowledgeBaseId, knowledgeBaseName, chunkIndex, content, score, heading, model, otherLanguage, null);
    }

    public SearchHit titled(String noteTitle) {
        return new SearchHit(knowledgeBaseId, knowledgeBaseName, chunkIndex, content, score, heading, model,
                otherLanguage, noteTitle, weak);
    }

    /** This hit judged against {@code threshold}: weak when it scored below it and does not hold the question's words. */
    public SearchHit judged(double threshold, boolean holdsEveryWord) {
        return new SearchHit(knowledgeBaseId, knowledgeBaseName, chunkIndex, content, score, heading, model,
                otherLanguage, title, score < threshold && !holdsEveryWord);
    }

    public SearchHit(long knowledgeBaseId, String knowledgeBaseName, int chunkIndex, String content, double score,
            String heading, String model) {
        this(knowledgeBaseId, knowledgeBaseName, chunkIndex, content, score, heading, model, false);
    }

    public SearchHit(long knowledgeBaseId, String knowledgeBaseName, int chunkIndex, String content, double score) {
        this(knowledgeBaseId, knowledgeBaseName, chunkIndex, content, score, null, null);
    }

    public SearchHit(long knowledgeBaseId, String knowledgeBaseName, int chunkIndex, String content, double score,
            String heading) {
        this(knowledgeBaseId, knowledgeBaseName, chunkIndex, content, score, heading, null);
    }
}
