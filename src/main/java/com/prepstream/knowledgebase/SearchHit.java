package com.prepstream.knowledgebase;

/**
 * One chunk found by a search; {@code score} is cosine similarity (1 = same direction) of the chunk
 * to the query, whichever way it was found. {@code heading} is the heading path of the chunk's
 * section ("Chapter › Section"), null when the document has none there.
 */
public record SearchHit(long knowledgeBaseId, String knowledgeBaseName, int chunkIndex, String content,
        double score, String heading) {

    public SearchHit(long knowledgeBaseId, String knowledgeBaseName, int chunkIndex, String content, double score) {
        this(knowledgeBaseId, knowledgeBaseName, chunkIndex, content, score, null);
    }
}
