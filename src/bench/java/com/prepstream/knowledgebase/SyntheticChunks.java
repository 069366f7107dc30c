package com.prepstream.knowledgebase;

import com.prepstream.knowledgebase.store.VectorIndexes;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Fills knowledge_base_chunk with synthetic but realistic vectors for the search benchmark: real
 * sentences are embedded as seeds, and each synthetic chunk is a normalised mix of two seeds plus
 * noise (generated inside PostgreSQL, so nothing large crosses the wire). The result has the
 * clustered, topic-shaped distribution of real embeddings rather than uniform random points.
 */
final class SyntheticChunks {

    private static final int ITEMS = 100;
    private static final int NOISE_VECTORS = 1_000;

    private final JdbcTemplate jdbc;
    private final EmbeddingModel model;

    SyntheticChunks(JdbcTemplate jdbc, EmbeddingModel model) {
        this.jdbc = jdbc;
        this.model = model;
    }

    void load(List<String> seedSentences, int chunks) {
        long start = System.nanoTime();
        jdbc.execute("truncate knowledge_base cascade");
        String modelName = model instanceof com.prepstream.ai.InProcessEmbeddingModel inProcess
                ? inProcess.modelName() : "unknown";
        jdbc.update("""
                insert into knowledge_base (name, original_filename, content_type, size_bytes, file_hash, storage_key,
                                            vector_status, chunk_count, embedding_model)
                select 'synthetic ' || i, 'synthetic-' || i || '.txt', 'text/plain', 0,
                       lpad(to_hex(i), 64, '0'), 'none', 'COMPLETED', ?, ?
                from generate_series(1, ?) i
                """, chunks / ITEMS, modelName, ITEMS);
        seeds(seedSentences);
        System.out.printf(Locale.ROOT, "  embedded %d seed sentences in %.1f s%n", seedSentences.size(),
                KnowledgeBaseBenchmark.seconds(start));
        start = System.nanoTime();
        jdbc.execute("drop index if exists " + VectorIndexes.indexName(modelName, model.dimensions()));
        jdbc.execute((ConnectionCallback<Integer>) connection -> {
            try (Statement seed = connection.createStatement();
                    PreparedStatement insert = connection.prepareStatement("""
                            insert into knowledge_base_chunk (knowledge_base_id, chunk_index, content, embedding, embedding_model)
                            select kb.id, r.i, 'synthetic chunk ' || r.i, l2_normalize(a.v + b.v * w.v + n.v), ?
                            from (select i, floor(random() * ?)::int as a, floor(random() * ?)::int as b,
                                         floor(random() * 5)::int as w, floor(random() * ?)::int as n
                                  from generate_series(0, ? - 1) i) r
                            join (select id, row_number() over (order by id) - 1 as rn from knowledge_base) kb
                              on kb.rn = r.i % ?
                            join bench_seed a on a.id = r.a
                            join bench_seed b on b.id = r.b
                            join bench_weight w on w.id = r.w
                            join bench_noise n on n.id = r.n
                            """)) {
                // Each chunk picks its two seeds, weight and noise independently; fixed seed, same data every run.
                seed.execute("select setseed(0.42)");
                insert.setString(1, modelName);
                insert.setInt(2, seedSentences.size());
                insert.setInt(3, seedSentences.size());
                insert.setInt(4, NOISE_VECTORS);
                insert.setInt(5, chunks);
                insert.setInt(6, ITEMS);
                return insert.executeUpdate();
            }
        });
        Integer distinct = jdbc.queryForObject("select count(distinct embedding::text) from knowledge_base_chunk", Integer.class);
        System.out.printf(Locale.ROOT, "  %d distinct vectors%n", distinct);
        System.out.printf(Locale.ROOT, "  generated %d chunk vectors in %.1f s%n", chunks, KnowledgeBaseBenchmark.seconds(start));
        start = System.nanoTime();
        jdbc.execute("set maintenance_work_mem = '512MB'");
        jdbc.execute(VectorIndexes.createIndex(modelName, model.dimensions()));
        jdbc.execute("analyze knowledge_base_chunk");
        jdbc.execute("analyze knowledge_base");
        jdbc.execute("drop table bench_seed, bench_noise, bench_weight");
        System.out.printf(Locale.ROOT, "  built the HNSW index (m=16, ef_construction=64) in %.1f s%n",
                KnowledgeBaseBenchmark.seconds(start));
    }

    private void seeds(List<String> sentences) {
        jdbc.execute("drop table if exists bench_seed, bench_noise, bench_weight");
        jdbc.execute("create unlogged table bench_seed (id int primary key, v vector(" + model.dimensions() + "))");
        List<Object[]> rows = new ArrayList<>();
        for (int from = 0; from < sentences.size(); from += 10) {
            List<float[]> vectors = model.embed(sentences.subList(from, Math.min(sentences.size(), from + 10)));
            for (int i = 0; i < vectors.size(); i++) {
                rows.add(new Object[] {from + i, VectorIndexes.vectorLiteral(vectors.get(i))});
            }
        }
        jdbc.batchUpdate("insert into bench_seed values (?, ?::vector)", rows);
        int dims = model.dimensions();
        // Mixing weights 0.1..0.5 for the second seed, and small uniform noise (~0.03 per component).
        jdbc.execute("create unlogged table bench_weight as select w as id, array_fill((0.1 + w * 0.1)::real, array["
                + dims + "])::vector(" + dims + ") as v from generate_series(0, 4) w");
        jdbc.execute("create unlogged table bench_noise as select n as id, "
                + "(select array_agg(((random() - 0.5) * 0.1)::real) from generate_series(1, " + dims + ") where n >= 0)::vector("
                + dims + ") as v from generate_series(0, " + (NOISE_VECTORS - 1) + ") n");
    }
}
