package com.prepstream.knowledgebase;

import com.prepstream.PrepStreamApplication;
import com.prepstream.knowledgebase.search.SearchHit;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Chat's first note (search's top note of 5) for variants of search, side by side over what a knowledge base holds
 * now (not a test; reads only): {@code java ... RankingProbe} with {@code -Dbench.sets=zh-short,zh
 * -Dbench.variants=default,default+nt10 -Dbench.misses=true}. Each question counts when all its gold notes are
 * COMPLETED. Misses are printed only with bench.misses, never for zh-short-2 (the unseen set).
 */
public final class RankingProbe {

    record Question(String id, String text, Set<String> gold) {
    }

    public static void main(String[] args) throws Exception {
        Path cache = Path.of(System.getProperty("bench.cacheDir", "/tmp/prepstream-embedding-cache"));
        ConfigurableApplicationContext context = new SpringApplicationBuilder(PrepStreamApplication.class)
                .web(WebApplicationType.NONE).profiles("test")
                .properties("prepstream.streams.vectorize.enabled=false", "prepstream.streams.analyze.enabled=false",
                        "prepstream.streams.evaluate.enabled=false", "logging.level.root=WARN")
                .initializers(ctx -> ctx.getBeanFactory().addBeanPostProcessor(AnswerCorpusIngest.embeddingCache(cache)))
                .run(args);
        try {
            run(context);
        } finally {
            context.close();
        }
    }

    private static void run(ConfigurableApplicationContext context) throws Exception {
        long owner = BenchAccount.actAs(context);
        Map<Long, Set<String>> pagesById = AnswerCorpusIngest.stored(context);
        Set<String> loaded = new HashSet<>();
        pagesById.values().forEach(loaded::addAll);
        System.out.printf(Locale.ROOT, "over the %d notes COMPLETED now%n", pagesById.size());
        boolean misses = Boolean.getBoolean("bench.misses");
        for (String set : System.getProperty("bench.sets", "zh-short,zh").split(",")) {
            List<Question> questions = questions(set.strip()).stream().filter(q -> loaded.containsAll(q.gold())).toList();
            for (String variant : System.getProperty("bench.variants", "default").split(",")) {
                KnowledgeBaseSearch search = RetrievalBenchmark.search(context, variant.strip());
                int first = 0;
                int inFive = 0;
                List<String> missed = new ArrayList<>();
                for (Question q : questions) {
                    List<SearchHit> hits = search.search(q.text(), 5, null, owner);
                    int rank = 0;
                    for (int i = 0; i < hits.size() && rank == 0; i++) {
                        if (q.gold().containsAll(pagesById.getOrDefault(hits.get(i).knowledgeBaseId(), Set.of()))
                                && pagesById.containsKey(hits.get(i).knowledgeBaseId())) {
                            rank = i + 1;
                        }
                    }
                    first += rank == 1 ? 1 : 0;
                    inFive += rank > 0 ? 1 : 0;
                    if (rank != 1) {
                        missed.add(String.format(Locale.ROOT, "  %s %s  gold rank %d; first: %s (%.3f)", q.id(), q.text(),
                                rank, hits.isEmpty() ? "-" : hits.get(0).knowledgeBaseName(),
                                hits.isEmpty() ? 0 : hits.get(0).score()));
                    }
                }
                System.out.printf(Locale.ROOT, "%-12s %-28s %3d questions  first gold %3d (%.1f %%)  in 5 %3d%n", set,
                        variant, questions.size(), first, 100.0 * first / Math.max(1, questions.size()), inFive);
                if (misses && !set.strip().equals("zh-short-2")) {
                    missed.forEach(System.out::println);
                }
            }
        }
    }

    private static List<Question> questions(String set) throws Exception {
        List<Question> questions = new ArrayList<>();
        JsonMapper json = JsonMapper.builder().build();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(RankingProbe.class.getClassLoader()
                .getResourceAsStream("retrieval/questions-" + set + ".jsonl"), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (!line.isBlank()) {
                    JsonNode row = json.readTree(line);
                    Set<String> gold = new HashSet<>();
                    row.get("relevant").forEach(page -> gold.add(page.asString()));
                    questions.add(new Question(row.get("id").asString(), row.get("question").asString(), gold));
                }
            }
        }
        return questions;
    }
}
