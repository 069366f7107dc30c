package com.prepstream.ai;

/**
 * Which embedding model is in use, as recorded with each result and checked against stored vectors.
 *
 * @param name       e.g. {@code all-minilm-l6-v2-q} or {@code text-embedding-3-small}
 * @param dimensions length of its vectors
 */
public record EmbeddingModelInfo(String name, int dimensions) {
}
