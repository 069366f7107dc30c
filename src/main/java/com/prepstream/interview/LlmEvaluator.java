package com.prepstream.interview;

import com.prepstream.ai.StructuredChat;
import com.prepstream.interview.Evaluation.QuestionEvaluation;
import com.prepstream.interview.Evaluation.QuestionInput;
import com.prepstream.stream.model.PermanentTaskException;
import com.prepstream.system.Language;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Evaluates with the configured LLM: the answered questions in batches, then one summary pass for
 * the dimensions, summary and plan. Blank answers never reach the model: they score 0 with the
 * same honest feedback as offline. The overall score is the mean of the question scores, so it
 * always agrees with them. Failures propagate as StructuredChat classified them.
 */
final class LlmEvaluator {

    record BatchReply(List<Item> evaluations) {
    }

    record Item(int index, int score, String feedback, List<String> coveredKeyPoints, List<String> missedKeyPoints) {
    }

    record Dimensions(int technicalDepth, int accuracy, int completeness, int communication, int problemSolving) {
    }

    record SummaryReply(Dimensions dimensions, String summary, List<String> improvements) {
    }

    private final StructuredChat chat;
    private final int batchSize;

    LlmEvaluator(StructuredChat chat, int batchSize) {
        this.chat = chat;
        this.batchSize = Math.max(1, batchSize);
    }

    /** The model calls evaluating {@code input} makes: one per batch of answered questions, one for the summary. */
    static int callsFor(Evaluation.Input input, int batchSize) {
        long answered = input.questions().stream().filter(q -> !AnswerText.isBlank(q.answer())).count();
        int size = Math.max(1, batchSize);
        return (int) ((answered + size - 1) / size) + 1;
    }

    Evaluation evaluate(Evaluation.Input input) {
        Map<Integer, QuestionEvaluation> results = new HashMap<>();
        List<QuestionInput> answered = new ArrayList<>();
        for (QuestionInput question : input.questions()) {
            if (AnswerText.isBlank(question.answer())) {
                results.put(question.index(), new QuestionEvaluation(question.index(), question.question(),
                        question.answer(), 0, NonAnswers.feedback(question.keyPoints(), input.language()), question.keyPoints(),
                        List.of(), question.keyPoints()));
            } else {
                answered.add(question);
            }
        }
        for (int from = 0; from < answered.size(); from += batchSize) {
            List<QuestionInput> batch = answered.subList(from, Math.min(answered.size(), from + batchSize));
            evaluateBatch(input, batch).forEach(result -> results.put(result.index(), result));
        }
        List<QuestionEvaluation> ordered = input.questions().stream().map(q -> results.get(q.index())).toList();
        int overall = Evaluation.clamp(ordered.stream().mapToInt(QuestionEvaluation::score).average().orElse(0));
        SummaryReply summary = chat.call("prompts/interview-evaluate-summary.st", Map.of("role", input.role(),
                "difficulty", input.difficulty(), "results", describe(ordered),
                "language", languageName(input)), SummaryReply.class);
        return new Evaluation(overall, dimensions(summary.dimensions()), text(summary.summary()), ordered,
                summary.improvements() == null ? List.of() : summary.improvements(), chat.modelName());
    }

    private List<QuestionEvaluation> evaluateBatch(Evaluation.Input input, List<QuestionInput> batch) {
        BatchReply reply = chat.call("prompts/interview-evaluate-batch.st", Map.of("role", input.role(),
                "difficulty", input.difficulty(), "questions", describeQuestions(batch),
                "language", languageName(input)), BatchReply.class);
        Map<Integer, Item> byIndex = new HashMap<>();
        if (reply.evaluations() != null) {
            reply.evaluations().stream().filter(item -> item != null).forEach(item -> byIndex.put(item.index(), item));
        }
        List<QuestionEvaluation> results = new ArrayList<>();
        for (QuestionInput question : batch) {
            Item item = byIndex.get(question.index());
            if (item == null) {
                throw new PermanentTaskException(
                        "the model returned no evaluation for question " + (question.index() + 1));
            }
            results.add(new QuestionEvaluation(question.index(), question.question(), question.answer(),
                    Evaluation.clamp(item.score()), text(item.feedback()), question.keyPoints(),
                    only(item.coveredKeyPoints(), question.keyPoints()), only(item.missedKeyPoints(), question.keyPoints())));
        }
        return results;
    }

    // the model is asked to copy key points exactly; anything else it invents is dropped
    private static List<String> only(List<String> named, List<String> keyPoints) {
        return named == null ? List.of() : named.stream().filter(keyPoints::contains).distinct().toList();
    }

    /** How the prompts name the session's language, in which the model must write its feedback. */
    static String languageName(Evaluation.Input input) {
        return input.language() == Language.ZH_CN ? "Simplified Chinese (简体中文)" : "English";
    }

    private static String describeQuestions(List<QuestionInput> batch) {
        StringBuilder text = new StringBuilder();
        for (QuestionInput q : batch) {
            text.append("index: ").append(q.index()).append("\nquestion: ").append(q.question())
                    .append("\nreference key points:\n");
            q.keyPoints().forEach(point -> text.append("- ").append(point).append('\n'));
            text.append("answer: ").append(q.answer().strip()).append("\n\n");
        }
        return text.toString();
    }

    private static String describe(List<QuestionEvaluation> results) {
        StringBuilder text = new StringBuilder();
        for (QuestionEvaluation r : results) {
            text.append("Q").append(r.index() + 1).append(" (score ").append(r.score()).append("): ")
                    .append(r.question()).append("\nfeedback: ").append(r.feedback()).append("\n\n");
        }
        return text.toString();
    }

    private static Map<String, Integer> dimensions(Dimensions d) {
        if (d == null) {
            throw new PermanentTaskException("the model returned no dimension scores");
        }
        Map<String, Integer> map = new LinkedHashMap<>();
        map.put("technicalDepth", Evaluation.clamp(d.technicalDepth()));
        map.put("accuracy", Evaluation.clamp(d.accuracy()));
        map.put("completeness", Evaluation.clamp(d.completeness()));
        map.put("communication", Evaluation.clamp(d.communication()));
        map.put("problemSolving", Evaluation.clamp(d.problemSolving()));
        return map;
    }

    private static String text(String value) {
        return value == null ? "" : value.strip();
    }
}
