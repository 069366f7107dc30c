package com.prepstream.knowledgebase;

import com.prepstream.PrepStreamApplication;
import com.prepstream.ai.InProcessEmbeddingModel;
import com.prepstream.ai.LanguageModels;
import com.prepstream.knowledgebase.ingestion.Vectorizer;
import com.prepstream.knowledgebase.search.Bm25Lists;
import com.prepstream.knowledgebase.search.ChunkStore;
import com.prepstream.knowledgebase.search.LexicalQuery;
import com.prepstream.knowledgebase.search.RetrievalSettings;
import com.prepstream.knowledgebase.store.KnowledgeBaseRepository;
import com.prepstream.knowledgebase.store.KnowledgeBaseSettings;
import com.prepstream.knowledgebase.store.LexicalMode;
import com.prepstream.stream.StatusMirror;
import com.prepstream.stream.StatusMove;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.LongSupplier;
import java.util.stream.Stream;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mock.web.MockMultipartFile;

/**
 * Retrieval quality benchmark (not a test): {@code ./scripts/bench-retrieval.sh}. Uploads each corpus
 * page through {@link KnowledgeBaseService}, vectorizes it with the real {@link Vectorizer}, asks the
 * frozen questions through {@link KnowledgeBaseSearch} and prints hit@1, hit@3, MRR@10, search latency
 * with 4 concurrent searchers and ingest speed, for English alone, English + Chinese together (mixed)
 * and Chinese alone. Empties the knowledge base tables of the database in PREPSTREAM_TEST_DB_URL.
 * Properties: bench.en (folder of the PostgreSQL manual's HTML), bench.zh (JavaGuide docs folder),
 * bench.distractors (-1 = whole corpus; n = the pages the questions name plus n seeded others),
 * bench.cache (embedding cache under /tmp, default true), bench.k (results asked, default 10),
 * bench.keep (true: leave the last corpus in the database, to look at in psql).
 */
public final class RetrievalBenchmark {

    static final int K = Integer.getInteger("bench.k", 10);

    private final ConfigurableApplicationContext context;
    private final JdbcTemplate jdbc;
    private final Map<Long, Set<String>> pagesById = new HashMap<>();

    private RetrievalBenchmark(ConfigurableApplicationContext context) {
        this.context = context;
        this.jdbc = context.getBean(JdbcTemplate.class);
    }

    public static void main(String[] args) {
        boolean cache = !"false".equals(System.getProperty("bench.cache"));
        Path cacheDir = Path.of(System.getProperty("bench.cacheDir", "/tmp/prepstream-embedding-cache"));
        ConfigurableApplicationContext context = new SpringApplicationBuilder(PrepStreamApplication.class)
                .web(WebApplicationType.NONE).profiles("test")
                // no stream consumer at all: run beside the test suite (same Redis database), one would take
                // the tests' resume and interview jobs
                .properties("prepstream.streams.vectorize.enabled=false", "prepstream.streams.analyze.enabled=false",
                        "prepstream.streams.evaluate.enabled=false", "logging.level.root=WARN",
                        "logging.level.com.prepstream.knowledgebase.ingestion.Vectorizer=WARN")
                .initializers(ctx -> ctx.getBeanFactory().addBeanPostProcessor(new BeanPostProcessor() {
                    @Override
                    public Object postProcessAfterInitialization(Object bean, String name) {
                        if (!cache) {
                            return bean;
                        }
                        if (bean instanceof InProcessEmbeddingModel model && !(bean instanceof CachingEmbeddingModel)) {
                            return new CachingEmbeddingModel(cacheDir, model.model());
                        }
                        // the CJK model is no bean of its own: it lives inside LanguageModels
                        if (bean instanceof LanguageModels models && models.cjk().isPresent()
                                && models.cjk().get().model() instanceof InProcessEmbeddingModel cjk) {
                            return new LanguageModels(models.primary(), new LanguageModels.Choice(
                                    new CachingEmbeddingModel(cacheDir, cjk.model()), models.cjk().get().info()));
                        }
                        return bean;
                    }
                }))
                .run(args);
        try {
            new RetrievalBenchmark(context).run();
        } finally {
            if (!Boolean.getBoolean("bench.keep")) {
                context.getBean(JdbcTemplate.class).execute("truncate knowledge_base cascade");
            }
            context.close();
        }
    }

    private void run() {
        int distractors = Integer.getInteger("bench.distractors", 60);
        String en = System.getProperty("bench.en", "");
        String zh = System.getProperty("bench.zh", "");
        RetrievalCorpus english = en.isBlank() ? null
                : RetrievalCorpus.load("en", Path.of(en), ".html", "questions-en.jsonl", distractors);
        RetrievalCorpus chinese = zh.isBlank() ? null
                : RetrievalCorpus.load("zh", Path.of(zh), ".md", "questions-zh.jsonl", distractors);
        System.out.printf(Locale.ROOT, "RETRIEVAL BENCHMARK: %s, k=%d%n",
                distractors < 0 ? "whole corpora" : "subset: pages the questions name + " + distractors + " seeded others", K);
        // bench.reuse: search again over what a run with bench.keep left (its uploads are found as duplicates,
        // nothing is embedded again), to measure search-side levers in a minute instead of ten
        if (!Boolean.getBoolean("bench.reuse")) {
            jdbc.execute("truncate knowledge_base cascade");
        }
        List<Long> englishIds = List.of();
        if (english != null) {
            englishIds = ingest(english);
            report("en", english.questions());
        }
        if (chinese != null) {
            ingest(chinese);
            if (english != null) {
                report("mixed(en)", english.questions());
                report("mixed(zh)", chinese.questions());
                // questions in one language whose pages the other language's model read: whole corpora only,
                // a subset may not hold their pages
                if (distractors < 0) {
                    report("mixed(x)", RetrievalCorpus.questions("questions-cross.jsonl"));
                    com.prepstream.chat.OtherLanguageCalibration.report(context.getBean(KnowledgeBaseSearch.class),
                            context.getBean(com.prepstream.chat.ChatSettings.class));
                }
                englishIds.forEach(id -> jdbc.update("delete from knowledge_base where id = ?", id));
                KnowledgeBaseStatistics.gather(jdbc);
            }
            report("zh", chinese.questions());
            if (distractors < 0) {
                // short questions as typed into a chat box, and chat's "not in your notes" threshold on both sets
                report("zh-short", RetrievalCorpus.questions("questions-zh-short.jsonl"));
                com.prepstream.chat.ThresholdCalibration.reportLoaded(context, "zh");
                com.prepstream.chat.ThresholdCalibration.reportLoaded(context, "zh-short");
            }
        }
        for (CachingEmbeddingModel cached : cachedModels()) {
            System.out.printf(Locale.ROOT, "embedding cache %s: %d texts from cache, %d embedded (ingest speed is real only when 0 came from cache)%n",
                    cached.modelName(), cached.hits(), cached.misses());
        }
    }

    /**
     * Scores the questions with the configured search, and with each variant named in
     * bench.variants (comma-separated; vector, vector+group1, fusion, fusioncjk+group1+exact, ...: "fusion"
     * = lexical for every query, "fusioncjk" = for queries with CJK characters, "groupN" = at most N
     * chunks per document, "evN" = N % document evidence, "exact" = no HNSW index, "rowsN" = full-text words kept while they match
     * about N chunks, "matchN" = chunks weighed only when they hold one of the words within N) over the same ingested chunks,
     * so search-side levers are measured without embedding anything again.
     */
    private void report(String label, List<RetrievalCorpus.Question> questions) {
        new RetrievalScorer(context.getBean(KnowledgeBaseSearch.class), pagesById, K).report(label, questions);
        String variants = System.getProperty("bench.variants", "");
        for (String variant : variants.split(",")) {
            if (!variant.isBlank()) {
                new RetrievalScorer(search(variant.strip()), pagesById, K).report(label + "[" + variant.strip() + "]", questions);
            }
        }
    }

    private KnowledgeBaseSearch search(String variant) {
        return search(context, variant);
    }

    /** The search of a variant over {@code context}'s beans (also RankingProbe's). */
    static KnowledgeBaseSearch search(org.springframework.context.ApplicationContext context, String variant) {
        KnowledgeBaseSettings s = context.getBean(KnowledgeBaseSettings.class);
        LexicalMode lexical = variant.startsWith("fusioncjk") ? LexicalMode.CJK
                : variant.startsWith("vector") ? LexicalMode.NONE : LexicalMode.ALL;
        int perDocument = variant.contains("+group") ? Integer.parseInt(variant.replaceAll(".*\\+group(\\d+).*", "$1"))
                : s.maxHitsPerDocument();
        // "+exact": compare the query with every chunk in scope, whatever the scope's size (no HNSW)
        int exactMaxChunks = variant.contains("+exact") ? Integer.MAX_VALUE : s.exactSearchMaxChunks();
        KnowledgeBaseSettings settings = new KnowledgeBaseSettings(s.chunkMaxChars(), s.chunkOverlapChars(),
                s.embedBatchSize(), s.searchDefaultK(), s.searchMaxK(), s.efSearch(),
                s.nearDuplicateSimilarity(), exactMaxChunks, perDocument, lexical, s.headings(), maxRows(variant, s),
                matchRows(variant, s), otherLanguageCoverage(variant, s), otherLanguageWeight(variant, s),
                documentEvidence(variant, s));
        return new KnowledgeBaseSearch(context.getBean(com.prepstream.ai.LanguageModels.class), context.getBean(ChunkStore.class),
                context.getBean(org.springframework.transaction.support.TransactionTemplate.class), settings,
                context.getBean(KnowledgeBaseRepository.class), context.getBean(com.prepstream.ai.StoredModelEmbedders.class),
                context.getBean(LexicalQuery.class), context.getBean(Bm25Lists.class),
                retrieval(variant, context.getBean(RetrievalSettings.class)));
    }

    /**
     * The pipeline of a variant: "bm25" = vector and BM25 lists fused, "lexical" = the BM25 lists alone
     * (passages and pages), "passages" / "pages" = one of them alone, "old" = the rarity-weighted chunk list
     * instead of BM25; "+k12" k1 = 1.2,
     * "+b75" b = 0.75, "+w2" passage window, "+t3" title weight, "+pw5" / "+sw10" / "+vw15" page / passage /
     * vector weight in tenths, "+cjk" BM25 for Chinese questions too, "+nt10" a note's title words count (tenths), "+seed0" passages around every chunk
     * holding a question word (the default: around the best 200).
     */
    static RetrievalSettings retrieval(String variant, RetrievalSettings r) {
        boolean lexicalOnly = variant.startsWith("lexical") || variant.startsWith("passages") || variant.startsWith("pages");
        double vector = lexicalOnly ? 0 : knob(variant, "vw", r.vectorWeight(), 10);
        double passages = variant.startsWith("pages") ? 0 : knob(variant, "sw", r.passageWeight(), 10);
        double pages = variant.startsWith("passages") ? 0 : knob(variant, "pw", r.pageWeight(), 10);
        boolean bm25 = lexicalOnly || variant.startsWith("bm25") || r.bm25() && !variant.startsWith("old");
        return new RetrievalSettings(bm25, variant.contains("+cjk") || r.bm25Cjk(), knob(variant, "k", r.k1(), 10),
                knob(variant, "b", r.b(), 100), (int) knob(variant, "w", r.window(), 1), knob(variant, "t", r.titleWeight(), 1),
                vector, passages, pages, r.wordBudget() && !variant.contains("+all"), r.byDocument() || variant.contains("+doc"),
                (int) knob(variant, "seed", r.seedChunks(), 1), knob(variant, "nt", r.noteTitleWeight(), 10),
                r.cjkModelReadsEnglish() || variant.contains("+cjken"));
    }

    /** "+nameN": N / scale, else {@code otherwise}. */
    private static double knob(String variant, String name, double otherwise, double scale) {
        java.util.regex.Matcher knob = java.util.regex.Pattern.compile("\\+" + name + "(\\d+)").matcher(variant);
        return knob.find() ? Integer.parseInt(knob.group(1)) / scale : otherwise;
    }

    /** "+rowsN": the full-text side keeps a question's rarest words while they match about N chunks. */
    private static int maxRows(String variant, KnowledgeBaseSettings settings) {
        return variant.contains("+rows") ? Integer.parseInt(variant.replaceAll(".*\\+rows(\\d+).*", "$1"))
                : settings.lexicalMaxRows();
    }

    /** "+matchN": a chunk is weighed only when it holds one of the question's words within N expected matches. */
    private static int matchRows(String variant, KnowledgeBaseSettings settings) {
        return variant.contains("+match") ? Integer.parseInt(variant.replaceAll(".*\\+match(\\d+).*", "$1"))
                : settings.lexicalMatchRows();
    }

    /** "+crossN": chunks of the other language's model found by N % of the question's word weight (above 100: never). */
    private static double otherLanguageCoverage(String variant, KnowledgeBaseSettings settings) {
        return variant.contains("+cross") ? Integer.parseInt(variant.replaceAll(".*\\+cross(\\d+).*", "$1")) / 100.0
                : settings.otherLanguageCoverage();
    }

    /** "+xwN": the ranks of those chunks count N times in the fusion. */
    private static double otherLanguageWeight(String variant, KnowledgeBaseSettings settings) {
        return variant.contains("+xw") ? Integer.parseInt(variant.replaceAll(".*\\+xw(\\d+).*", "$1"))
                : settings.otherLanguageWeight();
    }

    /** "+evN": a chunk gains N % of the fused scores of its document's other candidates. */
    private static double documentEvidence(String variant, KnowledgeBaseSettings settings) {
        return variant.contains("+ev") ? Integer.parseInt(variant.replaceAll(".*\\+ev(\\d+).*", "$1")) / 100.0
                : settings.documentEvidence();
    }

    private List<CachingEmbeddingModel> cachedModels() {
        LanguageModels models = context.getBean(LanguageModels.class);
        return Stream.concat(Stream.of(models.primary()), models.cjk().stream())
                .map(LanguageModels.Choice::model).filter(CachingEmbeddingModel.class::isInstance)
                .map(CachingEmbeddingModel.class::cast).toList();
    }

    /** Uploads and vectorizes every page of the corpus; returns the item ids. */
    private List<Long> ingest(RetrievalCorpus corpus) {
        BenchAccount.actAs(context);
        KnowledgeBaseService service = context.getBean(KnowledgeBaseService.class);
        Vectorizer vectorizer = context.getBean(Vectorizer.class);
        StatusMirror status = new StatusMirror(context.getBean(KnowledgeBaseRepository.class)::transition);
        Set<Long> created = new LinkedHashSet<>();
        for (String page : corpus.pages()) {
            byte[] bytes = read(corpus.root().resolve(page));
            String type = page.endsWith(".html") ? "text/html" : "text/markdown";
            String file = page.substring(page.lastIndexOf('/') + 1);
            KnowledgeBaseService.Upload upload = service.upload(new MockMultipartFile("file", file, type, bytes),
                    corpus.name() + ":" + page, corpus.name());
            pagesById.computeIfAbsent(upload.item().id(), id -> new LinkedHashSet<>()).add(page);
            if (upload.created()) {
                created.add(upload.item().id());
            }
        }
        long start = System.nanoTime();
        long chunks;
        if (PythonIngest.requested() && !created.isEmpty()) {
            try (PythonIngest python = PythonIngest.start(context)) {
                start = System.nanoTime();
                chunks = python.vectorize(corpus.name(), created);
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException("ingest through the Python worker failed", e);
            }
        } else {
            chunks = withCache(() -> vectorize(corpus.name(), created, vectorizer, status));
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (created.isEmpty()) {
            System.out.printf(Locale.ROOT, "INGEST %s: %d pages already stored (bench.reuse), nothing embedded%n",
                    corpus.name(), corpus.pages().size());
            return new ArrayList<>(pagesById.keySet());
        }
        System.out.printf(Locale.ROOT, "INGEST %s (%s worker): %d pages (%d distinct), %d chunks in %.1f s = %.1f chunks/s%n",
                corpus.name(), PythonIngest.requested() ? "Python" : "Java", corpus.pages().size(), created.size(), chunks,
                seconds, chunks / seconds);
        KnowledgeBaseStatistics.gather(jdbc);
        return new ArrayList<>(created);
    }

    private static long vectorize(String corpus, Set<Long> ids, Vectorizer vectorizer, StatusMirror status) {
        long start = System.nanoTime();
        long chunks = 0;
        int done = 0;
        for (long id : ids) {
            // what VectorizeWorker.Consumer does for a stream message, without the stream
            status.mirror(id, StatusMove.PROCESSING_STARTED, null);
            chunks += Math.max(0, vectorizer.vectorize(id));
            status.mirror(id, StatusMove.COMPLETED_OK, null);
            if (++done % 100 == 0) {
                System.out.printf(Locale.ROOT, "  %s: %d/%d pages vectorized, %d chunks, %.0f s%n", corpus, done,
                        ids.size(), chunks, (System.nanoTime() - start) / 1e9);
            }
        }
        return chunks;
    }

    /** Runs the ingest with every cached model serving from its cache (searches never do). */
    private long withCache(LongSupplier ingest) {
        List<CachingEmbeddingModel> cached = cachedModels();
        cached.forEach(model -> model.serving(true));
        try {
            return ingest.getAsLong();
        } finally {
            cached.forEach(model -> model.serving(false));
        }
    }

    private static byte[] read(Path path) {
        try {
            return Files.readAllBytes(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
