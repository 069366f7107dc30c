package com.prepstream.interview;

import com.prepstream.interview.OfflineEvaluator.Scored;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/** Turns the offline evaluator's per-question measurements into dimensions, a summary and a plan. */
final class OfflineSummary {

    // bank topics ("system-design") and generated categories ("system design") alike
    private static final List<String> PROBLEM_SOLVING_WORDS = List.of("design", "algorithm", "project", "distributed");

    private OfflineSummary() {
    }

    static Evaluation build(Evaluation.Input input, List<Scored> scored, String model) {
        int overall = Evaluation.clamp(scored.stream().mapToInt(s -> s.result().score()).average().orElse(0));
        Map<String, Integer> dimensions = dimensions(input, scored);
        return new Evaluation(overall, dimensions, summary(input, scored, overall),
                scored.stream().map(Scored::result).toList(), improvements(scored), model);
    }

    private static Map<String, Integer> dimensions(Evaluation.Input input, List<Scored> scored) {
        double depthWeight = switch (input.difficulty()) {
            case EASY -> 0.85;
            case MEDIUM -> 1.0;
            case HARD -> 1.1;
        };
        Map<String, Integer> dimensions = new LinkedHashMap<>();
        dimensions.put("technicalDepth", score(scored, s -> depthWeight * (0.6 * s.coverage() + 0.4 * s.detail())));
        dimensions.put("accuracy", score(scored, s -> s.offTopic() ? 0 : s.relevantShare() * Math.min(1, 0.4 + s.coverage())));
        dimensions.put("completeness", score(scored, Scored::coverage));
        dimensions.put("communication", score(scored, s -> s.offTopic() ? 0.2 : Math.min(1, 0.3 + 0.7 * s.detail())));
        List<Scored> problems = scored.stream().filter(s -> isProblemSolving(s.category())).toList();
        dimensions.put("problemSolving", score(problems.isEmpty() ? scored : problems, s -> s.result().score() / 100.0));
        return dimensions;
    }

    private static boolean isProblemSolving(String category) {
        String lower = category.toLowerCase(Locale.ROOT);
        return PROBLEM_SOLVING_WORDS.stream().anyMatch(lower::contains);
    }

    // blank answers count as 0 in every dimension: the candidate showed nothing there
    private static int score(List<Scored> scored, ToDoubleFunction<Scored> value) {
        return Evaluation.clamp(100 * scored.stream().mapToDouble(s -> s.blank() ? 0 : value.applyAsDouble(s))
                .average().orElse(0));
    }

    private static String summary(Evaluation.Input input, List<Scored> scored, int overall) {
        long answered = scored.stream().filter(s -> !s.blank()).count();
        long offTopic = scored.stream().filter(Scored::offTopic).count();
        StringBuilder text = new StringBuilder("Offline evaluation for the role " + input.role() + ": "
                + answered + " of " + scored.size() + " questions answered, overall " + overall + "/100. ");
        scored.stream().filter(s -> !s.blank()).max(Comparator.comparingInt(s -> s.result().score()))
                .ifPresent(best -> text.append("Strongest answer: question ").append(best.result().index() + 1)
                        .append(" (").append(best.result().score()).append("). "));
        scored.stream().min(Comparator.comparingInt(s -> s.result().score()))
                .ifPresent(worst -> text.append("Weakest: question ").append(worst.result().index() + 1)
                        .append(" (").append(worst.result().score()).append("). "));
        if (offTopic > 0) {
            text.append(offTopic).append(" answer(s) did not address the question. ");
        }
        text.append("Scores measure how many reference key points each answer covers; configure an LLM for a "
                + "more nuanced review.");
        return text.toString();
    }

    private static List<String> improvements(List<Scored> scored) {
        List<String> plan = new ArrayList<>();
        if (scored.stream().anyMatch(Scored::blank)) {
            plan.add("Attempt every question: even a partial answer that names the main idea scores better than none.");
        }
        if (scored.stream().anyMatch(Scored::offTopic)) {
            plan.add("Answer the question that was asked: restate it in your first sentence, then stay on it.");
        }
        scored.stream().filter(s -> !s.result().missedKeyPoints().isEmpty())
                .sorted(Comparator.comparingInt(s -> s.result().score()))
                .limit(3)
                .forEach(s -> plan.add("Review " + s.category() + " (question " + (s.result().index() + 1) + "): "
                        + String.join("; ", s.result().missedKeyPoints().stream().limit(3).toList()) + "."));
        if (scored.stream().anyMatch(s -> !s.blank() && s.detail() < 0.4)) {
            plan.add("Structure answers as definition, how it works, trade-offs and a concrete example from your work.");
        }
        if (plan.isEmpty()) {
            plan.add("Keep practising harder questions and add production examples and numbers to your answers.");
        }
        return plan;
    }
}
