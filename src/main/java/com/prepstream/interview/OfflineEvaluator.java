package com.prepstream.interview;

import com.prepstream.interview.Evaluation.QuestionEvaluation;
import com.prepstream.interview.Evaluation.QuestionInput;
import com.prepstream.system.Language;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleSupplier;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Evaluates without an LLM. A key point counts as covered when the answer uses enough of its
 * telling terms, in either language ({@link KeyPointMatcher}); behavioural answers are also judged
 * as STAR stories ({@link StarStory}). Answers that do not answer (nothing said, the question restated, another
 * subject: {@link NonAnswers}, the one definition) score 0 with one wording; lists of terms with no sentence joining
 * them (keyword stuffing) are capped. Each rule is general, not written for the questions at hand. Measured by
 * {@code ./scripts/bench-evaluator.sh}.
 */
@Component
public class OfflineEvaluator {

    static final String MODEL = "offline-evaluator";
    /** An answer that states no key point is at best weak: technical, and behavioural (where the story counts). */
    private static final double NOTHING_STATED_CAP = 30;
    private static final double NOTHING_STATED_STORY_CAP = 45;
    private static final double STUFFED_CAP = 15;
    /**
     * A story under about half a minute of speech (words; a Chinese character is half a word) whose few words fit
     * another question better: with so few words both fits are tiny and the best of forty other questions wins by
     * chance (docs/interview.md), so it is marked down to weak at best instead of off-topic. A technical answer that
     * short naming the question's subject is graded unless it states another question's points.
     */
    private static final double SHORT_STORY_WORDS = 60;
    private static final double DOUBTFUL_STORY_CAP = 25;
    /** Below this share of stop words and function characters, an answer is a list of terms. */
    private static final double LIST_GLUE = 0.15;
    /** From this share of pieces of at most three words, among five or more pieces, an answer is a list. */
    private static final double LIST_SHORT_PIECES = 0.8;
    private static final double NEIGHBOUR_FIT = 0.4;
    private static final double NEIGHBOUR_MARGIN = 0.2;
    /**
     * Below this share of the best other question's fit (same bank), the answer is to that other
     * question, unless it states most of this question's points; stories about different cases share
     * fewer words, so their fit is noisier and the gap must be wider.
     */
    private static final double OTHER_QUESTION_FIT = 0.6;
    private static final double OTHER_QUESTION_STORY_FIT = 0.5;
    private static final double OTHER_QUESTION_COVERAGE = 0.8;
    /**
     * Below this fit to the best other question, a story fits no question of the bank: its words are its own case's
     * ("导出接口", "游标查询" for a question about feedback), both fits are tiny and the best of forty wins by chance,
     * so a story is not taken for another question's. A story told for another question has that question's words
     * (an incident story for a decision question: 0.12; a code-review story for the feedback question: 0.04). Such a
     * story is not a non-answer, but it is capped at {@link #DOUBTFUL_STORY_CAP}: off-topic stories fit no question
     * either, and the words cannot tell them from a story for this question (docs/interview.md).
     */
    private static final double STORY_OTHER_FIT_FLOOR = 0.05;

    private final KeyPointMatcher matcher;

    /** Spring's constructor: with a second one (the test's, below), Spring needs to be told which. */
    @Autowired
    public OfflineEvaluator(QuestionBank bank) {
        this(new KeyPointMatcher(bank, new TermIndex(bank)));
    }

    /** With a given matcher: a test counts the costly look-ups across the bank through it. */
    OfflineEvaluator(KeyPointMatcher matcher) {
        this.matcher = matcher;
    }

    /** Which evaluator this is, recorded with each report. */
    public String modelName() {
        return MODEL + " (key-point terms, en + zh)";
    }

    public Evaluation evaluate(Evaluation.Input input) {
        List<Scored> scored = input.questions().stream().map(q -> score(q, input.language())).toList();
        return OfflineSummary.build(input, scored, modelName());
    }

    /**
     * One question's measured features; {@link OfflineSummary} turns them into the report.
     *
     * @param answered false for every kind of {@link NonAnswers non-answer}: the summary counts and the dimensions
     *                 read this one flag, so they cannot disagree with the questions' labels
     */
    record Scored(QuestionEvaluation result, boolean answered, double coverage, double detail, String category) {
    }

    enum Kind {
        GRADED, STUFFED, DOUBTFUL_STORY,
        // not answering (NonAnswers): the question restated, another subject
        PARROTED, OFF_TOPIC;

        boolean answered() {
            return this != PARROTED && this != OFF_TOPIC;
        }
    }

    Scored score(QuestionInput question, Language language) {
        if (AnswerText.isBlank(question.answer())) {
            return notAnswered(question, language);
        }
        String answer = question.answer();
        Set<String> terms = new HashSet<>(AnswerText.terms(answer));
        KeyPointMatcher.Reference reference = matcher.reference(question);
        double[] ratios = matcher.ratios(reference, terms);
        boolean story = QuestionBank.BEHAVIOURAL.equals(reference.bank()) || isBehavioural(question.category());
        StarStory.Parts parts = story ? StarStory.parts(answer) : null;
        List<Integer> covered = new ArrayList<>();
        int statedInWords = 0;
        for (int k = 0; k < ratios.length; k++) {
            statedInWords += ratios[k] >= 1 ? 1 : 0;
            if (ratios[k] >= 1 || story && toldAsStory(parts, question.keyPoints(), k, ratios[k])) {
                covered.add(k);
                ratios[k] = Math.max(1, ratios[k]);
            }
        }
        double coverage = KeyPointMatcher.coverage(ratios);
        double vocabulary = matcher.vocabularyShare(reference, terms);
        double score = story ? 100 * (0.5 * coverage + 0.5 * parts.completeness())
                : 100 * (0.85 * coverage + 0.15 * Math.min(1, vocabulary / 0.3) * matcher.novelty(reference, terms));
        if (covered.isEmpty()) {
            score = Math.min(score, story ? NOTHING_STATED_STORY_CAP : NOTHING_STATED_CAP);
        }
        Kind kind = kind(question, reference, terms, covered, statedInWords, coverage, vocabulary, parts);
        if (!kind.answered()) {
            return notAnswered(question, language);
        }
        score = Math.min(score, switch (kind) {
            case STUFFED -> STUFFED_CAP;
            case DOUBTFUL_STORY -> DOUBTFUL_STORY_CAP;
            default -> 100;
        });
        if (kind != Kind.GRADED) {
            covered.clear();
        }
        return scored(question, language, Evaluation.clamp(score), kind, covered, coverage);
    }

    /**
     * A behavioural point is stated by the story part it asks for: the situation with its stakes in
     * figures, a result with figures, a reflection; an action point needs half its terms and a story
     * of the speaker's own actions (advice words and story words rarely match).
     */
    private static boolean toldAsStory(StarStory.Parts parts, List<String> points, int k, double ratio) {
        if (k >= points.size()) {
            return false;
        }
        return switch (StarStory.slot(points.get(k), k, points.size())) {
            case SITUATION -> parts.situation() > 0 && parts.figures() > 0 && parts.actions() >= 0.5;
            case RESULT -> parts.result() >= 1 && parts.actions() >= 0.5;
            case REFLECTION -> parts.reflection() > 0 && parts.actions() >= 0.5;
            case ACTION -> ratio >= 0.5 && parts.actions() >= 0.75;
        };
    }

    private Kind kind(QuestionInput question, KeyPointMatcher.Reference reference, Set<String> terms,
            List<Integer> covered, int statedInWords, double coverage, double vocabulary, StarStory.Parts parts) {
        // the non-answers first: "今天天气不错" has no glue and would otherwise be taken for a list of terms, and small
        // talk on a behavioural question for a short story that fits another question by chance (weak)
        if (NonAnswers.restates(statedInWords, matcher.novelty(reference, terms))) {
            return Kind.PARROTED;
        }
        // a short technical answer naming the question's subject ("CAS 就是比较。") is on topic, however weak: graded,
        // never a non-answer. Its few words fit a neighbour sharing the subject by chance; a long answer has the words
        // to show it answers the neighbour (useEffect told for a memo question). Stories are judged below.
        // Naming the subject answers only that chance: when the words also fit another question clearly better (the
        // relevance rule) and state that question's points (the neighbour rule's credit), it is that question's answer
        // with our subject in passing ("缓存" in a full answer on cache consistency told for the avalanche question).
        boolean brief = AnswerText.wordCount(question.answer()) < SHORT_STORY_WORDS;
        DoubleSupplier otherFit = once(() -> matcher.bestOtherFit(reference, terms, question.bankId()));
        // the relevance rule; the best other question's fit (a fit per question of the bank) only when it is asked
        BooleanSupplier fitsAnotherBetter = () -> reference.bank() != null
                && (parts != null ? statedInWords == 0 : coverage < OTHER_QUESTION_COVERAGE)
                && matcher.fit(reference, terms) < (parts != null ? OTHER_QUESTION_STORY_FIT : OTHER_QUESTION_FIT)
                        * otherFit.getAsDouble();
        if (parts == null && brief && KeyPointMatcher.namesSubject(reference, terms)
                && !(fitsAnotherBetter.getAsBoolean()
                        && matcher.bestNeighbour(reference, terms, question.bankId()) >= NEIGHBOUR_FIT)) {
            return isList(question.answer()) ? Kind.STUFFED : Kind.GRADED;
        }
        boolean sharesNothing = NonAnswers.sharesNothing(question.answer(), statedInWords, vocabulary, parts);
        // A behavioural answer in the speaker's own words ("我会及时沟通…", a short story the story patterns miss) is an
        // attempt: the relevance rule below judges it first, as before (weak at best when short). Only one with no
        // first-person sentence at all is surely a non-answer before the shape rules (small talk, a technical text).
        if (sharesNothing && (parts == null || parts.actions() == 0)) {
            return Kind.OFF_TOPIC;
        }
        if (isList(question.answer())) {
            return Kind.STUFFED;
        }
        if (fitsAnotherBetter.getAsBoolean()) {
            // a full story whose fit to every other question is tiny fits none of them: its own case's words. Whether
            // it answers this question, words cannot tell (off-topic stories for a neighbouring question fit none
            // either: frozen beh-dec-01-zh, 54), so like a short story it is an attempt capped at "can't tell"
            if (parts != null && !brief && parts.isStory() && otherFit.getAsDouble() < STORY_OTHER_FIT_FLOOR) {
                return sharesNothing ? Kind.OFF_TOPIC : Kind.DOUBTFUL_STORY;
            }
            // otherwise the answer's words belong to another question of the bank far more than to this one
            return parts != null && brief ? Kind.DOUBTFUL_STORY : Kind.OFF_TOPIC;
        }
        if (parts != null) {
            // stories about different situations share few words anyway: a story is judged by the rule above
            return sharesNothing ? Kind.OFF_TOPIC : Kind.GRADED;
        }
        if (covered.size() <= 1 && reference.bank() != null) {
            double neighbour = matcher.bestNeighbour(reference, terms, question.bankId());
            if (neighbour >= NEIGHBOUR_FIT && neighbour > coverage + NEIGHBOUR_MARGIN) {
                return Kind.OFF_TOPIC;
            }
        }
        return Kind.GRADED;
    }

    /** The value computed on the first call only. */
    private static DoubleSupplier once(DoubleSupplier compute) {
        double[] value = {Double.NaN};
        return () -> Double.isNaN(value[0]) ? (value[0] = compute.getAsDouble()) : value[0];
    }

    /** Terms without the words that make claims of them, or a run of short list items. */
    static boolean isList(String answer) {
        List<String> pieces = AnswerText.segments(answer);
        long shortPieces = pieces.stream().filter(p -> AnswerText.wordCount(p) <= 3).count();
        if (pieces.size() >= 5 && shortPieces >= LIST_SHORT_PIECES * pieces.size()) {
            return true;
        }
        if (AnswerText.glue(answer) >= LIST_GLUE || AnswerText.tokens(answer) < 3) {
            return false;
        }
        // Written Chinese needs few function characters: "聚簇索引叶子存整行数据，按主键排序" is a terse sentence, not a
        // list. Little glue marks a Chinese list only when no piece, spaces counted as separators, is a sentence.
        return !AnswerText.mostlyChinese(answer) || pieces.stream().flatMap(p -> Arrays.stream(p.strip().split("\\s+")))
                .allMatch(p -> AnswerText.wordCount(p) <= 3);
    }

    private Scored scored(QuestionInput question, Language language, int score, Kind kind, List<Integer> covered,
            double coverage) {
        List<String> points = question.keyPoints();
        List<String> coveredPoints = covered.stream().filter(k -> k < points.size()).map(points::get).toList();
        List<String> missed = points.stream().filter(p -> !coveredPoints.contains(p)).toList();
        double detail = Math.min(1, AnswerText.wordCount(question.answer()) / 60.0);
        String feedback = kind == Kind.STUFFED ? OfflineFeedback.stuffed(points, language)
                : OfflineFeedback.graded(score, coveredPoints, missed, detail, language);
        return new Scored(new QuestionEvaluation(question.index(), question.question(), question.answer(), score,
                feedback, points, coveredPoints, missed), true, coverage, detail, question.category());
    }

    /** Every kind of non-answer, technical or behavioural, in one form: 0, nothing covered, one wording. */
    private static Scored notAnswered(QuestionInput question, Language language) {
        return new Scored(new QuestionEvaluation(question.index(), question.question(), question.answer(),
                NonAnswers.SCORE, NonAnswers.feedback(question.keyPoints(), language), question.keyPoints(), List.of(),
                question.keyPoints()), false, 0, 0, question.category());
    }

    static boolean isBehavioural(String category) {
        String lower = category.toLowerCase(Locale.ROOT);
        return lower.contains("project") || lower.contains("behavio") || lower.contains("行为") || lower.contains("项目");
    }
}
