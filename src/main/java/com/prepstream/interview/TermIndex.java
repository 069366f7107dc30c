package com.prepstream.interview;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How telling each term is, from the built-in banks: a term found in few key points (in either
 * language) says more about which point an answer makes than one found in many ("thread", "数据").
 * Inverse document frequency over every key point of every bank, English and Chinese.
 */
final class TermIndex {

    private final Map<String, Double> weights = new HashMap<>();
    private final double unknown;

    TermIndex(QuestionBank bank) {
        Map<String, Integer> documents = new HashMap<>();
        int count = 0;
        for (BankQuestion question : bank.questions()) {
            for (List<String> points : question.keyPointsByLanguage().values()) {
                for (String point : points) {
                    count++;
                    new HashSet<>(AnswerText.terms(point)).forEach(t -> documents.merge(t, 1, Integer::sum));
                }
            }
        }
        double n = count + 1.0;
        documents.forEach((term, df) -> weights.put(term, Math.log(n / (df + 0.5))));
        this.unknown = Math.log(n / 0.5);
    }

    double weight(String term) {
        return weights.getOrDefault(term, unknown);
    }

    double weight(Set<String> terms) {
        return terms.stream().mapToDouble(this::weight).sum();
    }

    /** Weighted share of {@code wanted} found in {@code present}: 0 when nothing is wanted. */
    double share(Set<String> wanted, Set<String> present) {
        double total = weight(wanted);
        return total == 0 ? 0 : wanted.stream().filter(present::contains).mapToDouble(this::weight).sum() / total;
    }
}
