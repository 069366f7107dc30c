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
        dimensions.put("accuracy", score(scored, s -> s.result().score() / 100.0));
        dimensions.put("completeness", score(scored, Scored::coverage));
        dimensions.put("communication", score(scored, s -> Math.min(1, 0.3 + 0.7 * s.detail())));
        List<Scored> problems = scored.stream().filter(s -> isProblemSolving(s.category())).toList();
        dimensions.put("problemSolving", score(problems.isEmpty() ? scored : problems, s -> s.result().score() / 100.0));
        return dimensions;
    }

    private static boolean isProblemSolving(String category) {
        String lower = category.toLowerCase(Locale.ROOT);
        return PROBLEM_SOLVING_WORDS.stream().anyMatch(lower::contains);
    }

    /**
     * A dimension, like the total, is the mean over every question, and a question not answered ({@link NonAnswers})
     * adds 0 to each: it shows nothing to judge, not even how it was said. So no dimension is above the share of
     * questions answered, and a session with nothing answered is 0 everywhere, as its total is. Before, an answer to
     * another subject still gave communication 20 and a restated question 30 (issue 29: 表达沟通 30 beside a total
     * of 4). Each question's value is kept within 0–1 so the mean keeps that bound (a hard session's depth weight
     * could lift a strong answer above 1).
     */
    private static int score(List<Scored> scored, ToDoubleFunction<Scored> value) {
        return Evaluation.clamp(100 * scored.stream()
                .mapToDouble(s -> s.answered() ? Math.max(0, Math.min(1, value.applyAsDouble(s))) : 0)
                .average().orElse(0));
    }

    private static String summary(Evaluation.Input input, List<Scored> scored, int overall) {
        boolean zh = OfflineFeedback.zh(input.language());
        // the same flag as each question's label: a restated question or small talk is not "answered" here either
        long answered = scored.stream().filter(Scored::answered).count();
        StringBuilder text = new StringBuilder(zh
                ? "岗位：" + input.role() + "。共 " + scored.size() + " 题，作答 " + answered + " 题，总分 "
                        + overall + "/100。"
                : "Role: " + input.role() + ". " + answered + " of " + scored.size()
                        + (scored.size() == 1 ? " question" : " questions") + " answered, overall " + overall + "/100. ");
        // "strongest" praises: a 5-point answer to another question is only the least bad
        scored.stream().filter(s -> s.answered() && s.result().score() >= PRAISED_SCORE)
                .max(Comparator.comparingInt(s -> s.result().score()))
                .ifPresent(best -> text.append(zh ? "最好的回答：第 " + (best.result().index() + 1) + " 题（"
                        + best.result().score() + " 分）。" : "Strongest answer: question " + (best.result().index() + 1)
                        + " (" + best.result().score() + "). "));
        // "weakest" names an answer to improve: an unanswered question has none, so it is named as unanswered
        // (issue 29: "Weakest: question 2 (0)" pointed at a question the candidate had skipped)
        List<Scored> answeredOnes = scored.stream().filter(Scored::answered).toList();
        if (answeredOnes.size() > 1) {
            Scored worst = answeredOnes.stream().min(Comparator.comparingInt(s -> s.result().score())).orElseThrow();
            text.append(zh ? "最弱的回答：第 " + (worst.result().index() + 1) + " 题（" + worst.result().score() + " 分）。"
                    : "Weakest answer: question " + (worst.result().index() + 1) + " (" + worst.result().score() + "). ");
        }
        List<Integer> unanswered = scored.stream().filter(s -> !s.answered()).map(s -> s.result().index() + 1).toList();
        if (!unanswered.isEmpty()) {
            text.append(unansweredLine(unanswered, zh));
        }
        text.append(zh ? "分数衡量每个回答覆盖了多少参考要点；配置语言模型可以得到更细致的点评。"
                : "Scores measure how many reference key points each answer covers; configure a language model for a "
                        + "more nuanced review.");
        return text.toString();
    }

    /** "未作答：第 2、4 题。" / "Not answered: questions 2 and 4." */
    static String unansweredLine(List<Integer> numbers, boolean zh) {
        List<String> names = numbers.stream().map(String::valueOf).toList();
        if (zh) {
            return "未作答：第 " + String.join("、", names) + " 题。";
        }
        String list = names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
        return (names.size() == 1 ? "Not answered: question " : "Not answered: questions ") + list + ". ";
    }

    private static List<String> improvements(List<Scored> scored, boolean zh) {
        List<String> plan = new ArrayList<>();
        if (scored.stream().anyMatch(s -> !s.answered())) {
            plan.add(NonAnswers.improvement(zh));
        }
        scored.stream().filter(s -> !s.result().missedKeyPoints().isEmpty())
                .sorted(Comparator.comparingInt(s -> s.result().score()))
                .limit(3)
                .forEach(s -> plan.add((zh ? "复习" + spacedAfterHan(s.category()) + "（第 " + (s.result().index() + 1) + " 题）："
                        : "Review " + s.category() + " (question " + (s.result().index() + 1) + "): ")
                        + String.join(zh ? "；" : "; ", s.result().missedKeyPoints().stream().limit(3).toList())
                        + (zh ? "。" : ".")));
        if (scored.stream().anyMatch(s -> s.answered() && s.detail() < 0.4)) {
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
