package com.prepstream.chat;

import com.prepstream.knowledgebase.search.SearchHit;

/**
 * A passage given to an answer, numbered as the answer cites it ([n]); stored with the answer.
 * {@code title}: the note's title (null in answers stored before titles were kept).
 */
record Source(int n, long knowledgeBaseId, String knowledgeBaseName, int chunkIndex, double score, String content,
        String title) {

    Source(int n, long knowledgeBaseId, String knowledgeBaseName, int chunkIndex, double score, String content) {
        this(n, knowledgeBaseId, knowledgeBaseName, chunkIndex, score, content, null);
    }

    /** The same passage with a longer text (continued into the chunks after it, PassageContinuation). */
    Source withContent(String text) {
        return new Source(n, knowledgeBaseId, knowledgeBaseName, chunkIndex, score, text, title);
    }

    static Source of(int n, SearchHit hit) {
        return new Source(n, hit.knowledgeBaseId(), hit.knowledgeBaseName(), hit.chunkIndex(), hit.score(),
                hit.content(), hit.title());
    }
}
