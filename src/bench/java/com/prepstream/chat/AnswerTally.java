package com.prepstream.chat;

import java.io.PrintWriter;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.LongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The offline-answer benchmark's counts for one question set. */
final class AnswerTally {

    private static final Pattern CITATION = Pattern.compile("\\[(\\d+)]");

    private int refused;
    private int failed;
    private int answered;
    private int firstCitedGold;
    private int topPassageGold;
    private int cited;
    private int citedGold;
    private int withDebris;

    void add(AnswerBenchmark.Question question, BenchSink sink, LongFunction<Set<String>> pagesOf, PrintWriter file) {
        file.printf(Locale.ROOT, "## %s %s%ngold: %s%n", question.id(), question.text(), question.gold());
        if (sink.problem != null || sink.done == null) {
            failed++;
            file.printf("FAILED %s%n%n", sink.problem);
            return;
        }
        for (Source source : sink.sources) {
            file.printf(Locale.ROOT, "  [%d] %.3f %s%s%n", source.n(), source.score(), gold(question, source, pagesOf) ? "GOLD " : "",
                    pagesOf.apply(source.knowledgeBaseId()));
        }
        if (sink.refused()) {
            refused++;
            file.printf("REFUSED%n%n");
            return;
        }
        answered++;
        String body = sink.body();
        if (!sink.sources.isEmpty() && gold(question, sink.sources.get(0), pagesOf)) {
            topPassageGold++;
        }
        Set<Integer> numbers = new LinkedHashSet<>();
        Matcher citation = CITATION.matcher(body);
        while (citation.find()) {
            numbers.add(Integer.parseInt(citation.group(1)));
        }
        boolean first = true;
        for (int n : numbers) {
            Source source = n >= 1 && n <= sink.sources.size() ? sink.sources.get(n - 1) : null;
            boolean gold = source != null && gold(question, source, pagesOf);
            cited++;
            citedGold += gold ? 1 : 0;
            firstCitedGold += first && gold ? 1 : 0;
            first = false;
        }
        List<String> debris = MarkdownDebris.in(body);
        if (!debris.isEmpty()) {
            withDebris++;
            file.printf("DEBRIS %s%n", debris);
        }
        file.printf("%s%n%n", body);
    }

    private static boolean gold(AnswerBenchmark.Question question, Source source, LongFunction<Set<String>> pagesOf) {
        return pagesOf.apply(source.knowledgeBaseId()).stream().anyMatch(question.gold()::contains);
    }

    String line(String set, int questions) {
        return String.format(Locale.ROOT, "%-10s %9d  %7s  %16s  %16s  %10s  %10s%s", set, questions,
                share(refused, questions), share(firstCitedGold, answered), share(topPassageGold, answered),
                share(citedGold, cited), share(withDebris, answered), failed > 0 ? "  (" + failed + " failed)" : "");
    }

    private static String share(int count, int total) {
        return total == 0 ? "-" : String.format(Locale.ROOT, "%d/%d %.0f%%", count, total, 100.0 * count / total);
    }
}
