package com.prepstream.knowledgebase.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/**
 * The refactoring into stages changed no result: on many candidate lists (a fixed seed, so every run sees the
 * same ones), Fusion → PageEvidence → OnePerPage, composed as KnowledgeBaseSearch composes them, returns the
 * same hits in the same order as the one HitFusion.fuse they replaced ({@link OldHitFusion}). Few documents,
 * chunks and weights, so equal fused scores (ties) are common.
 */
class StagesEqualHitFusionTests {

    static final int CASES = 5_000;

    @Test
    void theStagesReturnWhatHitFusionReturned() {
        Random random = new Random(30);
        for (int i = 0; i < CASES; i++) {
            Case c = Case.random(random);
            assertThat(stages(c)).as("case %d: %s", i, c).containsExactlyElementsOf(old(c));
        }
    }

    static List<SearchHit> old(Case c) {
        return OldHitFusion.fuse(c.lists, c.weights, c.k, c.perDocument, c.shares, c.pages, c.pageWeight, c.byDocument);
    }

    static List<SearchHit> stages(Case c) {
        Ranking fused = Fusion.fuse(c.lists, c.weights, new Fusion.Settings(c.byDocument));
        // as PageEvidence.apply(fused, pages, scope, candidates): no shares by document
        Ranking evidenced = PageEvidence.apply(fused, c.byDocument ? id -> 0 : c.shares, c.pages, c.pageWeight);
        return OnePerPage.keep(evidenced.ranked(), c.k, new OnePerPage.Settings(c.perDocument));
    }

    record Case(List<List<SearchHit>> lists, List<Double> weights, int k, int perDocument, ToDoubleFunction<Long> shares,
            List<SearchHit> pages, double pageWeight, boolean byDocument) {

        static final double[] WEIGHTS = {0, 0.5, 1, 1, 1, 2};
        static final double[] SHARES = {0, 0, 0.2, 0.5};

        static Case random(Random random) {
            List<List<SearchHit>> lists = new ArrayList<>();
            List<Double> weights = new ArrayList<>();
            for (int n = 1 + random.nextInt(4); n > 0; n--) {
                lists.add(list(random, random.nextInt(25)));
                weights.add(WEIGHTS[random.nextInt(WEIGHTS.length)]);
            }
            double[] shares = new double[10];
            for (int id = 0; id < shares.length; id++) {
                shares[id] = SHARES[random.nextInt(SHARES.length)];
            }
            List<SearchHit> pages = pages(random, random.nextInt(6));
            return new Case(lists, weights, 1 + random.nextInt(10), random.nextInt(4), id -> shares[(int) (long) id],
                    pages, WEIGHTS[random.nextInt(WEIGHTS.length)], random.nextInt(4) == 0);
        }

        /** Up to {@code size} distinct chunks of documents 1-9, as a list holds each chunk once. */
        static List<SearchHit> list(Random random, int size) {
            Set<SearchHit> hits = new LinkedHashSet<>();
            for (int i = 0; i < size; i++) {
                hits.add(hit(1 + random.nextInt(9), random.nextInt(8)));
            }
            return new ArrayList<>(hits);
        }

        /** Up to {@code size} pages, each document once, as its best chunk. */
        static List<SearchHit> pages(Random random, int size) {
            List<SearchHit> pages = new ArrayList<>();
            Set<Long> seen = new LinkedHashSet<>();
            for (int i = 0; i < size; i++) {
                SearchHit page = hit(1 + random.nextInt(9), random.nextInt(8));
                if (seen.add(page.knowledgeBaseId())) {
                    pages.add(page);
                }
            }
            return pages;
        }

        static SearchHit hit(long item, int chunk) {
            // the score is the chunk's own, as every list reports the same chunk with the same similarity
            return FusionTests.hit(item, chunk, (item * 31 + chunk) % 17 / 17.0);
        }
    }
}
