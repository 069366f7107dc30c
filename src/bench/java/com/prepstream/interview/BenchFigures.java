package com.prepstream.interview;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Accumulates scored answers of one language and prints the figures and targets. */
final class BenchFigures {

    record Result(LabelledAnswers.Item item, int score, List<Integer> covered) {
    }

    private final List<Result> results = new ArrayList<>();

    void add(Result result) {
        results.add(result);
    }

    double mean(String label) {
        return results.stream().filter(r -> r.item().label().equals(label)).mapToInt(Result::score).average()
                .orElse(Double.NaN);
    }

    long count(String label) {
        return results.stream().filter(r -> r.item().label().equals(label)).count();
    }

    /** Spearman's rho with ties given their average rank (Pearson on ranks). */
    double spearman() {
        double[] labels = results.stream().mapToDouble(r -> LabelledAnswers.LABEL_ORDER.get(r.item().label())).toArray();
        double[] scores = results.stream().mapToDouble(Result::score).toArray();
        return pearson(ranks(labels), ranks(scores));
    }

    /** Micro-averaged over all answers: {true positives, false positives, false negatives}. */
    int[] keyPointCounts() {
        int tp = 0;
        int fp = 0;
        int fn = 0;
        for (Result r : results) {
            for (int k : r.covered()) {
                if (r.item().covered().contains(k)) {
                    tp++;
                } else {
                    fp++;
                }
            }
            fn += (int) r.item().covered().stream().filter(k -> !r.covered().contains(k)).count();
        }
        return new int[] {tp, fp, fn};
    }

    void print(String name) {
        int[] kp = keyPointCounts();
        double precision = kp[0] + kp[1] == 0 ? 0 : (double) kp[0] / (kp[0] + kp[1]);
        double recall = kp[0] + kp[2] == 0 ? 0 : (double) kp[0] / (kp[0] + kp[2]);
        double rho = spearman();
        System.out.printf(Locale.ROOT, "%n== %s: %d answers ==%n", name, results.size());
        System.out.printf(Locale.ROOT, "%-16s %5s %7s  %s%n", "label", "n", "mean", "target");
        for (String label : LabelledAnswers.LABELS) {
            double mean = mean(label);
            System.out.printf(Locale.ROOT, "%-16s %5d %7.1f  %s%n", label, count(label), mean, target(label, mean));
        }
        System.out.printf(Locale.ROOT, "Spearman(label order, score) = %.3f  %s%n", rho, rho >= 0.8 ? "met (>= 0.8)" : "MISSED (>= 0.8)");
        System.out.printf(Locale.ROOT, "key points: precision %.3f (%d/%d)  recall %.3f (%d/%d)  %s%n", precision,
                kp[0], kp[0] + kp[1], recall, kp[0], kp[0] + kp[2],
                precision >= 0.8 && recall >= 0.8 ? "met (>= 0.8)" : "MISSED (>= 0.8 each)");
    }

    static String target(String label, double mean) {
        return switch (label) {
            case "strong" -> verdict(mean >= 75, ">= 75");
            case "partial" -> verdict(mean >= 40 && mean <= 70, "40-70");
            case "weak" -> verdict(mean <= 35, "<= 35");
            case "parroted", "keyword-stuffed" -> verdict(mean <= 20, "<= 20");
            case "off-topic" -> verdict(mean <= 10, "<= 10");
            default -> "";
        };
    }

    private static String verdict(boolean met, String target) {
        return (met ? "met (" : "MISSED (") + target + ")";
    }

    /** Per-bank means, to see where an evaluator goes wrong (not a target). */
    void printByBank() {
        Map<String, List<Result>> byBank = new TreeMap<>();
        results.forEach(r -> byBank.computeIfAbsent(r.item().bank(), b -> new ArrayList<>()).add(r));
        System.out.printf(Locale.ROOT, "  %-18s", "bank");
        LabelledAnswers.LABELS.forEach(l -> System.out.printf(Locale.ROOT, " %8.8s", l));
        System.out.println();
        byBank.forEach((bank, rs) -> {
            System.out.printf(Locale.ROOT, "  %-18s", bank);
            for (String label : LabelledAnswers.LABELS) {
                double mean = rs.stream().filter(r -> r.item().label().equals(label)).mapToInt(Result::score)
                        .average().orElse(Double.NaN);
                System.out.printf(Locale.ROOT, " %8.1f", mean);
            }
            System.out.println();
        });
    }

    static double[] ranks(double[] values) {
        Integer[] order = new Integer[values.length];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, Comparator.comparingDouble(i -> values[i]));
        double[] ranks = new double[values.length];
        for (int i = 0; i < order.length;) {
            int j = i;
            while (j + 1 < order.length && values[order[j + 1]] == values[order[i]]) {
                j++;
            }
            double average = (i + j) / 2.0 + 1;
            for (int k = i; k <= j; k++) {
                ranks[order[k]] = average;
            }
            i = j + 1;
        }
        return ranks;
    }

    static double pearson(double[] x, double[] y) {
        double mx = Arrays.stream(x).average().orElse(0);
        double my = Arrays.stream(y).average().orElse(0);
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (int i = 0; i < x.length; i++) {
            sxy += (x[i] - mx) * (y[i] - my);
            sxx += (x[i] - mx) * (x[i] - mx);
            syy += (y[i] - my) * (y[i] - my);
        }
        return sxx == 0 || syy == 0 ? 0 : sxy / Math.sqrt(sxx * syy);
    }
}
