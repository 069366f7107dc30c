package com.prepstream.knowledgebase;

import com.prepstream.ai.EmbeddingModelInfo;
import com.prepstream.knowledgebase.search.ChunkStore;
import com.prepstream.knowledgebase.store.ChunkScope;
import com.prepstream.knowledgebase.store.KnowledgeBaseSettings;
import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.knowledgebase.store.VectorIndexes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/** Search latency (p50/p99) and recall@10 against an exact scan, for several hnsw.ef_search values. */
final class SearchMeasurement {

    private static final int K = 10;

    private final ChunkStore chunks;
    private final JdbcTemplate jdbc;
    private final TransactionTemplate readOnly;
    private final EmbeddingModelInfo model;
    private final List<float[]> queries;
    private final int configuredEf;

    SearchMeasurement(ConfigurableApplicationContext context, List<float[]> queries) {
        this.chunks = context.getBean(ChunkStore.class);
        this.jdbc = context.getBean(JdbcTemplate.class);
        this.readOnly = KnowledgeBaseBenchmark.readOnly(context);
        this.model = context.getBean(EmbeddingModelInfo.class);
        this.queries = queries;
        this.configuredEf = context.getBean(KnowledgeBaseSettings.class).efSearch();
    }

    void run() {
        printPlan();
        List<List<SearchHit>> exact = new ArrayList<>();
        long start = System.nanoTime();
        for (float[] query : queries) {
            exact.add(readOnly.execute(tx -> {
                return chunks.search(query, K, ChunkScope.ANY, model, K, Integer.MAX_VALUE);
            }));
        }
        System.out.printf(Locale.ROOT, "  exact scan: %.1f ms per query%n",
                KnowledgeBaseBenchmark.seconds(start) * 1000 / queries.size());
        for (float[] query : queries) {
            search(query, 200); // warm-up: JIT, and the index pages into shared buffers
        }
        for (int ef : List.of(40, 64, 100, 128, 160, 200, 300)) {
            List<Double> latencies = new ArrayList<>();
            double recall = 0;
            for (int i = 0; i < queries.size(); i++) {
                long t = System.nanoTime();
                List<SearchHit> hits = search(queries.get(i), ef);
                latencies.add((System.nanoTime() - t) / 1e6);
                recall += KnowledgeBaseBenchmark.recall(hits, exact.get(i));
            }
            double[] sorted = KnowledgeBaseBenchmark.sorted(latencies);
            System.out.printf(Locale.ROOT, "SEARCH top-%d over %d chunks, ef_search=%d%s: p50 %.2f ms, p99 %.2f ms, recall@10 %.3f%n",
                    K, count(), ef, ef == configuredEf ? " (default)" : "", KnowledgeBaseBenchmark.percentile(sorted, 0.50),
                    KnowledgeBaseBenchmark.percentile(sorted, 0.99), recall / queries.size());
        }
    }

    private List<SearchHit> search(float[] query, int ef) {
        return readOnly.execute(tx -> chunks.search(query, K, ChunkScope.ANY, model, ef, 0));
    }

    private int count() {
        return jdbc.queryForObject("select count(*) from knowledge_base_chunk", Integer.class);
    }

    private void printPlan() {
        String literal = VectorIndexes.vectorLiteral(queries.get(0));
        List<String> plan = readOnly.execute(tx -> jdbc.queryForList("""
                explain select c.knowledge_base_id from knowledge_base_chunk c
                join knowledge_base k on k.id = c.knowledge_base_id
                where k.vector_status = 'COMPLETED' and\s""" + VectorIndexes.modelCondition(model.name()) + """

                order by\s""" + VectorIndexes.vectorExpression(model.dimensions()) + """
                 <=> ?::vector limit 10
                """, String.class, literal));
        System.out.println("  plan: " + String.join(" | ", plan.stream().map(String::strip).limit(6).toList()));
    }
}
