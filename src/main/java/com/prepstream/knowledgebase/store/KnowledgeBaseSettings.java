package com.prepstream.knowledgebase.store;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Knowledge base tuning.
 *
 * @param chunkMaxChars             longest chunk in characters; chunks are also kept inside the
 *                                  embedding model's token window (128 word pieces for the default
 *                                  model, ~550 English characters, fewer for CJK)
 * @param chunkOverlapChars         how much of the end of a chunk is repeated at the start of the next
 * @param embedBatchSize            texts per embedding call; remote providers cap it (DashScope: 10)
 * @param searchDefaultK            hits returned when {@code k} is not given
 * @param searchMaxK                largest {@code k} accepted
 * @param efSearch                  HNSW candidate list size per search ({@code hnsw.ef_search}); higher
 *                                  is more accurate and slower (see docs/benchmarks.md)
 * @param nearDuplicateSimilarity   a chunk whose vector is at least this similar (cosine) to an earlier
 *                                  chunk of the same document is not stored (see {@link NearDuplicates});
 *                                  above 1 keeps every chunk
 * @param exactSearchMaxChunks      searches whose scope holds at most this many chunks compare the
 *                                  query with every chunk instead of asking the HNSW index: exact, and
 *                                  immune to filters that leave the index too few matching rows
 * @param maxHitsPerDocument        at most this many chunks of one document in a result list, so one
 *                                  long page cannot fill every slot before other documents had theirs
 *                                  (0 = no limit; slots left over are filled, see {@link HitFusion})
 * @param lexical                   when to fuse full-text matches (PostgreSQL FTS; Chinese segmented by
 *                                  Lucene smartcn; words weighed by rarity) with the vector matches by
 *                                  reciprocal rank fusion: {@code all} queries, {@code cjk} (only those with
 *                                  Chinese/Japanese/Korean characters) or {@code none} (docs/retrieval.md)
 * @param headings                  carry each chunk's section heading path into what is embedded and
 *                                  indexed (see {@link DocumentChunker})
 * @param lexicalMaxRows            the full-text side keeps a question's rarest words while the chunks
 *                                  they are expected to match stay within this many (see
 *                                  {@link LexicalQuery}); 0 = every word
 * @param lexicalMatchRows          of those words, a chunk is weighed only when it holds one of the rarest,
 *                                  kept while their expected matches stay within this many; the common
 *                                  ones still add to the weight of the chunks found; 0 = any of the words
 * @param otherLanguageCoverage     with a model per language, a question also finds the chunks the other
 *                                  language's model read by their words, those holding at least this share
 *                                  of the question's weight (an English question naming terms of a Chinese
 *                                  note); above 1 never (docs/retrieval.md, "Across languages")
 * @param otherLanguageWeight       how many times the rank of such a chunk counts in the fusion
 * @param documentEvidence          each chunk also gains up to this share of the fused scores of its
 *                                  document's next three candidates, less what the document's length alone
 *                                  explains, so a page that several passages point to outranks one with a
 *                                  single close passage; 0 = each chunk on its own (docs/retrieval.md,
 *                                  "A page's other passages count")
 */
@ConfigurationProperties("prepstream.knowledgebase")
public record KnowledgeBaseSettings(
        @DefaultValue("500") int chunkMaxChars,
        @DefaultValue("80") int chunkOverlapChars,
        @DefaultValue("10") int embedBatchSize,
        @DefaultValue("5") int searchDefaultK,
        @DefaultValue("50") int searchMaxK,
        @DefaultValue("160") int efSearch,
        @DefaultValue("0.98") double nearDuplicateSimilarity,
        @DefaultValue("1000") int exactSearchMaxChunks,
        @DefaultValue("1") int maxHitsPerDocument,
        @DefaultValue("all") LexicalMode lexical,
        @DefaultValue("false") boolean headings,
        @DefaultValue("10000") int lexicalMaxRows,
        @DefaultValue("2000") int lexicalMatchRows,
        @DefaultValue("0.5") double otherLanguageCoverage,
        @DefaultValue("2") double otherLanguageWeight,
        @DefaultValue("0.2") double documentEvidence) {
}
