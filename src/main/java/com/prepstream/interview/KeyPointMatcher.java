package com.prepstream.interview;

import com.prepstream.interview.Evaluation.QuestionInput;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Whether an answer states each key point: the key point's telling terms (weighted by
 * {@link TermIndex}) that the answer uses too. A bank question's key points exist in both languages
 * with the same order, so a point stated in either language counts: that is the cross-language term
 * pairing. Terms the question itself contains are left out of a point when enough others remain, so
 * restating the question covers nothing. Not final: a test counts its look-ups across the bank.
 */
class KeyPointMatcher {

    // weighted share of a point's terms that counts as stating it; Chinese character pairs match
    // less often than whole English words (a paraphrase shares fewer of them), so they need less
    static final double LATIN_THRESHOLD = 0.27;
    static final double CJK_THRESHOLD = 0.14;

    /** One key point's terms in one language and the share of them an answer must use. */
    record PointTerms(Set<String> terms, double threshold) {
    }

    /**
     * @param points     per key point index, its versions (one per language the question has)
     * @param vocabulary every term of the question and its key points, all versions
     */
    record Reference(String bank, Set<String> questionTerms, List<List<PointTerms>> points, Set<String> vocabulary,
            Set<String> subjectTerms) {
    }

    /**
     * A term of the question that its key points use too and that few key points of the banks share (at most one
     * in {@value #SUBJECT_SHARE_INVERSE}) names what the question is about: "CAS", "索引", not "什么" or "问题".
     */
    static final double SUBJECT_SHARE_INVERSE = 50;

    private final TermIndex index;
    private final QuestionBank bank;
    private final Map<String, Reference> bankReferences = new ConcurrentHashMap<>();

    KeyPointMatcher(QuestionBank bank, TermIndex index) {
        this.bank = bank;
        this.index = index;
    }

    /** The bank's versions when the question came from the bank, else only the session's own texts. */
    Reference reference(QuestionInput question) {
        Optional<BankQuestion> source = question.bankId() == null ? Optional.empty() : bank.find(question.bankId());
        return source.map(this::reference)
                .orElseGet(() -> build(null, List.of(question.question()), List.of(question.keyPoints())));
    }

    Reference reference(BankQuestion question) {
        return bankReferences.computeIfAbsent(question.id(), id -> build(question.bank(),
                List.copyOf(question.text().values()), List.copyOf(question.keyPointsByLanguage().values())));
    }

    private Reference build(String bankId, List<String> questions, List<List<String>> versions) {
        Set<String> questionTerms = new HashSet<>();
        questions.forEach(q -> questionTerms.addAll(AnswerText.terms(q)));
        Set<String> vocabulary = new HashSet<>(questionTerms);
        Set<String> subjectTerms = new HashSet<>();
        List<List<PointTerms>> points = new ArrayList<>();
        int count = versions.stream().mapToInt(List::size).min().orElse(0);
        for (int k = 0; k < count; k++) {
            List<PointTerms> forms = new ArrayList<>();
            for (List<String> version : versions) {
                Set<String> terms = new HashSet<>(AnswerText.terms(version.get(k)));
                vocabulary.addAll(terms);
                terms.stream().filter(questionTerms::contains)
                        .filter(t -> index.weight(t) >= Math.log(SUBJECT_SHARE_INVERSE)).forEach(subjectTerms::add);
                forms.add(pointTerms(terms, questionTerms));
            }
            points.add(forms);
        }
        return new Reference(bankId, questionTerms, points, vocabulary, subjectTerms);
    }

    private PointTerms pointTerms(Set<String> terms, Set<String> questionTerms) {
        Set<String> own = new HashSet<>(terms);
        own.removeAll(questionTerms);
        Set<String> wanted = index.weight(own) >= 0.5 * index.weight(terms) ? own : terms;
        double total = index.weight(wanted);
        double cjk = total == 0 ? 0 : wanted.stream().filter(AnswerText::isCjkTerm).mapToDouble(index::weight).sum() / total;
        return new PointTerms(wanted, CJK_THRESHOLD * cjk + LATIN_THRESHOLD * (1 - cjk));
    }

    /** Per key point: found share over needed share, best version; 1 or more means stated. */
    double[] ratios(Reference reference, Set<String> answer) {
        double[] ratios = new double[reference.points().size()];
        for (int k = 0; k < ratios.length; k++) {
            for (PointTerms form : reference.points().get(k)) {
                if (!form.terms().isEmpty()) {
                    ratios[k] = Math.max(ratios[k], index.share(form.terms(), answer) / form.threshold());
                }
            }
        }
        return ratios;
    }

    /** Mean credit per key point: 1 when stated, up to half for a near miss. */
    static double coverage(double[] ratios) {
        double sum = 0;
        for (double ratio : ratios) {
            sum += ratio >= 1 ? 1 : 0.5 * ratio;
        }
        return ratios.length == 0 ? 0 : sum / ratios.length;
    }

    /** Whether the answer names the question's subject ({@link Reference#subjectTerms}): then it is on topic. */
    static boolean namesSubject(Reference reference, Set<String> answer) {
        return answer.stream().anyMatch(reference.subjectTerms()::contains);
    }

    /** Weighted share of the answer's terms that belong to the question or its key points. */
    double vocabularyShare(Reference reference, Set<String> answer) {
        return index.share(answer, reference.vocabulary());
    }

    /** Weighted share of the answer's terms the question does not already contain. */
    double novelty(Reference reference, Set<String> answer) {
        double total = index.weight(answer);
        return total == 0 ? 0 : answer.stream().filter(t -> !reference.questionTerms().contains(t))
                .mapToDouble(index::weight).sum() / total;
    }

    /**
     * How closely the answer's terms and the question's vocabulary (question and key points, all
     * versions) overlap, 0–1: a weighted cosine of the two term sets, so neither a long answer nor a
     * question with a large vocabulary wins by size alone.
     */
    double fit(Reference reference, Set<String> answer) {
        double shared = answer.stream().filter(reference.vocabulary()::contains).mapToDouble(index::weight).sum();
        double norm = Math.sqrt(index.weight(answer) * index.weight(reference.vocabulary()));
        return norm == 0 ? 0 : shared / norm;
    }

    /** The best {@link #fit} among the other questions of the same bank. */
    double bestOtherFit(Reference reference, Set<String> answer, String ownId) {
        double best = 0;
        for (BankQuestion other : bank.questions(reference.bank())) {
            if (!other.id().equals(ownId)) {
                best = Math.max(best, fit(reference(other), answer));
            }
        }
        return best;
    }

    /** How well the answer fits the best other question of the same bank: an answer to a neighbour. */
    double bestNeighbour(Reference reference, Set<String> answer, String ownId) {
        double best = 0;
        for (BankQuestion other : bank.questions(reference.bank())) {
            if (!other.id().equals(ownId)) {
                best = Math.max(best, coverage(ratios(reference(other), answer)));
            }
        }
        return best;
    }
}
