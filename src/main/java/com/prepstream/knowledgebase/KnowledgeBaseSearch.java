package com.prepstream.knowledgebase;

import com.prepstream.account.CurrentAccount;
import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.system.ApiException;
import java.util.List;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/** Semantic search over the chunks of COMPLETED items, best (highest cosine similarity) first. */
@Service
public class KnowledgeBaseSearch {

    private static final int MAX_QUERY_CHARS = 2_000;
    private static final int MAX_IDS = 500;

    private final EmbeddingModel embeddingModel;
    private final EmbeddingModelInfo modelInfo;
    private final ChunkStore chunks;
    private final VectorDimensionGuard guard;
    private final TransactionTemplate readOnly;
    private final KnowledgeBaseSettings settings;

    KnowledgeBaseSearch(EmbeddingModel embeddingModel, EmbeddingModelInfo modelInfo, ChunkStore chunks,
            VectorDimensionGuard guard, TransactionTemplate transactions, KnowledgeBaseSettings settings) {
        this.embeddingModel = embeddingModel;
        this.modelInfo = modelInfo;
        this.chunks = chunks;
        this.guard = guard;
        this.settings = settings;
        this.readOnly = new TransactionTemplate(transactions.getTransactionManager());
        this.readOnly.setReadOnly(true);
    }

    /**
     * @param k               hits wanted; null for the default; 1 to {@code searchMaxK}
     * @param knowledgeBaseIds restrict to these items; null or empty for all
     */
    public List<SearchHit> search(String query, Integer k, List<Long> knowledgeBaseIds) {
        return search(query, k, knowledgeBaseIds, CurrentAccount.id());
    }

    /** As {@link #search(String, Integer, List)}, among {@code ownerId}'s items only (for work off the request thread). */
    public List<SearchHit> search(String query, Integer k, List<Long> knowledgeBaseIds, long ownerId) {
        if (query == null || query.isBlank()) {
            throw ApiException.badRequest("problem.knowledgeBase.queryBlank");
        }
        if (query.length() > MAX_QUERY_CHARS) {
            throw ApiException.badRequest("problem.knowledgeBase.queryTooLong", MAX_QUERY_CHARS);
        }
        int limit = k == null ? settings.searchDefaultK() : k;
        if (limit < 1 || limit > settings.searchMaxK()) {
            throw ApiException.badRequest("problem.knowledgeBase.kRange", settings.searchMaxK());
        }
        if (knowledgeBaseIds != null && knowledgeBaseIds.size() > MAX_IDS) {
            throw ApiException.badRequest("problem.knowledgeBase.tooManyIds", MAX_IDS);
        }
        guard.requireCompatible();
        float[] vector = embeddingModel.embed(query.strip());
        return readOnly.execute(tx -> chunks.search(vector, limit, knowledgeBaseIds, modelInfo.name(),
                settings.efSearch(), ownerId));
    }
}
