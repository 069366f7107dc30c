package com.prepstream.knowledgebase;

/** One chunk found by a search; {@code score} is cosine similarity (1 = same direction). */
public record SearchHit(long knowledgeBaseId, String knowledgeBaseName, int chunkIndex, String content,
        double score) {
}
