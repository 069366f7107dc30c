package com.prepstream.knowledgebase;

import com.prepstream.knowledgebase.search.SearchHit;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Asks the questions through the search service and scores the answers. A question's rank is the
 * position (1-based) of the first result that belongs to one of its relevant pages, 0 when none of
 * the {@code k} results does: hit@n = rank in 1..n, MRR@k = mean of 1/rank.
 */
final class RetrievalScorer {

    static final int SEARCHERS = 4;

    private final KnowledgeBaseSearch search;
    private final Map<Long, Set<String>> pagesById;
    private final int k;

    RetrievalScorer(KnowledgeBaseSearch search, Map<Long, Set<String>> pagesById, int k) {
        this.search = search;
        this.pagesById = pagesById;
        this.k = k;
    }

    void report(String label, List<RetrievalCorpus.Question> questions) {
        int hit1 = 0;
        int hit3 = 0;
        int found = 0;
        double reciprocal = 0;
        StringBuilder misses = new StringBuilder();
        StringBuilder ranked = new StringBuilder();
        for (RetrievalCorpus.Question question : questions) {
            List<SearchHit> hits = search.search(question.text(), k, null);
            int rank = rank(hits, question.relevant());
            hit1 += rank == 1 ? 1 : 0;
            hit3 += rank >= 1 && rank <= 3 ? 1 : 0;
            found += rank >= 1 ? 1 : 0;
            reciprocal += rank == 0 ? 0 : 1.0 / rank;
            ranked.append(question.id()).append('\t').append(String.join(" ", question.relevant())).append('\t')
                    .append(hits.stream().map(h -> String.join("|", pagesById.getOrDefault(h.knowledgeBaseId(), Set.of())))
                            .collect(java.util.stream.Collectors.joining(" "))).append('\n');
            if (rank != 1) {
                misses.append(question.id()).append(" rank ").append(rank).append(" want ").append(question.relevant())
                        .append(" got ").append(hits.stream().limit(3).map(h -> pagesById.get(h.knowledgeBaseId())).toList())
                        .append('\n');
            }
        }
        write("retrieval-misses-", label, misses);
        // every question's pages in order, to fuse the lists of two runs outside the product (scripts/fuse-ranks.py)
        write("retrieval-ranks-", label, ranked);
        // One untimed round first: the first concurrent round of a fresh JVM pays for JIT compilation on the
        // searchers' own 2 cores (p99 170 ms against 117 ms for the same searches run second, 2026-12-05);
        // a server that has answered a few hundred searches is what users meet.
        latencies(questions);
        long[] latencies = latencies(questions);
        int n = questions.size();
        System.out.printf(Locale.ROOT, "RESULT %-9s %3d questions: hit@1 %5.1f%%  hit@3 %5.1f%%  hit@%d %5.1f%%  MRR@%d %.3f | search p50 %.0f ms, p99 %.0f ms (%d searchers, %d searches)%n",
                label, n, 100.0 * hit1 / n, 100.0 * hit3 / n, k, 100.0 * found / n, k, reciprocal / n, percentile(latencies, 50) / 1e6,
                percentile(latencies, 99) / 1e6, SEARCHERS, latencies.length);
    }

    private int rank(List<SearchHit> hits, Set<String> relevant) {
        for (int i = 0; i < hits.size(); i++) {
            Set<String> pages = pagesById.getOrDefault(hits.get(i).knowledgeBaseId(), Set.of());
            if (pages.stream().anyMatch(relevant::contains)) {
                return i + 1;
            }
        }
        return 0;
    }

    /** Every searcher asks every question once, each starting at a different place in the list. */
    private long[] latencies(List<RetrievalCorpus.Question> questions) {
        ExecutorService pool = Executors.newFixedThreadPool(SEARCHERS);
        try {
            List<Future<long[]>> runs = new ArrayList<>();
            // the searchers act as the account this thread acts as (search sees its owner's items only)
            var account = org.springframework.security.core.context.SecurityContextHolder.getContext();
            for (int s = 0; s < SEARCHERS; s++) {
                int offset = s * questions.size() / SEARCHERS;
                runs.add(pool.submit(() -> {
                    org.springframework.security.core.context.SecurityContextHolder.setContext(account);
                    long[] times = new long[questions.size()];
                    for (int i = 0; i < questions.size(); i++) {
                        String q = questions.get((offset + i) % questions.size()).text();
                        long start = System.nanoTime();
                        search.search(q, k, null);
                        times[i] = System.nanoTime() - start;
                    }
                    return times;
                }));
            }
            List<Long> all = new ArrayList<>();
            for (Future<long[]> run : runs) {
                Arrays.stream(run.get()).forEach(all::add);
            }
            return all.stream().mapToLong(Long::longValue).sorted().toArray();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        } finally {
            pool.shutdown();
        }
    }

    private static double percentile(long[] sorted, int p) {
        int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }

    private static void write(String prefix, String label, StringBuilder text) {
        try {
            Path file = Path.of(System.getProperty("java.io.tmpdir"), prefix + label.replaceAll("\\W", "") + ".txt");
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
