package com.prepstream.knowledgebase;

import com.prepstream.PrepStreamApplication;
import com.prepstream.knowledgebase.ingestion.Vectorizer;
import com.prepstream.knowledgebase.store.KnowledgeBaseSettings;
import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.knowledgebase.store.VectorIndexes;
import com.prepstream.testing.TestDocuments;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Knowledge base benchmark (not a test): {@code ./scripts/bench-kb.sh}. Runs the application (no web
 * server, no stream consumers) against the database in PREPSTREAM_TEST_DB_URL, whose knowledge base
 * tables it empties. Prints vectorize throughput against raw embedding throughput, then search
 * latency and recall@10 over 100,000 chunks. Results are recorded in docs/benchmarks.md.
 */
public final class KnowledgeBaseBenchmark {

    static final int SYNTHETIC_CHUNKS = Integer.getInteger("bench.chunks", 100_000);
    static final int BASE_SENTENCES = Integer.getInteger("bench.baseSentences", 2_000);
    static final int QUERIES = Integer.getInteger("bench.queries", 200);

    private final ConfigurableApplicationContext context;
    private final JdbcTemplate jdbc;
    private final EmbeddingModel model;

    private KnowledgeBaseBenchmark(ConfigurableApplicationContext context) {
        this.context = context;
        this.jdbc = context.getBean(JdbcTemplate.class);
        this.model = context.getBean(EmbeddingModel.class);
    }

    public static void main(String[] args) throws Exception {
        ConfigurableApplicationContext context = new SpringApplicationBuilder(PrepStreamApplication.class)
                .web(WebApplicationType.NONE)
                .profiles("test")
                // no stream consumer at all: beside the test suite (same Redis database) the resume and interview
                // consumers would take the tests' jobs
                .properties("prepstream.streams.vectorize.enabled=false", "prepstream.streams.analyze.enabled=false",
                        "prepstream.streams.evaluate.enabled=false", "logging.level.root=WARN",
                        "logging.level.com.prepstream.knowledgebase.ingestion.Vectorizer=WARN")
                .run(args);
        try {
            KnowledgeBaseBenchmark bench = new KnowledgeBaseBenchmark(context);
            List<String> documents = corpus();
            if (!"false".equals(System.getProperty("bench.vectorize"))) {
                bench.vectorizeThroughput(documents);
            }
            bench.searchLatencyAndRecall(documents);
        } finally {
            // Leave the schema as the migration made it, even after a failure half-way.
            JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
            jdbc.execute("truncate knowledge_base cascade");
            jdbc.execute("drop table if exists bench_seed, bench_noise, bench_weight");
            com.prepstream.ai.EmbeddingModelInfo model = context.getBean(com.prepstream.ai.EmbeddingModelInfo.class);
            jdbc.execute(VectorIndexes.createIndex(model.name(), model.dimensions()));
            context.close();
        }
    }

    // ---- vectorize throughput ------------------------------------------------------------------

    private void vectorizeThroughput(List<String> documents) {
        jdbc.execute("truncate knowledge_base cascade");
        BenchAccount.actAs(context);
        KnowledgeBaseService service = context.getBean(KnowledgeBaseService.class);
        Vectorizer vectorizer = context.getBean(Vectorizer.class);
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < documents.size(); i++) {
            byte[] bytes = documents.get(i).getBytes(java.nio.charset.StandardCharsets.UTF_8);
            ids.add(service.upload(new MockMultipartFile("file", "doc-" + i + ".txt", "text/plain", bytes), null, null)
                    .item().id());
        }
        addSampleResumes(service, ids);
        int batch = context.getBean(KnowledgeBaseSettings.class).embedBatchSize();
        model.embed("warm up the model");
        // Pipeline and raw embedding alternate document by document, so both see the same load from
        // whatever else runs on the machine; the first round warms up the JIT and is not counted.
        long pipelineNanos = 0;
        long rawNanos = 0;
        long[] phases = new long[4];
        int chunks = 0;
        for (int round = 0; round <= 3; round++) {
            long roundPipeline = 0;
            long roundRaw = 0;
            int roundChunks = 0;
            for (long id : ids) {
                long start = System.nanoTime();
                Vectorizer.Run run = vectorizer.vectorizeTimed(id);
                roundPipeline += System.nanoTime() - start;
                roundChunks += Math.max(0, run.chunks());
                List<String> texts = jdbc.queryForList(
                        "select content from knowledge_base_chunk where knowledge_base_id = ? order by chunk_index",
                        String.class, id);
                start = System.nanoTime();
                for (int from = 0; from < texts.size(); from += batch) {
                    model.embed(texts.subList(from, Math.min(texts.size(), from + batch)));
                }
                roundRaw += System.nanoTime() - start;
                if (round > 0) {
                    phases[0] += run.extract();
                    phases[1] += run.chunk();
                    phases[2] += run.embed();
                    phases[3] += run.store();
                }
            }
            System.out.printf(Locale.ROOT, "round %d%s: pipeline %.1f chunks/s, raw embedding %.1f chunks/s (%d chunks, %.0f%%)%n",
                    round, round == 0 ? " (warm-up)" : "", roundChunks / (roundPipeline / 1e9), roundChunks / (roundRaw / 1e9),
                    roundChunks, 100.0 * roundRaw / roundPipeline);
            if (round > 0) {
                pipelineNanos += roundPipeline;
                rawNanos += roundRaw;
                chunks += roundChunks;
            }
        }
        System.out.printf(Locale.ROOT, "  pipeline time (3 rounds): extract %d ms, chunk %d ms, embed %d ms, store %d ms%n",
                phases[0] / 1_000_000, phases[1] / 1_000_000, phases[2] / 1_000_000, phases[3] / 1_000_000);
        System.out.printf(Locale.ROOT, "VECTORIZE: %d documents, %d chunks per round; pipeline %.1f chunks/s, raw embedding %.1f chunks/s"
                + " -> pipeline at %.0f%% of raw (target >= 80%%)%n", ids.size(), chunks / 3, chunks / (pipelineNanos / 1e9),
                chunks / (rawNanos / 1e9), 100.0 * rawNanos / pipelineNanos);
    }

    private static void addSampleResumes(KnowledgeBaseService service, List<Long> ids) {
        Path resumes = TestDocuments.sample("resumes");
        try (Stream<Path> files = Files.list(resumes)) {
            files.filter(p -> p.toString().endsWith(".pdf")).sorted().forEach(p -> ids.add(service.upload(
                    new MockMultipartFile("file", p.getFileName().toString(), "application/pdf", TestDocuments.read(p)),
                    null, null).item().id()));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    // ---- search ---------------------------------------------------------------------------------

    private void searchLatencyAndRecall(List<String> documents) {
        List<String> sentences = sentences(withPackageDocs(documents));
        int base = Math.min(BASE_SENTENCES, sentences.size() - QUERIES);
        List<String> baseSentences = sentences.subList(0, base);
        List<String> querySentences = sentences.subList(base, base + QUERIES);
        System.out.printf(Locale.ROOT, "SEARCH: %d distinct real sentences embedded as seeds, %d held-out sentences as queries%n",
                base, querySentences.size());
        new SyntheticChunks(jdbc, model).load(baseSentences, SYNTHETIC_CHUNKS);
        List<float[]> queries = model.embed(querySentences);
        new SearchMeasurement(context, queries).run();
    }

    // ---- corpus ---------------------------------------------------------------------------------

    /** Real English text found on this machine (licences, package docs), in documents of ~40 kB. */
    static List<String> corpus() throws Exception {
        List<String> docs = new ArrayList<>();
        List<Path> sources = new ArrayList<>();
        for (String dir : List.of("/usr/share/common-licenses")) {
            Path path = Path.of(dir);
            if (Files.isDirectory(path)) {
                try (Stream<Path> files = Files.list(path)) {
                    files.filter(Files::isRegularFile).filter(p -> !Files.isSymbolicLink(p)).sorted().forEach(sources::add);
                }
            }
        }
        for (String file : List.of("/usr/share/doc/base-files/README.FHS", "/usr/share/doc/linux-perf/tips.txt",
                "/usr/share/doc/mount/mount.txt", "/usr/share/doc/dpkg/spec/triggers.txt",
                "/usr/share/doc/libauthen-sasl-perl/api.txt", "/usr/share/doc/libio-socket-ssl-perl/debugging.txt")) {
            if (Files.isRegularFile(Path.of(file))) {
                sources.add(Path.of(file));
            }
        }
        for (Path source : sources) {
            docs.add(Files.readString(source, java.nio.charset.StandardCharsets.ISO_8859_1));
        }
        if (docs.isEmpty()) {
            docs.add(Topics.longText(2_000));
        }
        docs.addAll(List.of(Topics.DATABASES + "\n\n" + Topics.DATABASES_2, Topics.GARDENING, Topics.INTERVIEWS,
                Topics.BREAD, Topics.ASTRONOMY));
        return docs;
    }

    /** More real sentences for search seeds: the package copyright and README files on this machine. */
    static List<String> withPackageDocs(List<String> documents) throws java.io.UncheckedIOException {
        List<String> all = new ArrayList<>(documents);
        Path docs = Path.of("/usr/share/doc");
        if (Files.isDirectory(docs)) {
            try (Stream<Path> files = Files.walk(docs, 2)) {
                files.filter(Files::isRegularFile)
                        .filter(p -> p.getFileName().toString().equals("copyright") || p.getFileName().toString().startsWith("README"))
                        .filter(p -> !p.toString().endsWith(".gz"))
                        .sorted().limit(600)
                        .forEach(p -> {
                            try {
                                all.add(Files.readString(p, java.nio.charset.StandardCharsets.ISO_8859_1));
                            } catch (java.io.IOException e) {
                                // unreadable files are simply not used
                            }
                        });
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return all;
    }

    /** Distinct sentences of 40–300 characters, in a fixed shuffled order. */
    static List<String> sentences(List<String> documents) {
        Set<String> seen = new LinkedHashSet<>();
        BreakIterator iterator = BreakIterator.getSentenceInstance(Locale.ROOT);
        for (String document : documents) {
            String text = document.replaceAll("\\s+", " ");
            iterator.setText(text);
            for (int start = iterator.first(), end = iterator.next(); end != BreakIterator.DONE; start = end, end = iterator.next()) {
                String sentence = text.substring(start, end).strip();
                if (sentence.length() >= 40 && sentence.length() <= 300) {
                    seen.add(sentence);
                }
            }
        }
        List<String> list = new ArrayList<>(seen);
        java.util.Collections.shuffle(list, new java.util.Random(42));
        return list;
    }

    static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }

    static double percentile(double[] sorted, double p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)];
    }

    static double recall(List<SearchHit> approximate, List<SearchHit> exact) {
        Set<String> truth = new HashSet<>();
        exact.forEach(hit -> truth.add(hit.knowledgeBaseId() + ":" + hit.chunkIndex()));
        long found = approximate.stream().filter(hit -> truth.contains(hit.knowledgeBaseId() + ":" + hit.chunkIndex())).count();
        return exact.isEmpty() ? 1 : (double) found / exact.size();
    }

    static double[] sorted(List<Double> values) {
        double[] array = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(array);
        return array;
    }

    static TransactionTemplate readOnly(ConfigurableApplicationContext context) {
        TransactionTemplate template = new TransactionTemplate(context.getBean(TransactionTemplate.class).getTransactionManager());
        template.setReadOnly(true);
        return template;
    }
}
