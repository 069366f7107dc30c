package com.prepstream.knowledgebase.store;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Knowledge base tuning; what each value was measured to do is in docs/retrieval.md (appendix, "Why the
 * settings are what they are").
 *
 * @param chunkMaxChars           longest chunk; chunks also stay inside the model's token window
 * @param chunkOverlapChars       end of a chunk repeated at the start of the next
 * @param embedBatchSize          texts per embedding call (remote providers cap it; DashScope: 10)
 * @param searchDefaultK          hits returned when {@code k} is not given
 * @param searchMaxK              largest {@code k} accepted
 * @param efSearch                HNSW candidate list size ({@code hnsw.ef_search}): accuracy against speed
 * @param nearDuplicateSimilarity cosine above which a chunk repeating an earlier one of its document is
 *                                dropped (NearDuplicates); above 1 keeps every chunk
 * @param exactSearchMaxChunks    scopes up to this many chunks are compared exactly, not through HNSW
 * @param maxHitsPerDocument      chunks of one document in a result list (0 = no limit; slots left over
 *                                are filled)
 * @param lexical                 which queries fuse full-text matches with the vector ones: all, cjk, none
 * @param headings                embed and index each chunk with its section's heading path
 * @param lexicalMaxRows          the question's rarest words are kept while their expected matches stay
 *                                within this many chunks (0 = every word)
 * @param lexicalMatchRows        a chunk is weighed only when it holds one of the rarest words kept within
 *                                this many (0 = any word)
 * @param otherLanguageCoverage   share of the question's weight a chunk of the other language's model must
 *                                hold to be found by its words (above 1: never)
 * @param otherLanguageWeight     how many times such a chunk's rank counts in the fusion
 * @param documentEvidence        share of its document's next three candidates' fused scores a chunk gains,
 *                                less what the document's length explains (0 = each chunk on its own)
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
