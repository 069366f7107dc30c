package com.prepstream.interview;

import com.prepstream.system.Language;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import tools.jackson.databind.json.JsonMapper;

/**
 * How fair the offline evaluator is, on the frozen labelled answers (src/bench/resources/interview):
 * per session language, the mean score per label, Spearman's rho between label order and score, and
 * key-point precision/recall against the labelled covered key points. Run by
 * {@code ./scripts/bench-evaluator.sh [file to write per-answer scores to]}; figures in docs/interview.md.
 */
public final class EvaluatorBenchmark {

    public static void main(String[] args) throws Exception {
        JsonMapper json = JsonMapper.builder().build();
        LabelledAnswers answers = LabelledAnswers.load(json);
        OfflineEvaluator evaluator = new OfflineEvaluator(new QuestionBank(json));
        System.out.println("evaluator: " + evaluator.modelName() + "; answers: " + answers.items().size());
        Map<String, BenchFigures> byLanguage = new TreeMap<>();
        BenchFigures all = new BenchFigures();
        List<String> rows = new ArrayList<>();
        long start = System.nanoTime();
        for (LabelledAnswers.Item item : answers.items()) {
            BenchFigures.Result result = score(evaluator, item);
            byLanguage.computeIfAbsent(item.language(), l -> new BenchFigures()).add(result);
            all.add(result);
            rows.add(item.id() + "\t" + item.label() + "\t" + result.score() + "\t" + item.covered() + "\t"
                    + result.covered());
        }
        System.out.printf("scored in %d ms%n", (System.nanoTime() - start) / 1_000_000);
        byLanguage.forEach((language, figures) -> {
            figures.print("session language " + language);
            figures.printByBank();
        });
        all.print("both languages");
        if (args.length > 0) {
            Files.write(Path.of(args[0]), rows, StandardCharsets.UTF_8);
            System.out.println("\nper-answer scores written to " + args[0]);
        }
    }

    static BenchFigures.Result score(OfflineEvaluator evaluator, LabelledAnswers.Item item) {
        // as a session stores it: the session language's texts, and the bank question they came from
        Evaluation.QuestionInput input = new Evaluation.QuestionInput(0, item.question(), category(item),
                item.keyPoints(), item.answer(), item.questionId());
        OfflineEvaluator.Scored scored = evaluator.score(input,
                item.language().equals("zh") ? Language.ZH_CN : Language.EN);
        List<Integer> covered = new ArrayList<>();
        for (String point : scored.result().coveredKeyPoints()) {
            covered.add(item.keyPoints().indexOf(point));
        }
        return new BenchFigures.Result(item, scored.result().score(), covered);
    }

    // what a session records as the question's category: the bank topic, "behavioural" for that bank
    private static String category(LabelledAnswers.Item item) {
        return item.bank().equals("behavioural") ? "behavioural" : item.category();
    }
}
