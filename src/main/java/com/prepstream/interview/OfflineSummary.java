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

    /** The lowest score the summary calls a session's strongest answer (the partial answers' range starts here). */
    private static final int PRAISED_SCORE = 40;

    private OfflineSummary() {
    }

    static Evaluation build(Evaluation.Input input, List<Scored> scored, String model) {
        int overall = Evaluation.clamp(scored.stream().mapToInt(s -> s.result().score()).average().orElse(0));
        Map<String, Integer> dimensions = dimensions(input, scored);
        return new Evaluation(overall, dimensions, summary(input, scored, overall),
                scored.stream().map(Scored::result).toList(),
                improvements(scored, OfflineFeedback.zh(input.language())), model);
    }

    private static Map<String, Integer> dimensions(Evaluation.Input input, List<Scored> scored) {
        double depthWeight = switch (input.difficulty()) {
            case EASY -> 0.85;
            case MEDIUM -> 1.0;
            case HARD -> 1.1;
        };
        Map<String, Integer> dimensions = new LinkedHashMap<>();
        dimensions.put("technicalDepth", score(scored, s -> depthWeight * (0.6 * s.coverage() + 0.4 * s.detail())));
        // Key-point terms cannot tell a right statement from a wrong one in the same words, so accuracy is what the
        // question scores say was stated right; the share of on-topic vocabulary (about a quarter in a good answer)
        // put a session of good answers at 16–30.
        dimensions.put("accuracy", score(scored, s -> s.offTopic() ? 0 : s.result().score() / 100.0));
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
        boolean zh = OfflineFeedback.zh(input.language());
        long answered = scored.stream().filter(s -> !s.blank()).count();
        long offTopic = scored.stream().filter(Scored::offTopic).count();
        StringBuilder text = new StringBuilder(zh
                ? "岗位：" + input.role() + "。共 " + scored.size() + " 题，作答 " + answered + " 题，总分 "
                        + overall + "/100。"
                : "Role: " + input.role() + ". " + answered + " of " + scored.size()
                        + " questions answered, overall " + overall + "/100. ");
        // "strongest" praises: a 5-point answer to another question is only the least bad
        scored.stream().filter(s -> !s.blank() && !s.offTopic() && s.result().score() >= PRAISED_SCORE)
                .max(Comparator.comparingInt(s -> s.result().score()))
                .ifPresent(best -> text.append(zh ? "最好的回答：第 " + (best.result().index() + 1) + " 题（"
                        + best.result().score() + " 分）。" : "Strongest answer: question " + (best.result().index() + 1)
                        + " (" + best.result().score() + "). "));
        scored.stream().min(Comparator.comparingInt(s -> s.result().score()))
                .ifPresent(worst -> text.append(zh ? "最弱的：第 " + (worst.result().index() + 1) + " 题（"
                        + worst.result().score() + " 分）。" : "Weakest: question " + (worst.result().index() + 1)
                        + " (" + worst.result().score() + "). "));
        if (offTopic > 0) {
            text.append(zh ? offTopic + " 个回答没有回答所问的问题。"
                    : offTopic + (offTopic == 1 ? " answer does" : " answers do") + " not address the question asked. ");
        }
        text.append(zh ? "分数衡量每个回答覆盖了多少参考要点；配置语言模型可以得到更细致的点评。"
                : "Scores measure how many reference key points each answer covers; configure a language model for a "
                        + "more nuanced review.");
        return text.toString();
    }

    private static List<String> improvements(List<Scored> scored, boolean zh) {
        List<String> plan = new ArrayList<>();
        if (scored.stream().anyMatch(Scored::blank)) {
            plan.add(zh ? "每道题都尝试作答：哪怕只说出主要思路，也比空着得分高。"
                    : "Attempt every question: even a partial answer that names the main idea scores better than none.");
        }
        if (scored.stream().anyMatch(Scored::offTopic)) {
            plan.add(zh ? "回答所问的问题：第一句话先回应题目，然后围绕它展开。"
                    : "Answer the question that was asked: restate it in your first sentence, then stay on it.");
        }
        scored.stream().filter(s -> !s.result().missedKeyPoints().isEmpty())
                .sorted(Comparator.comparingInt(s -> s.result().score()))
                .limit(3)
                .forEach(s -> plan.add((zh ? "复习" + spacedAfterHan(s.category()) + "（第 " + (s.result().index() + 1) + " 题）："
                        : "Review " + s.category() + " (question " + (s.result().index() + 1) + "): ")
                        + String.join(zh ? "；" : "; ", s.result().missedKeyPoints().stream().limit(3).toList())
                        + (zh ? "。" : ".")));
        if (scored.stream().anyMatch(s -> !s.blank() && s.detail() < 0.4)) {
            plan.add(zh ? "按“定义、原理、取舍、工作中的具体例子”来组织回答。"
                    : "Structure answers as definition, how it works, trade-offs and a concrete example from your work.");
        }
        if (plan.isEmpty()) {
            plan.add(zh ? "继续练习更难的题目，并在回答中加入生产环境的例子和数据。"
                    : "Keep practicing harder questions and add production examples and numbers to your answers.");
        }
        return plan;
    }

    /** Chinese puts a space between Han characters and a Latin word: "复习 Java 语言基础", not "复习Java 语言基础". */
    static String spacedAfterHan(String text) {
        return !text.isEmpty() && text.charAt(0) < 0x80 && Character.isLetterOrDigit(text.charAt(0)) ? " " + text : text;
    }
}
